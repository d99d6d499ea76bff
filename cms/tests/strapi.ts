// Test harness: starts Strapi on a temporary database (a SQLite file, or a fresh PostgreSQL
// database in the `postgres` project: see ./database.ts) and closes it afterwards.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Core } from '@strapi/strapi';
import { createTestDatabase } from './database';

const require = createRequire(import.meta.url);
export const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * Where tests/global-setup.ts compiles the app: not dist/, which the CMS build writes (and empties)
 * while this suite runs beside it (scripts/test.mjs).
 */
export const distDir = join(appDir, 'dist-test');

const secret = () => randomBytes(16).toString('base64');

export interface TestStrapi {
  strapi: Core.Strapi;
  /** The Koa HTTP server, for Supertest. */
  server: Core.Strapi['server']['httpServer'];
  close(): Promise<void>;
}

/** The environment of a test Strapi on `database`, with its uploads under `dataDir`. */
export function strapiEnv(
  dataDir: string,
  database: Record<string, string>,
  env: Record<string, string> = {},
): Record<string, string> {
  return {
    NODE_ENV: 'test',
    ...database,
    // Its own public folder, holding its media (uploads/): no other file's uploads meet it (the
    // backup's compare). The CMS reads no CMS_UPLOAD_DIR: only the backup scripts do.
    CMS_PUBLIC_DIR: join(dataDir, 'public'),
    APP_KEYS: [secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    ENCRYPTION_KEY: secret(),
    JWT_SECRET: process.env.TEST_JWT_SECRET ?? secret(),
    CMS_API_TOKEN: process.env.TEST_CMS_API_TOKEN ?? secret(),
    // In-process counters unless a test asks for Redis: a REDIS_URL in the environment would
    // otherwise share one test's limits with the next run's.
    REDIS_URL: '',
    ...env,
  };
}

/** Loads (registers and bootstraps) Strapi from the compiled app, as set by the environment. */
export async function loadStrapi(): Promise<Core.Strapi> {
  const { createStrapi } = require('@strapi/strapi');
  const strapi: Core.Strapi = await createStrapi({
    appDir,
    distDir,
    autoReload: false,
    serveAdminPanel: false,
  }).load();
  strapi.log.level = 'warn';
  return strapi;
}

export interface StartOptions {
  /**
   * An empty database, as on a first install, instead of a copy of the run's template (the
   * schema already made: see ./database-template.ts).
   */
  empty?: boolean;
  /**
   * With CMS_SEED=true, the demo seed written by this start (on the plain template), not copied
   * from the seeded template: for the seed's own tests.
   */
  seedAtStart?: boolean;
}

/** Starts a fresh Strapi; `env` overrides the test environment (for example a seed switch). */
export async function startStrapi(
  env: Record<string, string> = {},
  { empty = false, seedAtStart = false }: StartOptions = {},
): Promise<TestStrapi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mystic-cms-test-'));
  const seeded = env.CMS_SEED === 'true' && !seedAtStart;
  const database = await createTestDatabase(dataDir, {
    template: empty ? undefined : seeded ? 'seeded' : 'plain',
  });
  Object.assign(process.env, strapiEnv(dataDir, database.env, env));
  const strapi = await loadStrapi();
  await strapi.server.mount();
  return {
    strapi,
    server: strapi.server.httpServer,
    async close() {
      const server = strapi.server.httpServer;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // The test's own clients (a gateway's or the booking service's keep-alive agent) may hold
      // an idle socket, which close() would wait for until Strapi's 65 s keep-alive time-out: a
      // PostgreSQL soak took 98 s instead of 32 for it.
      server.closeAllConnections();
      await closed;
      // Strapi's own cron jobs outlive the server: the upload plugin's weekly metrics fire 15 s
      // after a start, and met a destroyed pool ("Unable to acquire a connection" in the log).
      strapi.cron.destroy();
      await strapi.db.connection.destroy();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
