// Booking days are whole days in the reader's time zone (docs/product.md section 7), written
// yyyy-MM-dd (today there: todayIn in @mystic/shared).

export type DayProblem = 'past' | 'full' | null;

/** Why a calendar day cannot be chosen: before today, or full (or blocked). */
export function dayProblem(day: string, today: string, fullDays: ReadonlySet<string>): DayProblem {
  if (day < today) return 'past';
  if (fullDays.has(day)) return 'full';
  return null;
}
