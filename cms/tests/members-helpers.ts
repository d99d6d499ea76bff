// Builders and checks shared by the member test files.
import request from 'supertest';
import { expect } from 'vitest';
import type { TestStrapi } from './strapi';

export const PASSWORD = 'Secret123';

let counter = 0;
/** A fresh, valid registration payload; `overrides` win. */
export function newMember(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    username: `member${tag}`,
    email: `member${tag}@example.com`,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    device_name: 'vitest',
    ...overrides,
  };
}

export interface Registered {
  id: number;
  username: string;
  email: string;
  access: string;
  refresh: string;
}

export async function register(
  app: TestStrapi,
  overrides: Record<string, unknown> = {},
): Promise<Registered> {
  const payload = newMember(overrides);
  const res = await request(app.server).post('/api/register').send(payload);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return {
    id: res.body.user.id,
    username: payload.username,
    email: payload.email,
    access: res.body.access_token,
    refresh: res.body.refresh_token,
  };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const PRIVATE_KEYS = [
  'password',
  'resetPasswordToken',
  'confirmationToken',
  'provider',
  'blocked',
  'confirmed',
  'documentId',
];

/** Fails when any private user field appears anywhere in `body`. */
export function expectNoPrivateFields(body: unknown): void {
  const seen: string[] = [];
  const walk = (v: unknown, path: string) => {
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}[${i}]`));
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (PRIVATE_KEYS.includes(k)) seen.push(`${path}.${k}`);
        walk(x, `${path}.${k}`);
      }
    } else if (typeof v === 'string' && /^\$2[aby]\$\d\d\$/.test(v)) seen.push(`${path} (a hash)`);
  };
  walk(body, '$');
  expect(seen).toEqual([]);
}

/** A real 1x1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A real 2x2 baseline JPEG (made with sharp). */
export const TINY_JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/' +
    '2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/' +
    'wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEB' +
    'AQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCPAVZl/9k=',
  'base64',
);

/** The public id of an English entry: its published row (types without drafts are always published). */
/** Posts and packages carry a stable `public_id`; the other types are known by their row id. */
async function publicId(app: TestStrapi, uid: string, documentId: string): Promise<number> {
  const stable = ['api::post.post', 'api::package.package'].includes(uid);
  const row = await app.strapi.db.query(uid as never).findOne({
    select: [stable ? 'public_id' : 'id'],
    where: { documentId, locale: 'en', publishedAt: { $notNull: true } },
  });
  return stable ? (row as { public_id: number }).public_id : (row as { id: number }).id;
}

let fixtures = 0;

/**
 * A gender and a weekday entry, as the seed would make them; answers their public ids. The
 * weekday is a Saturday: the tests' dates of birth are Saturdays, as the eight-day rule wants.
 */
export async function createProfileRefs(app: TestStrapi) {
  fixtures += 1;
  const gender = await app.strapi
    .documents('api::gender.gender' as never)
    .create({ data: { name: `Gender ${fixtures}` }, locale: 'en' } as never);
  const weekday = await app.strapi
    .documents('api::weekday.weekday' as never)
    .create({ data: { name: `Day ${fixtures}`, day_index: 6 }, locale: 'en' } as never);
  return {
    gender: await publicId(
      app,
      'api::gender.gender',
      (gender as { documentId: string }).documentId,
    ),
    weekday: await publicId(
      app,
      'api::weekday.weekday',
      (weekday as { documentId: string }).documentId,
    ),
  };
}

/** A published English post; answers its public id and document id. */
export async function createPost(app: TestStrapi, overrides: Record<string, unknown> = {}) {
  fixtures += 1;
  const post = (await app.strapi.documents('api::post.post' as never).create({
    data: {
      title: `Post ${fixtures}`,
      slug: `post-${fixtures}-${Date.now().toString(36)}`,
      body: '<p>Body</p>',
      author: 'The Reader',
      published_date: '2026-01-0' + ((fixtures % 9) + 1) + 'T00:00:00.000Z',
      ...overrides,
    },
    locale: 'en',
    status: 'published',
  } as never)) as { documentId: string };
  return {
    id: await publicId(app, 'api::post.post', post.documentId),
    documentId: post.documentId,
  };
}
