// A fresh database per test file: a temp SQLite file, or a new PostgreSQL schema (dropped when
// the whole run ends, tests/global-setup.ts says why), so parallel runs and other users of
// TEST_DATABASE_URL never see each other's rows.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  migrateToLatest,
  openPostgres,
  openSqlite,
  type DbHandle,
  type DbKind,
} from '../../src/db/index.js';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const DB_KINDS: DbKind[] = TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDb extends DbHandle {
  /** Environment that points a booking-service process at this same database. */
  env: Record<string, string>;
  /** A second, independent connection to the same data (a "restart"). */
  reopen(): DbHandle;
  cleanup(): Promise<void>;
}

/** `migrate: false` leaves the database empty (migration tests run the migrator themselves). */
export async function createTestDb(
  kind: DbKind,
  options: { migrate?: boolean } = {},
): Promise<TestDb> {
  const migrate = options.migrate ?? true;
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'booking-test-'));
    const filename = path.join(dir, 'booking.db');
    const handle = openSqlite(filename);
    if (migrate) await migrateToLatest(handle.db, handle.kind);
    return {
      ...handle,
      env: { BOOKING_DATABASE_FILENAME: filename },
      reopen: () => openSqlite(filename),
      cleanup: async () => {
        await handle.db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const run = process.env.BOOKING_TEST_RUN_ID ?? 'solo';
  const schema = `booking_test_${run}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = openPostgres({ url: TEST_DATABASE_URL, schema, poolSize: 10 });
  if (migrate) await migrateToLatest(handle.db, handle.kind);
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    ...handle,
    env: { BOOKING_DATABASE_URL: url.toString() },
    reopen: () => openPostgres({ url: TEST_DATABASE_URL, schema }),
    // The schema stays until the run ends (global-setup.ts): dropping it now could fail a
    // parallel file's migration.
    cleanup: async () => {
      await handle.db.destroy();
    },
  };
}
