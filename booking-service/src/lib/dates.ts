// Whole days in the reader's time zone, written yyyy-MM-dd. "Today" never comes from the
// server clock's own zone.
export { dayIn } from '@mystic/shared';

/** `day` shifted by `n` whole days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, as the CMS booking settings count weekdays. */
export function weekdayOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}
