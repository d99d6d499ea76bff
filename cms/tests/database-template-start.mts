// One Strapi start kept as a template of the run (./database-template.ts): the plain one on an empty
// database; the seeded one (CMS_TEST_TEMPLATE=seeded) on a copy of the plain one, with the demo
// seed. Prints its name (a SQLite file, or a PostgreSQL database) after the mark; exits 1 on failure.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_DATABASE, createTestDatabase } from './database';
import { TEMPLATE_MARK } from './database-template';
import { loadStrapi, strapiEnv } from './strapi';

const dataDir = mkdtempSync(join(tmpdir(), 'mystic-cms-template-'));
const seeded = process.env.CMS_TEST_TEMPLATE === 'seeded';
const database = await createTestDatabase(dataDir, { template: seeded ? 'plain' : undefined });
Object.assign(process.env, strapiEnv(dataDir, database.env, { CMS_SEED: String(seeded) }));
const strapi = await loadStrapi();
if (TEST_DATABASE === 'sqlite') {
  // Everything in the one file a copy takes, nothing left in the write-ahead log.
  await strapi.db.connection.raw('PRAGMA wal_checkpoint(TRUNCATE)');
}
await strapi.db.connection.destroy();
const env = database.env;
const name =
  TEST_DATABASE === 'sqlite'
    ? env.CMS_DATABASE_FILENAME
    : new URL(env.CMS_DATABASE_URL!).pathname.slice(1);
console.log(`${TEMPLATE_MARK}${name}`);
process.exit(0);
