// The date-of-birth picker's range. Calendar days are whole days in the reader's time zone,
// written yyyy-MM-dd; the rules themselves (todayIn, weekdayOf, addDays) live in @mystic/shared.
import { DEFAULT_TIME_ZONE, DOB_MIN_YEAR, todayIn } from '@mystic/shared';

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
