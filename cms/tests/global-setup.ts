import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databasePrefix, dropDatabases } from './database';
import { distDir } from './strapi';
import { makeTemplates, removeSqliteTemplate } from './database-template';

// Runs once per project in the Vitest process; the first call does the work for both.
export default async function setup() {
  if (process.env.CMS_TEST_RUN_ID) return undefined;
  // Compile the TypeScript app once (into dist-test/, see ./strapi.ts) so every test file can load it.
  // `npm test` does it as a step of its own (`npm run compile:test`, the same command) beside the
  // compile of SQLite, and says so with CMS_TEST_COMPILED=1. Either way this is `npm test`'s type
  // check of the CMS server (scripts/test.mjs): a type error fails it before any test runs.
  if (process.env.CMS_TEST_COMPILED !== '1') {
    const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
    execFileSync(
      process.execPath,
      [join(appDir, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json', '--outDir', distDir],
      { cwd: appDir, stdio: 'inherit' },
    );
  }
  // Names this run's PostgreSQL databases; the workers inherit it. Each test file drops its own
  // database; the teardown drops any a crashed file left behind.
  const runId = randomBytes(4).toString('hex');
  process.env.CMS_TEST_RUN_ID = runId;
  const postgres = Boolean(process.env.TEST_DATABASE_URL);
  console.log(
    postgres
      ? 'cms tests: on SQLite, then again on PostgreSQL (files marked "postgres")'
      : 'cms tests: TEST_DATABASE_URL is not set, so the suite runs on SQLite only',
  );
  const teardown = async () => {
    removeSqliteTemplate();
    if (postgres) await dropDatabases(databasePrefix(runId));
  };
  try {
    await makeTemplates(postgres ? ['sqlite', 'postgres'] : ['sqlite']);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
