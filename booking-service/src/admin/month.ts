// Calendar arithmetic of the reader's month board.
import { addDays } from '@mystic/shared';

/** Every day (yyyy-MM-dd) of `month` (yyyy-MM), in order. */
export function monthDays(month: string): string[] {
  const days: string[] = [];
  for (let d = `${month}-01`; d.startsWith(month); d = addDays(d, 1)) days.push(d);
  return days;
}
