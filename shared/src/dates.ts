// Calendar-day rules used by every package (the SPA, the booking service, the CMS), without zod
// so browser code that only checks a date stays light. A booking day or a date of birth is a
// calendar day written yyyy-MM-dd: it has no time zone. "Today" is always the reader's today
// (TIME_ZONE, default Asia/Yangon), never the host's.
import { DEFAULT_TIME_ZONE } from './constants.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const parts = (day: string) => day.split('-').map(Number) as [number, number, number];

/** True when `s` is a real calendar date written yyyy-MM-dd. */
export function isIsoDate(s: string): boolean {
  if (!ISO_DATE.test(s)) return false;
  const [y, m, d] = parts(s);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Zones with one offset from UTC since 1946 (no daylight saving), in minutes: their day is plain
 * arithmetic. A browser's first Intl.DateTimeFormat with a time zone loads the zone data, which
 * cost about 65 ms of a phone's main thread during the home page's hydration (issue 43).
 */
const FIXED_OFFSETS: Readonly<Record<string, number>> = {
  'Asia/Yangon': 390,
  'Asia/Bangkok': 420,
  UTC: 0,
};
const FIXED_SINCE = Date.UTC(1946, 0, 1);

/** The calendar day of `instant` in `timeZone`, as yyyy-MM-dd ("today" never from the host's zone). */
export function dayIn(timeZone: string, instant: Date = new Date()): string {
  const offset = FIXED_OFFSETS[timeZone];
  if (offset !== undefined && instant.getTime() >= FIXED_SINCE) {
    return new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 10);
  }
  let f = dayFormats.get(timeZone);
  if (!f) {
    // en-CA writes dates as yyyy-MM-dd.
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, f);
  }
  return f.format(instant);
}

/**
 * Today in the reader's time zone as yyyy-MM-dd: `timeZone` (a service's TIME_ZONE setting), or
 * Asia/Yangon when it is unset or empty.
 */
export function todayIn(timeZone?: string, now: Date = new Date()): string {
  return dayIn(timeZone || DEFAULT_TIME_ZONE, now);
}

/**
 * 0 = Sunday … 6 = Saturday of a yyyy-MM-dd calendar day, as the CMS's weekday entries and
 * booking settings count them; null when `day` is not a real date.
 */
export function weekdayOf(day: string | null | undefined): number | null {
  if (!day || !isIsoDate(day)) return null;
  const [y, m, d] = parts(day);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** True when the reader does not work on `day`'s weekday (booking settings' closed weekdays). */
export function onClosedWeekday(day: string, closedWeekdays: readonly number[]): boolean {
  const weekday = weekdayOf(day);
  return weekday !== null && closedWeekdays.includes(weekday);
}

/** `day` (yyyy-MM-dd) shifted by `n` whole days: calendar arithmetic, no time zone involved. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = parts(day);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}
