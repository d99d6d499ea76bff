// Burmese astrology's eight-day week (Mahabote): Wednesday is split at noon, the afternoon being
// Rahu. One home for "which weekday entry fits a date of birth" and "which sign is that", used by
// the SPA's forms (preselection), the booking service and the CMS profile (refusal), and the
// profile and slip (the member's sign).
import { weekdayOf } from './dates.js';

/** A weekday entry as the CMS lists it (`/api/weekdays-list`). */
export interface WeekdayEntry {
  id: number;
  name: string;
  /** 0 = Sunday … 6 = Saturday; both Wednesday entries carry 3. */
  day_index?: number | null;
}

export type WednesdayHalf = 'morning' | 'afternoon';

export const WEDNESDAY = 3;

const RAHU_NAME = /rahu|ရာဟု|afternoon|ညနေ/i;

/**
 * The entries for a calendar weekday, morning first for Wednesday. The CMS lists them in its
 * order (morning before afternoon); the names confirm it when they can (a translated list may
 * come in another order).
 */
export function entriesForDay<T extends WeekdayEntry>(weekdays: readonly T[], index: number): T[] {
  const matches = weekdays.filter((w) => w.day_index === index);
  return [...matches].sort(
    (a, b) => Number(RAHU_NAME.test(a.name)) - Number(RAHU_NAME.test(b.name)),
  );
}

export interface Preselection {
  /** The weekday id to select, or null when the date of birth does not decide it. */
  id: number | null;
  /** True when the date of birth is a Wednesday: ask whether it was before or after noon. */
  askHalf: boolean;
}

/** What a form selects for a date of birth, given the half of the day chosen for a Wednesday. */
export function preselectWeekday(
  dob: string | null | undefined,
  weekdays: readonly WeekdayEntry[],
  half: WednesdayHalf | null = null,
): Preselection {
  const index = weekdayOf(dob);
  if (index === null) return { id: null, askHalf: false };
  const entries = entriesForDay(weekdays, index);
  if (entries.length === 0) return { id: null, askHalf: false };
  if (entries.length === 1) return { id: entries[0]!.id, askHalf: false };
  if (!half) return { id: null, askHalf: true };
  return { id: (half === 'afternoon' ? entries.at(-1) : entries[0])!.id, askHalf: true };
}

/** The half of Wednesday an entry stands for, or null for the other seven days. */
export function wednesdayHalfOf(
  weekdays: readonly WeekdayEntry[],
  id: number,
): WednesdayHalf | null {
  const entry = weekdays.find((w) => w.id === id);
  if (!entry || entry.day_index !== WEDNESDAY) return null;
  const entries = entriesForDay(weekdays, WEDNESDAY);
  return entries.length > 1 && entries.at(-1)!.id === id ? 'afternoon' : 'morning';
}

/**
 * True when the chosen weekday cannot be the day of that date of birth. Entries without a day
 * index (an older CMS) and malformed dates are left to the other rules.
 */
export function weekdayContradicts(
  dob: string,
  weekdayId: number,
  weekdays: readonly WeekdayEntry[],
): boolean {
  const entry = weekdays.find((w) => w.id === weekdayId);
  const index = weekdayOf(dob);
  if (!entry || index === null || entry.day_index === null || entry.day_index === undefined) {
    return false;
  }
  return entry.day_index !== index;
}

/** The eight Mahabote signs, keyed for translation; each birth day has an animal and a planet. */
export const MAHABOTE_SIGNS = [
  'garuda',
  'tiger',
  'lion',
  'tuskedElephant',
  'tusklessElephant',
  'rat',
  'guineaPig',
  'naga',
] as const;
export type MahaboteSign = (typeof MAHABOTE_SIGNS)[number];

export const MAHABOTE_PLANETS: Record<MahaboteSign, string> = {
  garuda: 'sun',
  tiger: 'moon',
  lion: 'mars',
  tuskedElephant: 'mercury',
  tusklessElephant: 'rahu',
  rat: 'jupiter',
  guineaPig: 'venus',
  naga: 'saturn',
};

const SIGN_BY_DAY: readonly MahaboteSign[] = [
  'garuda', // Sunday
  'tiger', // Monday
  'lion', // Tuesday
  'tuskedElephant', // Wednesday before noon
  'rat', // Thursday
  'guineaPig', // Friday
  'naga', // Saturday
];

/** The sign of a birth weekday (0 = Sunday … 6 = Saturday); Wednesday afternoon is Rahu's. */
export function signOfDay(dayIndex: number, half: WednesdayHalf | null = null): MahaboteSign {
  if (dayIndex === WEDNESDAY && half === 'afternoon') return 'tusklessElephant';
  const sign = SIGN_BY_DAY[dayIndex];
  if (!sign) throw new RangeError(`Not a weekday: ${dayIndex}`);
  return sign;
}

/** The member's sign and planet for their chosen weekday entry, or null when it is unknown. */
export function mahaboteSign(
  weekdays: readonly WeekdayEntry[],
  weekdayId: number | null | undefined,
): { sign: MahaboteSign; planet: string } | null {
  const entry = weekdays.find((w) => w.id === weekdayId);
  if (!entry || entry.day_index === null || entry.day_index === undefined) return null;
  if (!SIGN_BY_DAY[entry.day_index]) return null;
  const sign = signOfDay(entry.day_index, wednesdayHalfOf(weekdays, entry.id));
  return { sign, planet: MAHABOTE_PLANETS[sign] };
}
