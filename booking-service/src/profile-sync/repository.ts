// Kysely code for the profile outbox: queue, claim with a lease, then delete or reschedule.
import type { Db, Executor } from '../db/index.js';
import type { ProfileOutboxTable } from '../db/schema.js';

/** Queues `row`; the member's older updates nobody is delivering right now are superseded. */
export async function enqueue(trx: Executor, row: ProfileOutboxTable): Promise<void> {
  await trx
    .deleteFrom('profile_outbox')
    .where('user_id', '=', row.user_id)
    .where((eb) =>
      eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', row.created_at)]),
    )
    .execute();
  await trx.insertInto('profile_outbox').values(row).execute();
}

/** Ids due at `now` and not leased by anyone, oldest first. */
export async function dueIds(db: Db, now: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('profile_outbox')
    .select('id')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Leases `id` until `until` if it is due and free: one conditional UPDATE, so of several
 * instances (or a sweep and a booking's own attempt) exactly one gets it. Returns the row, or null.
 */
export async function claim(
  db: Db,
  id: string,
  now: string,
  until: string,
): Promise<ProfileOutboxTable | null> {
  const res = await db
    .updateTable('profile_outbox')
    .set({ locked_until: until })
    .where('id', '=', id)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return null;
  const row = await db
    .selectFrom('profile_outbox')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/** Deletes a delivered (or given up) row, if the lease is still ours. */
export async function remove(db: Db, id: string, lease: string): Promise<void> {
  await db
    .deleteFrom('profile_outbox')
    .where('id', '=', id)
    .where('locked_until', '=', lease)
    .execute();
}

/** Frees the row for a later attempt, if the lease is still ours. */
export async function reschedule(
  db: Db,
  id: string,
  lease: string,
  next: Pick<ProfileOutboxTable, 'attempts' | 'next_attempt_at' | 'last_error'>,
): Promise<void> {
  await db
    .updateTable('profile_outbox')
    .set({ ...next, locked_until: null })
    .where('id', '=', id)
    .where('locked_until', '=', lease)
    .execute();
}
