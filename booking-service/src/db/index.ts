// Kysely over better-sqlite3 (default) or pg (when a PostgreSQL URL is configured).
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, sql, type Migration, type Transaction } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import { log } from '../log.js';
import { QueuedSqliteDialect } from './sqlite-dialect.js';
import * as createBookingTables from './migrations/2026_11_22_2230_create_booking_tables.js';
import * as addPendingSince from './migrations/2026_11_24_1200_add_pending_since.js';
import * as createProfileOutbox from './migrations/2026_11_24_1300_create_profile_outbox.js';
import * as addIdempotencyKey from './migrations/2026_11_24_1400_add_idempotency_key.js';
import * as addPackageNameMy from './migrations/2026_11_24_1410_add_package_name_my.js';
import * as createMailOutbox from './migrations/2026_11_24_1500_create_mail_outbox.js';
import * as addMemberManage from './migrations/2026_11_24_1600_add_member_manage.js';
import * as createWaitlist from './migrations/2026_11_29_1000_create_waitlist.js';
import * as createReadings from './migrations/2026_11_29_1100_create_readings.js';
import * as createReaderNotify from './migrations/2026_11_29_1300_create_reader_notify.js';
import * as addReaderNote from './migrations/2026_11_29_1400_add_reader_note.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
/** What a repository reads and writes through: the database, or a transaction on it. */
export type Executor = Db | Transaction<Database>;
export type DbKind = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Db;
  kind: DbKind;
}

/** Migrations are listed here (not read from disk) so tsx, the tests and dist/ all find them. */
const MIGRATIONS: Record<string, Migration> = {
  '2026_11_22_2230_create_booking_tables': createBookingTables,
  '2026_11_24_1200_add_pending_since': addPendingSince,
  '2026_11_24_1300_create_profile_outbox': createProfileOutbox,
  '2026_11_24_1400_add_idempotency_key': addIdempotencyKey,
  '2026_11_24_1410_add_package_name_my': addPackageNameMy,
  '2026_11_24_1500_create_mail_outbox': createMailOutbox,
  '2026_11_24_1600_add_member_manage': addMemberManage,
  '2026_11_29_1000_create_waitlist': createWaitlist,
  '2026_11_29_1100_create_readings': createReadings,
  '2026_11_29_1300_create_reader_notify': createReaderNotify,
  '2026_11_29_1400_add_reader_note': addReaderNote,
};

export interface PostgresOptions {
  url: string;
  poolSize?: number;
  /** Schema to use as search_path (tests isolate themselves in a fresh schema). */
  schema?: string;
}

export function openSqlite(filename: string): DbHandle {
  if (filename !== ':memory:') fs.mkdirSync(path.dirname(filename), { recursive: true });
  const database = new SQLite(filename);
  // WAL lets readers proceed during a write; busy_timeout makes a second process wait, not fail.
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  database.pragma('synchronous = NORMAL');
  return {
    db: new Kysely<Database>({ dialect: new QueuedSqliteDialect(database) }),
    kind: 'sqlite',
  };
}

export function openPostgres(options: PostgresOptions): DbHandle {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client's error (e.g. the server restarting) must not crash the process.
  pool.on('error', (err) => log.error({ error: err.message }, 'postgres pool error'));
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' };
}

export function openDatabase(config: Config): DbHandle {
  return config.database.kind === 'postgres'
    ? openPostgres({ url: config.database.url, poolSize: config.database.poolSize })
    : openSqlite(config.database.filename);
}

export async function migrateToLatest(db: Db, kind: DbKind): Promise<void> {
  const migrator = await migratorFor(db, kind);
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === 'Error') log.error({ migration: r.migrationName }, 'migration failed');
  }
  if (error) throw error;
}

/** The migrator over MIGRATIONS (tests use it to stop at an earlier migration). */
export async function migratorFor(db: Db, kind: DbKind): Promise<Migrator> {
  // On PostgreSQL, pin Kysely's bookkeeping tables to the schema in use: otherwise its
  // existence check can see another schema's copy (e.g. a parallel test) and skip creating ours.
  let migrationTableSchema: string | undefined;
  if (kind === 'postgres') {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = rows[0]?.schema;
  }
  return new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** True when `err` is a unique-constraint violation on either database. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE'
  );
}
