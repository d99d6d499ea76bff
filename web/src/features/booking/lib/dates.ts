// Booking days are whole days in the reader's time zone (docs/product.md section 7), written
// yyyy-MM-dd (today there: todayIn in @mystic/shared).

export type DayProblem = 'past' | 'too_far' | 'full' | null;

/**
 * Why a calendar day cannot be chosen: before today, after the booking horizon (`lastDay`, from
 * the booking service's full-days answer), or full (or blocked).
 */
export function dayProblem(
  day: string,
  today: string,
  fullDays: ReadonlySet<string>,
  lastDay: string | null = null,
): DayProblem {
  if (day < today) return 'past';
  if (lastDay && day > lastDay) return 'too_far';
  if (fullDays.has(day)) return 'full';
  return null;
}
