// The database under test: the `sqlite` project uses a temp file, the `postgres` project (run
// only when TEST_DATABASE_URL is set) a fresh PostgreSQL database per test file, dropped on close.
import { randomBytes } from 'node:crypto';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

export type TestDatabaseKind = 'sqlite' | 'postgres';

/** Set per Vitest project in vitest.config.ts. */
export const TEST_DATABASE: TestDatabaseKind =
  process.env.CMS_TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

/** Databases created by one `vitest run` share this prefix, so its teardown can drop leftovers. */
export const databasePrefix = (runId: string) => `mystic_cms_${runId}_`;

export interface TestDatabase {
  /** Environment that points Strapi (cms/config/database.ts) at this database. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: the postgres project needs it');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops every database whose name starts with `prefix` (a run's leftovers after a crash). */
export async function dropDatabases(prefix: string): Promise<void> {
  await admin(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1) and datname ~ '^[a-z0-9_]+$'",
      [prefix],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists ${datname} with (force)`);
    }
  });
}

/**
 * Where this run's template databases are (set by ./global-setup.ts, inherited by the workers): a
 * database on which Strapi has already made its schema and run its first start, so a test file's
 * Strapi starts from a copy of it in about 5 s, against 7 s on an empty SQLite database and 9-12 s
 * on an empty PostgreSQL one (issue 25). The `seeded` one also holds the demo seed, which a start
 * with CMS_SEED=true would otherwise write again for each file: about 6 CPU-s on SQLite, 3.5 on
 * PostgreSQL (2026-11-28).
 */
export type TemplateKind = 'plain' | 'seeded';
export const TEMPLATE_ENV: Record<TestDatabaseKind, Record<TemplateKind, string>> = {
  sqlite: { plain: 'CMS_TEST_SQLITE_TEMPLATE', seeded: 'CMS_TEST_SQLITE_SEEDED_TEMPLATE' },
  postgres: { plain: 'CMS_TEST_PG_TEMPLATE', seeded: 'CMS_TEST_PG_SEEDED_TEMPLATE' },
};

/** Creates an empty database, or with `template` a copy of that template of the run if it has one. */
export async function createTestDatabase(
  dataDir: string,
  { template: kind }: { template?: TemplateKind } = {},
): Promise<TestDatabase> {
  const template = kind ? process.env[TEMPLATE_ENV[TEST_DATABASE][kind]] : undefined;
  if (TEST_DATABASE === 'sqlite') {
    const filename = join(dataDir, 'test.db');
    if (template) copyFileSync(template, filename);
    // An empty CMS_DATABASE_URL keeps a developer's or CI's own setting from leaking in.
    return { env: { CMS_DATABASE_URL: '', CMS_DATABASE_FILENAME: filename }, drop: async () => {} };
  }
  const runId = process.env.CMS_TEST_RUN_ID ?? 'adhoc';
  const name = `${databasePrefix(runId)}${randomBytes(4).toString('hex')}`;
  await admin(async (client) => {
    if (template) {
      // The copy keeps the template's collation (below).
      await client.query(`create database ${name} template ${template}`);
      return;
    }
    try {
      // Production's server (the postgres image, LANG en_US.utf8) sorts text linguistically, not
      // by bytes as SQLite and a C-locale test server do; an ICU en-US database does the same.
      await client.query(
        `create database ${name} template template0 locale_provider icu icu_locale 'en-US' locale 'C.UTF-8'`,
      );
    } catch {
      await client.query(`create database ${name}`); // a server built without ICU
    }
  });
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return {
    env: {
      CMS_DATABASE_URL: url.toString(),
      CMS_DATABASE_POOL_MIN: '0',
      CMS_DATABASE_POOL_MAX: '5',
    },
    drop: () =>
      admin(
        async (client) => void (await client.query(`drop database if exists ${name} with (force)`)),
      ),
  };
}
