// Booking days are whole days in the reader's time zone (DESIGN.md section 6), written yyyy-MM-dd
// (today there: todayIn in @/lib/dates).

/** 0 = Sunday … 6 = Saturday, for a yyyy-MM-dd calendar day (no time zone involved). */
export function weekdayIndex(day: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(date.getTime()) ? null : date.getUTCDay();
}

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
