// A day of the Myanmar lunisolar calendar: year, month, day and moon phase.
import { julianDay } from './julian.js';
import { myanmarYearOf, yearInfo, type YearInfo, type YearType } from './year.js';

export const MYANMAR_MONTHS = [
  'first-waso',
  'tagu',
  'kason',
  'nayon',
  'waso',
  'wagaung',
  'tawthalin',
  'thadingyut',
  'tazaungmon',
  'nadaw',
  'pyatho',
  'tabodwe',
  'tabaung',
  'late-tagu',
  'late-kason',
] as const;
/** A Myanmar month. In a watat year 'first-waso' comes before 'waso'; 'late-tagu' and
 * 'late-kason' are the days after Tabaung that still belong to the old year (before Thingyan
 * ends it). */
export type MyanmarMonth = (typeof MYANMAR_MONTHS)[number];

export type MoonPhase = 'waxing' | 'full' | 'waning' | 'new';

/** The calendar part of a Myanmar date (what the day is called), without the astrological marks. */
export interface MyanmarDay {
  year: number;
  yearType: YearType;
  month: MyanmarMonth;
  /** 1–30, the day of the Myanmar month. */
  day: number;
  moonPhase: MoonPhase;
  /** 1–15, the day of the fortnight (waxing 1–15, waning 1–14 or 15). */
  fortnightDay: number;
  /** Days in this month: 29 or 30. */
  monthLength: number;
  jdn: number;
}

/** Index into MYANMAR_MONTHS: odd months have 29 days, even ones 30; Nayon gains a day in a big watat. */
function monthLength(index: number, type: YearType): number {
  const base = 30 - (index % 2);
  return index === 3 && type === 'big-watat' ? base + 1 : base;
}

// The months of a year in order, as indices into MYANMAR_MONTHS, by year type.
const COMMON_ORDER = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const WATAT_ORDER = [1, 2, 3, 0, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const LATE_ORDER = [13, 14];

function locate(info: YearInfo, jdn: number): { index: number; day: number } {
  let offset = jdn - info.tagu1;
  // Past Tabaung and before the new year: the late Tagu and Kason of the old year.
  let order = info.type === 'common' ? COMMON_ORDER : WATAT_ORDER;
  if (offset >= info.length) {
    offset -= info.length;
    order = LATE_ORDER;
  }
  for (const index of order) {
    const length = monthLength(index, info.type);
    if (offset < length) return { index, day: offset + 1 };
    offset -= length;
  }
  // Not reached for real dates: the late months cover the days until the next new year.
  throw new RangeError(`Myanmar date out of range (JDN ${jdn})`);
}

/** The Myanmar date of a Julian day number. */
export function myanmarDayOfJulianDay(jdn: number): MyanmarDay {
  const info = yearInfo(myanmarYearOf(jdn));
  const { index, day } = locate(info, jdn);
  const length = monthLength(index, info.type);
  const moonPhase: MoonPhase =
    day < 15 ? 'waxing' : day === 15 ? 'full' : day < length ? 'waning' : 'new';
  return {
    year: info.year,
    yearType: info.type,
    month: MYANMAR_MONTHS[index]!,
    day,
    moonPhase,
    fortnightDay: day > 15 ? day - 15 : day,
    monthLength: length,
    jdn,
  };
}

/** The Myanmar date of a yyyy-MM-dd day, or null when it is not a real date. */
export function myanmarDay(date: string): MyanmarDay | null {
  const jdn = julianDay(date);
  return jdn === null ? null : myanmarDayOfJulianDay(jdn);
}
