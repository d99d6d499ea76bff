// The Mahabote house of a birth: from the Myanmar-Era year of the birth date (which turns at
// Thingyan, not on 1 January) and the birth weekday.
//
// Rule (Yan Naing Aye's reference, cal_mahabote): number the weekdays Saturday = 0, Sunday = 1 …
// Friday = 6 (the traditional Sunday = 1 … Saturday = 7, with 7 ≡ 0); the house is
// (ME year − weekday number) mod 7 in the order below. Equivalently: the remainder of the year
// by 7 puts Sunday's house, and the other days follow.
//
// For the reader to confirm (set so today):
// - Wednesday afternoon (Rahu) is placed in Wednesday's house: the seven houses hold the seven
//   weekdays, Rahu changes the sign and planet only.
// - The Wednesday half is split at noon, as the client answers it; the birth date alone does not
//   say which half.
// - The year turns on Myanmar New Year's Day (the day after Atat day): a birth on Thingyan's Atat
//   day counts in the old year even if after the atat moment that day.
import {
  signOfDay,
  MAHABOTE_PLANETS,
  type MahaboteSign,
  type WednesdayHalf,
} from '../birth-weekday.js';
import { myanmarDay } from './date.js';
import { weekdayOfJulianDay } from './julian.js';

export const MAHABOTE_HOUSES = [
  'binga',
  'atun',
  'yaza',
  'adipati',
  'marana',
  'thike',
  'puti',
] as const;
export type MahaboteHouse = (typeof MAHABOTE_HOUSES)[number];

export interface Mahabote {
  /** The Myanmar-Era year of the birth date. */
  year: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Born on Wednesday afternoon: the eighth day of the Mahabote week. */
  rahu: boolean;
  sign: MahaboteSign;
  planet: string;
  house: MahaboteHouse;
}

/** The house of a birth in ME `year` on `weekday` (0 = Sunday … 6 = Saturday). */
export function mahaboteHouse(year: number, weekday: number): MahaboteHouse {
  const number = (weekday + 1) % 7; // Saturday = 0, Sunday = 1 … Friday = 6
  return MAHABOTE_HOUSES[(((year - number) % 7) + 7) % 7]!;
}

/** The Mahabote of a yyyy-MM-dd date of birth; throws a RangeError for anything else. */
export function mahabote(dob: string, wednesdayHalf: WednesdayHalf = 'morning'): Mahabote {
  const md = myanmarDay(dob);
  if (!md) throw new RangeError(`Not a yyyy-MM-dd date: ${dob}`);
  const weekday = weekdayOfJulianDay(md.jdn);
  const sign = signOfDay(weekday, wednesdayHalf);
  return {
    year: md.year,
    weekday,
    rahu: sign === 'tusklessElephant',
    sign,
    planet: MAHABOTE_PLANETS[sign],
    house: mahaboteHouse(md.year, weekday),
  };
}
