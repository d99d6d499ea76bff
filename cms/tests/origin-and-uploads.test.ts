import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStrapi, type TestStrapi } from './strapi';
import { TINY_PNG, bearer, createPost, register } from './members-helpers';

const ADMIN = { email: 'reader@example.com', password: 'Reader-Admin-1' };
const PUBLIC_ORIGIN = 'https://mystic.example';
let app: TestStrapi;
const api = () => request(app.server);
const uploadedIds: number[] = [];
const strayFiles: string[] = [];

beforeAll(async () => {
  app = await startStrapi({
    CMS_SEED: 'false',
    PUBLIC_URL: `${PUBLIC_ORIGIN}/`,
    DEV_ADMIN_EMAIL: ADMIN.email,
    DEV_ADMIN_PASSWORD: ADMIN.password,
  });
});
afterAll(async () => {
  if (app) {
    const files = await app.strapi.db
      .query('plugin::upload.file')
      .findMany({ where: { id: { $in: uploadedIds } } });
    for (const file of files) await app.strapi.plugin('upload').service('upload').remove(file);
  }
  for (const f of strayFiles) rmSync(f, { force: true });
  await app?.close();
});

async function adminToken(): Promise<string> {
  const login = await api().post('/admin/login').send(ADMIN);
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return login.body.data.accessToken ?? login.body.data.token;
}

describe('CORS', () => {
  it('when another origin asks, then no credentialed cross-origin access is granted', async () => {
    for (const path of ['/api/posts', '/admin/init']) {
      const simple = await api().get(path).set('Origin', 'https://evil.example');
      expect(simple.headers['access-control-allow-origin'], path).toBeUndefined();
      const preflight = await api()
        .options(path)
        .set('Origin', 'https://evil.example')
        .set('Access-Control-Request-Method', 'POST');
      expect(preflight.headers['access-control-allow-origin'], path).toBeUndefined();
    }
  });

  it('when the public origin asks, then it is allowed', async () => {
    const res = await api().get('/api/posts').set('Origin', PUBLIC_ORIGIN);
    expect(res.headers['access-control-allow-origin']).toBe(PUBLIC_ORIGIN);
  });
});

describe('the media library and /uploads', () => {
  it('when the admin uploads an SVG, then it is refused; a PNG is taken and served sandboxed', async () => {
    const token = await adminToken();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    );
    const refused = await api()
      .post('/upload')
      .set(bearer(token))
      .attach('files', svg, { filename: 'x.svg', contentType: 'image/svg+xml' });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);

    const taken = await api()
      .post('/upload')
      .set(bearer(token))
      .attach('files', TINY_PNG, { filename: 'ok.png', contentType: 'image/png' });
    expect(taken.status, JSON.stringify(taken.body)).toBeLessThan(300);
    const file = (Array.isArray(taken.body) ? taken.body[0] : taken.body) as {
      id: number;
      url: string;
    };
    uploadedIds.push(file.id);
    const served = await api().get(file.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-security-policy']).toBe('sandbox');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('when an SVG is already in the uploads folder, then it is served sandboxed with nosniff', async () => {
    const name = `stray-${randomBytes(4).toString('hex')}.svg`;
    const path = join(app.strapi.dirs.static.public, 'uploads', name);
    strayFiles.push(path);
    writeFileSync(path, '<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>');
    const res = await api().get(`/uploads/${name}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('media URLs in API answers', () => {
  it('when content and a member are read, then their images are absolute URLs on PUBLIC_URL', async () => {
    // Any client on another host (a mobile app, a partner site) can show them as they are.
    await createPost(app, { slug: 'absolute-poster' });
    await app.strapi.documents('api::package.package' as never).create({
      data: { name: 'Absolute', price: 1000, th_price: 10, order: 1 },
      locale: 'en',
      status: 'published',
    } as never);
    const post = await api().get('/api/posts-list/absolute-poster?count_view=0');
    expect(post.status).toBe(200);
    expect(post.body.data.poster_url).toBe(`${PUBLIC_ORIGIN}/uploads/defaults/post.svg`);
    // An uploaded poster comes with its size, for a share preview's card.
    const token = await adminToken();
    const upload = await api()
      .post('/upload')
      .set(bearer(token))
      .attach('files', TINY_PNG, { filename: 'poster.png', contentType: 'image/png' });
    const file = (Array.isArray(upload.body) ? upload.body[0] : upload.body) as { id: number };
    uploadedIds.push(file.id);
    await createPost(app, { slug: 'sized-poster', poster: file.id });
    const sized = await api().get('/api/posts-list/sized-poster?count_view=0');
    expect(sized.body.data.poster_url).toMatch(new RegExp(`^${PUBLIC_ORIGIN}/uploads/.+\\.png$`));
    expect([sized.body.data.poster_width, sized.body.data.poster_height]).toEqual([1, 1]);
    expect([post.body.data.poster_width, post.body.data.poster_height]).toEqual([null, null]);
    const packages = await api().get('/api/packages-list');
    expect(packages.body.data.data[0].image).toBe(`${PUBLIC_ORIGIN}/uploads/defaults/package.svg`);
    const member = await register(app);
    const me = await api().get('/api/auth/user').set(bearer(member.access));
    expect(me.status, JSON.stringify(me.body)).toBe(200);
    expect(me.body.data.profile).toBe(`${PUBLIC_ORIGIN}/api/members/default-avatar.svg`);
  });
});
