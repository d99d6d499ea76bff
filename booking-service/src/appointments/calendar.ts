// The booking calendar in the reader's time zone: today, the booking horizon, the days that
// cannot be booked, and the unpaid window. The booking form (create) and a member's move
// (reschedule) share these rules and their messages; the day rules themselves are
// @mystic/shared's.
import {
  MYANMAR_CLOSURE_CODES,
  addDays,
  myanmarClosureOf,
  onClosedWeekday,
  todayIn,
} from '@mystic/shared';
import type { Context } from '../context.js';
import type { BookingSettings } from '../cms/client.js';
import { AppError } from '../errors.js';
import { isDayBlocked } from './blocked-days-repository.js';

export const today = (ctx: Context) => todayIn(ctx.config.timeZone, ctx.now());

/** The booking horizon: the last day a booking made on `first` may be for. */
export const lastBookableDay = (ctx: Context, first: string = today(ctx)) =>
  addDays(first, ctx.config.horizonDays);

/** 422 when `day` is before today or past the booking horizon. */
export function checkBookingWindow(ctx: Context, day: string): void {
  const first = today(ctx);
  if (day < first) throw AppError.validation({ appointment_date: ['date_before_today'] });
  if (day > lastBookableDay(ctx, first)) {
    throw AppError.validation({ appointment_date: ['date_too_far'] });
  }
}

/** The codes that refuse a closed day. */
type ClosedCode = 'day_unavailable' | 'day_sabbath_closed' | 'day_thingyan_closed';

/** Why `day` cannot be booked regardless of how many places are taken, or null. */
async function closedReason(
  ctx: Context,
  day: string,
  settings: BookingSettings,
): Promise<ClosedCode | null> {
  if (onClosedWeekday(day, settings.closed_weekdays)) return 'day_unavailable';
  if (settings.blocked_dates.includes(day)) return 'day_unavailable';
  if (await isDayBlocked(ctx.db, day)) return 'day_unavailable';
  const closure = myanmarClosureOf(day, settings);
  return closure ? MYANMAR_CLOSURE_CODES[closure] : null;
}

/**
 * 409 when `day` is closed (a closed weekday, a sabbath or Thingyan when the reader closes them),
 * or blocked in the settings or by the reader.
 */
export async function refuseClosedDay(
  ctx: Context,
  day: string,
  settings: BookingSettings,
): Promise<void> {
  const closed = await closedReason(ctx, day, settings);
  if (closed) throw new AppError(closed, { appointment_date: [closed] });
}

const unpaidWindowMs = (settings: Pick<BookingSettings, 'unpaid_expiry_hours'>) =>
  settings.unpaid_expiry_hours * 3_600_000;

/** When a booking awaiting payment since `since` (ISO instant) expires unpaid. */
export const payBy = (since: string, settings: Pick<BookingSettings, 'unpaid_expiry_hours'>) =>
  new Date(Date.parse(since) + unpaidWindowMs(settings)).toISOString();

/** Bookings awaiting payment since before this instant have expired. */
export const unpaidCutoff = (now: Date, settings: Pick<BookingSettings, 'unpaid_expiry_hours'>) =>
  new Date(now.getTime() - unpaidWindowMs(settings)).toISOString();
