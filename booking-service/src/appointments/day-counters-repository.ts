// The day_counters table: the places taken on each day, and the atomic capacity check. Every
// write to it is here.
import type { Db, Executor } from '../db/index.js';

/**
 * Takes one place on `day` if fewer than `capacity` are taken. One conditional UPDATE on one
 * row: SQLite serialises writers, PostgreSQL row-locks and re-checks the WHERE clause, so
 * concurrent callers can never push `booked` past `capacity` on either database.
 */
export async function reservePlace(trx: Executor, day: string, capacity: number): Promise<boolean> {
  await trx
    .insertInto('day_counters')
    .values({ day, booked: 0 })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
  const res = await trx
    .updateTable('day_counters')
    .set((eb) => ({ booked: eb('booked', '+', 1) }))
    .where('day', '=', day)
    .where('booked', '<', capacity)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function releasePlace(trx: Executor, day: string): Promise<void> {
  await trx
    .updateTable('day_counters')
    .set((eb) => ({ booked: eb('booked', '-', 1) }))
    .where('day', '=', day)
    .where('booked', '>', 0)
    .execute();
}

/** Days in [from, to] whose taken places reach `capacity`. */
export async function fullCountedDays(
  db: Db,
  from: string,
  to: string,
  capacity: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('day_counters')
    .select('day')
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('booked', '>=', capacity)
    .execute();
  return rows.map((r) => r.day);
}

export async function takenPlaces(db: Executor, day: string): Promise<number> {
  const row = await db
    .selectFrom('day_counters')
    .select('booked')
    .where('day', '=', day)
    .executeTakeFirst();
  return Number(row?.booked ?? 0);
}

/** Taken places per day in [from, to] (days without a booking are absent). */
export async function placesBetween(
  db: Db,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('day_counters')
    .selectAll()
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  return new Map(rows.map((r) => [r.day, Number(r.booked)]));
}
