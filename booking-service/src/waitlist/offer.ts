// Where a freed place goes (issue 45). A booking that stops holding its place (cancelled,
// expired, a proof sent back, moved to another day) calls `freePlace` in its own transaction
// instead of giving the place back to the day: the first member in line gets it, held for them
// for the booking settings' `waitlist_hold_hours`, and the day's counter keeps counting it, so
// nobody else sees the day free meanwhile and the day never goes over its capacity. Only when
// nobody waits does the place go back to the day.
import { holdEndsAt, myanmarClosureOf, onClosedWeekday } from '@mystic/shared';
import type { Transaction } from 'kysely';
import type { Context } from '../context.js';
import type { Database } from '../db/schema.js';
import { isDayBlocked } from '../appointments/blocked-days-repository.js';
import { today } from '../appointments/calendar.js';
import { releasePlace, takenPlaces } from '../appointments/day-counters-repository.js';
import { recordBookingEvent } from '../appointments/events.js';
import { findWait, firstWaiting, markOffered, type WaitRecord } from './repository.js';

type Trx = Transaction<Database>;

/** Whether a freed place on `day` may be held for someone rather than given back. */
async function offerable(trx: Trx, ctx: Context, day: string): Promise<boolean> {
  if (day < today(ctx)) return false;
  const settings = await ctx.cms.bookingSettings();
  // The reader lowered the capacity below what the day holds: the place is not a place any more.
  if ((await takenPlaces(trx, day)) > settings.daily_capacity) return false;
  // Closed or blocked since the members joined: nothing to offer (the desk shows the line).
  // Read in the transaction: SQLite's one connection is the transaction's until it ends.
  return !(
    onClosedWeekday(day, settings.closed_weekdays) ||
    settings.blocked_dates.includes(day) ||
    myanmarClosureOf(day, settings) !== null ||
    (await isDayBlocked(trx, day))
  );
}

/**
 * Gives the waiting entry `entry` the place its caller holds on its day, and records the offer.
 * False when the entry no longer waits (another instance offered it first).
 */
export async function offerTo(
  trx: Trx,
  ctx: Context,
  entry: WaitRecord,
  nowIso: string,
  by: string,
): Promise<(() => void) | null> {
  const settings = await ctx.cms.bookingSettings();
  const holdUntil = holdEndsAt(nowIso, settings.waitlist_hold_hours);
  if (!(await markOffered(trx, entry.id, { at: nowIso, holdUntil, by }))) return null;
  const wait = (await findWait(trx, entry.id))!;
  return recordBookingEvent(trx, ctx, { type: 'waitlist_offered', wait, at: nowIso, holdUntil });
}

/**
 * A place on `day` stops being held by whoever held it: it is offered to the first in line, or
 * given back to the day. Returns what to tell once the caller's transaction has committed.
 */
export async function freePlace(
  trx: Trx,
  ctx: Context,
  day: string,
  nowIso: string,
): Promise<() => void> {
  if (await offerable(trx, ctx, day)) {
    // Two places freed at once (two instances): each transaction offers the first entry still
    // waiting; the loser of a race for one entry finds it offered and takes the next.
    for (;;) {
      const next = await firstWaiting(trx, day);
      if (!next) break;
      const told = await offerTo(trx, ctx, next, nowIso, 'system');
      if (told) return told;
    }
  }
  await releasePlace(trx, day);
  return () => {};
}
