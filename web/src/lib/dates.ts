// Calendar days are whole days in the reader's time zone (DESIGN.md section 6), written yyyy-MM-dd.
import { DEFAULT_TIME_ZONE, DOB_MIN_YEAR, dayIn } from '@mystic/shared';

/** Today in `timeZone`, as yyyy-MM-dd. */
export function todayIn(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): string {
  return dayIn(timeZone, now);
}

/**
 * The date-of-birth picker's range: from 1 January 1900 to today in the reader's time zone (a birth
 * date cannot be in the future), with the years for the hint.
 */
export function dobRange(now: Date = new Date()) {
  const max = todayIn(DEFAULT_TIME_ZONE, now);
  return {
    min: `${DOB_MIN_YEAR}-01-01`,
    max,
    fromYear: DOB_MIN_YEAR,
    toYear: Number(max.slice(0, 4)),
  };
}
