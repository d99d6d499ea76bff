import type { Core } from '@strapi/strapi';

/** Two 32-bit integers naming what is locked, e.g. ["acct", 0] or ["vote", userId]. */
export type LockKey = readonly [number, number];

/** A 32-bit lock namespace from four ASCII letters ("acct" → 0x61636374). */
export const lockSpace = (name: string): number => Buffer.from(name.slice(0, 4)).readInt32BE(0);

/**
 * Runs `work` (a read and the write that depends on it) in a transaction that no other work
 * under the same key overlaps. On PostgreSQL every transaction has its own connection, so a
 * transaction-scoped advisory lock serialises them, across CMS instances too; SQLite's one
 * connection already runs a single transaction at a time.
 */
export async function exclusively<T>(
  strapi: Core.Strapi,
  key: LockKey,
  work: () => Promise<T>,
): Promise<T> {
  return strapi.db.transaction(async ({ trx }) => {
    if (strapi.db.dialect.client === 'postgres') {
      await trx.raw('select pg_advisory_xact_lock(?, ?)', [...key]);
    }
    return work();
  });
}
