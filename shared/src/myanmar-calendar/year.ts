// The Myanmar year: when it starts (the sun), whether it has an intercalary month (watat) and
// where its months fall (the moon). From Yan Naing Aye, "Algorithm, Program and Calculation of
// Myanmar Calendar" (cool-emerald.blogspot.com, 2013) and the constants and era tables of his
// MIT reference implementation (github.com/yan9a/mmcal, javascript/ceMmDateTime.js).

/** Length of the solar year in days (Surya Siddhanta): 1577917828 / 4320000. */
export const SOLAR_YEAR = 1577917828 / 4320000;
/** Length of the lunar month in days: 1577917828 / 53433336 (= 2081882250 / 70500000). */
export const LUNAR_MONTH = 1577917828 / 53433336;
/** The beginning of ME 0 as a Julian date in Myanmar time. */
export const MYANMAR_EPOCH = 1954168.050623;

export type YearType = 'common' | 'little-watat' | 'big-watat';

interface Era {
  /** First Myanmar year of the era. */
  from: number;
  /** Watat is found from the excess days (later eras) or by the 19-year cycle (the kings' eras). */
  byExcessDays: boolean;
  /** Offset of the second Waso full moon, in days. */
  fullMoonOffset: number;
  /** Months counted to find the excess days' threshold. */
  months: number;
  /** Years whose full moon the calendar committees moved, and by how many days. */
  fullMoonExceptions: Readonly<Record<number, number>>;
  /** Years whose watat the calendar committees decided against the rule. */
  watatExceptions: readonly number[];
}

// Data transcribed from the reference implementation (GetMyConst), newest era first.
const ERAS: readonly Era[] = [
  // Third era: after independence, ME 1312 on.
  {
    from: 1312,
    byExcessDays: true,
    fullMoonOffset: -0.5,
    months: 8,
    fullMoonExceptions: { 1377: 1 },
    watatExceptions: [1344, 1345],
  },
  // Second era: under the British, ME 1217–1311.
  {
    from: 1217,
    byExcessDays: true,
    fullMoonOffset: -1,
    months: 4,
    fullMoonExceptions: { 1234: 1, 1261: -1 },
    watatExceptions: [1263, 1264],
  },
  // First era, Thandeikta: ME 1100–1216.
  {
    from: 1100,
    byExcessDays: false,
    fullMoonOffset: -0.85,
    months: -1,
    fullMoonExceptions: { 1120: 1, 1126: -1, 1150: 1, 1172: -1, 1207: 1 },
    watatExceptions: [1201, 1202],
  },
  // First era, Makaranta 2: ME 798–1099.
  {
    from: 798,
    byExcessDays: false,
    fullMoonOffset: -1.1,
    months: -1,
    // prettier-ignore
    fullMoonExceptions: {
      813: -1, 849: -1, 851: -1, 854: -1, 927: -1, 933: -1, 936: -1,
      938: -1, 949: -1, 952: -1, 963: -1, 968: -1, 1039: -1,
    },
    watatExceptions: [],
  },
  // First era, Makaranta 1: ME 0–797.
  {
    from: -Infinity,
    byExcessDays: false,
    fullMoonOffset: -1.1,
    months: -1,
    // prettier-ignore
    fullMoonExceptions: {
      205: 1, 246: 1, 471: 1, 572: -1, 651: 1, 653: 2, 656: 1, 672: 1, 729: 1, 767: -1,
    },
    watatExceptions: [],
  },
];

const eraOf = (year: number): Era => ERAS.find((e) => year >= e.from)!;

interface Watat {
  watat: boolean;
  /** Julian day number of the (second) Waso full moon; meaningful in a watat year. */
  fullMoon: number;
}

/** Whether `year` has a second Waso, and the day of its full moon, before the length is known. */
function watatOf(year: number): Watat {
  const era = eraOf(year);
  const monthExcess = SOLAR_YEAR / 12 - LUNAR_MONTH;
  // Excess days: how far the solar year has run ahead of whole lunar months.
  let excess = (SOLAR_YEAR * (year + 3739)) % LUNAR_MONTH;
  if (excess < monthExcess * (12 - era.months)) excess += LUNAR_MONTH;
  const offset = era.fullMoonOffset + (era.fullMoonExceptions[year] ?? 0);
  const fullMoon = Math.round(
    SOLAR_YEAR * year + MYANMAR_EPOCH - excess + 4.5 * LUNAR_MONTH + offset,
  );
  let watat: boolean;
  if (era.byExcessDays) {
    watat = excess >= LUNAR_MONTH - monthExcess * era.months;
  } else {
    // The kings' calendars: seven watat years in every 19 (remainders 2, 5, 7, 10, 13, 15, 18).
    watat = (((year * 7 + 2) % 19) + 19) % 19 >= 12;
  }
  if (era.watatExceptions.includes(year)) watat = !watat;
  return { watat, fullMoon };
}

export interface YearInfo {
  year: number;
  type: YearType;
  /** Julian day number of 1 Tagu. */
  tagu1: number;
  /** Number of days from 1 Tagu to the end of Tabaung: 354, 384 or 385. */
  length: number;
}

const years = new Map<number, YearInfo>();

/** The type and first day of a Myanmar year (cached: a calendar month asks the same year often). */
export function yearInfo(year: number): YearInfo {
  const cached = years.get(year);
  if (cached) return cached;
  const current = watatOf(year);
  // The nearest earlier watat year (at most three back) anchors the full moons.
  let back = 0;
  let previous: Watat;
  do {
    back += 1;
    previous = watatOf(year - back);
  } while (!previous.watat && back < 3);
  let type: YearType = 'common';
  if (current.watat) {
    // 30 days between the anchors' full moons: a little watat; 31: Nayon gains a day too.
    const gap = (current.fullMoon - previous.fullMoon) % 354;
    type = Math.floor(gap / 31) === 0 ? 'little-watat' : 'big-watat';
  }
  const length = type === 'common' ? 354 : type === 'little-watat' ? 384 : 385;
  const info: YearInfo = {
    year,
    type,
    tagu1: previous.fullMoon + 354 * back - 102,
    length,
  };
  years.set(year, info);
  return info;
}

/** The Myanmar year (from one new year to the next) a Julian day number falls in. */
export function myanmarYearOf(jdn: number): number {
  return Math.floor((jdn - 0.5 - MYANMAR_EPOCH) / SOLAR_YEAR);
}
