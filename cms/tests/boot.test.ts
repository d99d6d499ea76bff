import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE } from './database';
import { startStrapi, type TestStrapi } from './strapi';

// One Strapi per test file: its registries are global to the process. This one starts on an empty
// database, as on a first install (the other files start on a copy of one made at the run's start).
describe('the CMS', () => {
  let app: TestStrapi;
  beforeAll(async () => {
    app = await startStrapi({ CMS_SEED: 'false' }, { empty: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('when an unknown API path is asked, then it answers 404 with the project error shape', async () => {
    const res = await request(app.server).get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'Not found.' });
  });

  it(`when the suite runs on ${TEST_DATABASE}, then Strapi is connected to ${TEST_DATABASE}`, async () => {
    expect(app.strapi.db.dialect.client).toBe(TEST_DATABASE);
  });

  // A SQLite setting (cms/config/database.ts); PostgreSQL readers never wait for writers.
  it.skipIf(TEST_DATABASE !== 'sqlite')(
    'when SQLite is the database, then it runs in write-ahead mode so views never block reads',
    async () => {
      const rows = (await app.strapi.db.connection.raw('PRAGMA journal_mode')) as {
        journal_mode: string;
      }[];
      expect(rows[0]?.journal_mode).toBe('wal');
    },
  );

  it('when the health route is asked, then Strapi answers 204', async () => {
    const res = await request(app.server).get('/_health');
    expect(res.status).toBe(204);
  });

  it('when content is written through the Document Service, then the content version changes', async () => {
    const before = (await request(app.server).get('/api/content-version')).body.data.version;
    await app.strapi
      .documents('api::category.category')
      .create({ data: { name: 'Tarot', slug: 'tarot-v' } });
    const after = await request(app.server).get('/api/content-version');
    expect(after.headers['cache-control']).toBe('no-store');
    expect(after.body.data.version).not.toBe(before);
  });
});
