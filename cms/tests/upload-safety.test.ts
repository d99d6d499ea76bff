import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@mystic/shared';
import { startStrapi, type TestStrapi } from './strapi';
import { TINY_PNG, bearer, register } from './members-helpers';

const ADMIN = { email: 'reader@example.com', password: 'Reader-Admin-1' };
let app: TestStrapi;
let tempDir: string;
const api = () => request(app.server);

beforeAll(async () => {
  // The parser writes to the system temp folder: give this process one of its own to watch.
  tempDir = mkdtempSync(join(tmpdir(), 'mystic-tmp-watch-'));
  process.env.TMPDIR = tempDir;
  app = await startStrapi({
    CMS_SEED: 'false',
    MEMBER_REGISTER_IP_MAX: '1000',
    DEV_ADMIN_EMAIL: ADMIN.email,
    DEV_ADMIN_PASSWORD: ADMIN.password,
  });
});
afterAll(async () => {
  // The admin's upload is removed from disk and from the media library.
  if (app) {
    const files = await app.strapi.db.query('plugin::upload.file').findMany({});
    for (const file of files) await app.strapi.plugin('upload').service('upload').remove(file);
  }
  await app?.close();
});

const entries = () => readdirSync(tempDir).sort();

describe('multipart bodies and the temp folder', () => {
  it('when 50 multipart requests are refused on several paths, then the temp folder is as it was', async () => {
    const member = await register(app);
    const before = entries();
    const paths = [
      '/admin/login',
      '/admin/anything',
      '/api/auth/users/avatar/upload',
      '/api/upload',
      '/api/posts',
      '/nowhere',
    ];
    for (let i = 0; i < 50; i += 1) {
      const path = paths[i % paths.length];
      const req = api().post(path);
      // Some with a member's token (refused by the route), most anonymous.
      if (i % 5 === 0) req.set(bearer(member.access));
      const res = await req
        .field('note', 'x')
        .attach('junk', Buffer.alloc(4096, 1), { filename: 'a.bin' })
        .attach('avatar', Buffer.from('not an image'), { filename: 'b.png' })
        .attach('files', TINY_PNG, { filename: 'c.png', contentType: 'image/png' });
      expect(res.status, `${path}: ${res.status}`).toBeGreaterThanOrEqual(400);
    }
    expect(entries()).toEqual(before);
  });

  it('when an anonymous caller posts to the media upload over the cap, then 413 before reading it', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    const res = await api().post('/upload').attach('files', big, { filename: 'big.png' });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 'upload_too_large', message: MESSAGES.uploadTooLarge });
  });

  it('when the signed-in admin uploads over the member cap to the media library, then it is read', async () => {
    const login = await api().post('/admin/login').send(ADMIN);
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const token = login.body.data.accessToken ?? login.body.data.token;
    const before = entries();
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    TINY_PNG.copy(big);
    const res = await api()
      .post('/upload')
      .set(bearer(token))
      .attach('files', big, { filename: 'big.png', contentType: 'image/png' });
    // Not refused for its size (the media library's own checks decide on the file).
    expect(res.status).not.toBe(413);
    expect(entries()).toEqual(before);
  });
});
