// Kysely code for the reader's blocked days.
import type { Db } from '../db/index.js';
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
