// Julian day numbers for calendar days: the Myanmar calendar counts days from an astronomical
// epoch, so every date goes through its day number. Integer arithmetic only (no Date, whose
// two-digit years and host zones get in the way, and which is slow for 42 cells a month);
// proleptic Gregorian.

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A Gregorian day as numbers (month 1–12). */
export interface GregorianDay {
  year: number;
  month: number;
  day: number;
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The parts of a real yyyy-MM-dd day, or null (the same days as isIsoDate accepts). */
export function parseGregorianDay(text: string): GregorianDay | null {
  const match = ISO_DAY.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return null;
  const last = month === 2 && isLeap(year) ? 29 : MONTH_DAYS[month - 1]!;
  return day > last ? null : { year, month, day };
}

/** The Julian day number (the day starting at noon UT) of a Gregorian day. */
export function julianDayOf({ year: y, month: m, day: d }: GregorianDay): number {
  // Fliegel & Van Flandern: a year starting in March puts the leap day at its end.
  const a = Math.floor((14 - m) / 12);
  const year = y + 4800 - a;
  const month = m + 12 * a - 3;
  return (
    d +
    Math.floor((153 * month + 2) / 5) +
    365 * year +
    Math.floor(year / 4) -
    Math.floor(year / 100) +
    Math.floor(year / 400) -
    32045
  );
}

/** The Julian day number of a yyyy-MM-dd day, or null if it is not a real date. */
export function julianDay(text: string): number | null {
  const day = parseGregorianDay(text);
  return day ? julianDayOf(day) : null;
}

/** 0 = Sunday … 6 = Saturday of a Julian day number. */
export function weekdayOfJulianDay(jdn: number): number {
  return (jdn + 1) % 7;
}
