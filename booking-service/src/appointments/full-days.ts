// GET /bookings/full-days: the days the calendar greys out.
import { addDays, myanmarClosureOf, onClosedWeekday, type FullDaysAnswer } from '@mystic/shared';
import type { Context } from '../context.js';
import { blockedDaysBetween } from './blocked-days-repository.js';
import { lastBookableDay, today } from './calendar.js';
import { fullCountedDays } from './day-counters-repository.js';

/**
 * Full, blocked and closed days from today to the booking horizon, sorted, with that window and
 * its time zone: what the calendar offers is what `createAppointment` accepts.
 */
export async function fullDays(ctx: Context): Promise<FullDaysAnswer> {
  const settings = await ctx.cms.bookingSettings();
  const from = today(ctx);
  const to = lastBookableDay(ctx, from);
  const counted = await fullCountedDays(ctx.db, from, to, settings.daily_capacity);
  // Days closed or blocked whatever their places: no waitlist for them (issue 45).
  const closed = new Set<string>([
    ...(await blockedDaysBetween(ctx.db, from, to)),
    ...settings.blocked_dates.filter((d) => d >= from && d <= to),
  ]);
  const closes =
    settings.closed_weekdays.length > 0 ||
    settings.daily_capacity === 0 ||
    settings.closed_on_sabbath ||
    settings.closed_during_thingyan;
  if (closes) {
    for (let d = from; d <= to; d = addDays(d, 1)) {
      if (
        settings.daily_capacity === 0 ||
        onClosedWeekday(d, settings.closed_weekdays) ||
        myanmarClosureOf(d, settings) !== null
      )
        closed.add(d);
    }
  }
  const days = new Set([...counted, ...closed]);
  return {
    data: [...days].sort(),
    // Full by their places only: the calendar offers to join their waitlist (issue 45).
    waitable: counted.filter((d) => !closed.has(d)).sort(),
    today: from,
    last_day: to,
    time_zone: ctx.config.timeZone,
    // So the calendar can say a day is closed for the sabbath or Thingyan, not full.
    closed_on_sabbath: settings.closed_on_sabbath,
    closed_during_thingyan: settings.closed_during_thingyan,
  };
}
