// The waitlist_entries table (issue 45): every write to it is here. Changes of state are
// conditional on the state they were judged in (one UPDATE ... WHERE status = ...): on PostgreSQL
// a second transaction waits for the row and re-checks the condition on its newest version, so an
// entry is never offered twice and an offer is never both taken and passed on.
import { OPEN_WAIT_STATUSES, type WaitStatus } from '@mystic/shared';
import type { Executor } from '../db/index.js';
import type { WaitlistEntriesTable } from '../db/schema.js';

export type WaitRecord = WaitlistEntriesTable;

export async function insertWait(trx: Executor, row: WaitRecord): Promise<void> {
  await trx.insertInto('waitlist_entries').values(row).execute();
}

export async function findWait(db: Executor, id: string): Promise<WaitRecord | null> {
  const row = await db
    .selectFrom('waitlist_entries')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/** The member's entries still waiting or holding an offer. */
export async function countOpenWaits(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('waitlist_entries')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('status', 'in', [...OPEN_WAIT_STATUSES])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The member's entries for days from `from` on, and any still open, by day. */
export async function waitsOfMember(
  db: Executor,
  userId: number,
  from: string,
): Promise<WaitRecord[]> {
  return db
    .selectFrom('waitlist_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('day', '>=', from), eb('status', 'in', [...OPEN_WAIT_STATUSES])]))
    .orderBy('day')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The first in line on `day`: who joined first (then the id, for two in one millisecond). */
export async function firstWaiting(db: Executor, day: string): Promise<WaitRecord | null> {
  const row = await db
    .selectFrom('waitlist_entries')
    .selectAll()
    .where('day', '=', day)
    .where('status', '=', 'waiting')
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** Open entries (waiting or offered) of days in [from, to], each day's in line order. */
export async function openWaitsBetween(
  db: Executor,
  from: string,
  to: string,
): Promise<WaitRecord[]> {
  return db
    .selectFrom('waitlist_entries')
    .selectAll()
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('status', 'in', [...OPEN_WAIT_STATUSES])
    .orderBy('day')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** How many wait on `day` ahead of `entry` (its place in line is this plus one). */
export async function aheadOf(db: Executor, entry: WaitRecord): Promise<number> {
  const row = await db
    .selectFrom('waitlist_entries')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('day', '=', entry.day)
    .where('status', '=', 'waiting')
    .where((eb) =>
      eb.or([
        eb('created_at', '<', entry.created_at),
        eb.and([eb('created_at', '=', entry.created_at), eb('id', '<', entry.id)]),
      ]),
    )
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Gives the waiting entry `id` an offer held until `holdUntil`; false if it no longer waits. */
export async function markOffered(
  trx: Executor,
  id: string,
  offer: { at: string; holdUntil: string; by: string },
): Promise<boolean> {
  const res = await trx
    .updateTable('waitlist_entries')
    .set({
      status: 'offered',
      offered_at: offer.at,
      hold_until: offer.holdUntil,
      offered_by: offer.by,
    })
    .where('id', '=', id)
    .where('status', '=', 'waiting')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export interface EndWait {
  /** Only from one of these states. */
  from: readonly WaitStatus[];
  to: Exclude<WaitStatus, 'waiting' | 'offered'>;
  at: string;
  /** Only when the entry is this member's. */
  userId?: number;
  /** Only an offer whose hold ended by then (a lapse); or still stands then (an acceptance). */
  holdEndedBy?: string;
  holdStandsAt?: string;
  appointmentNo?: string;
}

/** Ends an open entry, conditionally; false when it was not in a state `end` allows. */
export async function endWait(trx: Executor, id: string, end: EndWait): Promise<boolean> {
  let query = trx
    .updateTable('waitlist_entries')
    .set({
      status: end.to,
      open_key: null,
      ended_at: end.at,
      ...(end.appointmentNo ? { appointment_no: end.appointmentNo } : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', [...end.from]);
  if (end.userId !== undefined) query = query.where('user_id', '=', end.userId);
  if (end.holdEndedBy) query = query.where('hold_until', '<=', end.holdEndedBy);
  if (end.holdStandsAt) query = query.where('hold_until', '>', end.holdStandsAt);
  const res = await query.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Offers whose hold ended by `nowIso` (the sweep passes each on). */
export async function lapsedOffers(db: Executor, nowIso: string, limit = 200): Promise<string[]> {
  const rows = await db
    .selectFrom('waitlist_entries')
    .select('id')
    .where('status', '=', 'offered')
    .where('hold_until', '<=', nowIso)
    .orderBy('hold_until')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** The booking an accepted offer made. */
export async function setWaitBooking(trx: Executor, id: string, no: string): Promise<void> {
  await trx
    .updateTable('waitlist_entries')
    .set({ appointment_no: no })
    .where('id', '=', id)
    .execute();
}
