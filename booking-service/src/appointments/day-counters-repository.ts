// The day_counters table: the places taken on each day, and the atomic capacity check. Every
// write to it is here.
import type { Db, Executor } from '../db/index.js';

/**
 * Takes one place on `day` if fewer than `capacity` are taken, in one statement: the day's first
 * booking inserts its row, a later one updates it only while `booked < capacity`. SQLite runs one
 * writer at a time; PostgreSQL locks the conflicting row and re-checks the condition on its newest
 * version, so concurrent callers can never push `booked` past `capacity` on either database.
 */
export async function reservePlace(trx: Executor, day: string, capacity: number): Promise<boolean> {
  // The insert path has no condition of its own: a day without places takes none.
  if (capacity < 1) return false;
  const res = await trx
    .insertInto('day_counters')
    .values({ day, booked: 1 })
    .onConflict((oc) =>
      oc
        .column('day')
        .doUpdateSet((eb) => ({ booked: eb('day_counters.booked', '+', 1) }))
        .where('day_counters.booked', '<', capacity),
    )
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows) === 1;
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
