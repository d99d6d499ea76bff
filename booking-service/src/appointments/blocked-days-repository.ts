// The blocked_days table: days the reader closed from the desk. Written only here (the desk
// blocks and unblocks), read by the desk and by the booking calendar.
import type { Db, Executor } from '../db/index.js';
import type { BlockedDaysTable } from '../db/schema.js';

export async function blockDay(db: Db, row: BlockedDaysTable): Promise<void> {
  await db
    .insertInto('blocked_days')
    .values(row)
    .onConflict((oc) => oc.column('day').doUpdateSet({ reason: row.reason }))
    .execute();
}

export async function unblockDay(db: Db, day: string): Promise<boolean> {
  const res = await db.deleteFrom('blocked_days').where('day', '=', day).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function listBlockedDays(
  db: Db,
  from: string,
  to: string,
): Promise<BlockedDaysTable[]> {
  return db
    .selectFrom('blocked_days')
    .selectAll()
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
}

/** The blocked days in [from, to], as dates. */
export async function blockedDaysBetween(db: Db, from: string, to: string): Promise<string[]> {
  return (await listBlockedDays(db, from, to)).map((r) => r.day);
}

export async function isDayBlocked(db: Executor, day: string): Promise<boolean> {
  const row = await db
    .selectFrom('blocked_days')
    .select('day')
    .where('day', '=', day)
    .executeTakeFirst();
  return row !== undefined;
}
