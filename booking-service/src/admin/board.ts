// GET /board: the reader's month board.
import { deskMonthQuery, myanmarClosureOf, onClosedWeekday } from '@mystic/shared';
import type { Context } from '../context.js';
import { validate } from '../lib/validate.js';
import { listBlockedDays } from '../appointments/blocked-days-repository.js';
import { today } from '../appointments/calendar.js';
import { placesBetween } from '../appointments/day-counters-repository.js';
import { monthDays } from './month.js';

/**
 * The month board: each day's taken places against the capacity, and whether it is blocked
 * (by the reader here, with a reason, or in the CMS settings) or closed (a closed weekday).
 */
export async function board(ctx: Context, query: unknown) {
  const q = validate(deskMonthQuery, query);
  const month = q.month ?? today(ctx).slice(0, 7);
  const days = monthDays(month);
  const from = days[0]!;
  const to = days[days.length - 1]!;
  const settings = await ctx.cms.bookingSettings();
  const [places, blocked] = await Promise.all([
    placesBetween(ctx.db, from, to),
    listBlockedDays(ctx.db, from, to),
  ]);
  const blockedBy = new Map(blocked.map((b) => [b.day, b]));
  return {
    month,
    today: today(ctx),
    capacity: settings.daily_capacity,
    days: days.map((date) => {
      const b = blockedBy.get(date);
      return {
        date,
        used: places.get(date) ?? 0,
        capacity: settings.daily_capacity,
        blocked: b !== undefined,
        reason: b?.reason ?? null,
        blocked_in_settings: settings.blocked_dates.includes(date),
        closed:
          onClosedWeekday(date, settings.closed_weekdays) ||
          myanmarClosureOf(date, settings) !== null,
      };
    }),
  };
}
