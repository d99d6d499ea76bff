// Burmese astrology counts eight weekdays: Wednesday is split at noon, the afternoon being Rahu.
// The form preselects the weekday of the date of birth and, for a Wednesday, asks which half.
import type { NamedEntry } from '@mystic/shared';
import { weekdayIndex } from './dates';

export interface WeekdayEntry extends NamedEntry {
  /** 0 = Sunday … 6 = Saturday; both Wednesday entries carry 3. */
  day_index?: number | null;
}

export type WednesdayHalf = 'morning' | 'afternoon';

const RAHU = /rahu|ရာဟု|afternoon|ညနေ/i;

/** The entries for a calendar weekday, morning first for Wednesday. */
export function entriesForDay(weekdays: readonly WeekdayEntry[], index: number): WeekdayEntry[] {
  const matches = weekdays.filter((w) => w.day_index === index);
  // The list comes in the CMS's order (morning before afternoon); names confirm it when they can.
  return [...matches].sort((a, b) => Number(RAHU.test(a.name)) - Number(RAHU.test(b.name)));
}

export interface Preselection {
  /** The weekday id to select, or null when the date of birth does not decide it. */
  id: number | null;
  /** True when the date of birth is a Wednesday: ask whether it was morning or afternoon. */
  askHalf: boolean;
}

/** What to select for a date of birth (yyyy-MM-dd), given the half chosen for a Wednesday. */
export function preselectWeekday(
  dob: string | null | undefined,
  weekdays: readonly WeekdayEntry[],
  half: WednesdayHalf | null = null,
): Preselection {
  const index = dob ? weekdayIndex(dob) : null;
  if (index === null) return { id: null, askHalf: false };
  const entries = entriesForDay(weekdays, index);
  if (entries.length === 0) return { id: null, askHalf: false };
  if (entries.length === 1) return { id: entries[0]!.id, askHalf: false };
  if (!half) return { id: null, askHalf: true };
  const chosen = half === 'afternoon' ? entries[entries.length - 1]! : entries[0]!;
  return { id: chosen.id, askHalf: true };
}
