// What a Myanmar day means: sabbath, the astrological days the reader chooses by (yatyaza,
// pyathada), Thingyan and the holidays. Rules from Yan Naing Aye, "Myanmar Astrological Calendar
// Days" (cool-emerald.blogspot.com, 2013), and his reference implementation (github.com/yan9a/mmcal).
import { weekdayOfJulianDay, type GregorianDay } from './julian.js';
import { MYANMAR_EPOCH, SOLAR_YEAR } from './year.js';
import { MYANMAR_MONTHS, type MyanmarDay, type MyanmarMonth } from './date.js';

/** Sabbath (uposatha): the 8th, the full moon, the 23rd and the new moon; the eve is the day before. */
export function sabbathOf(md: MyanmarDay): { sabbath: boolean; sabbathEve: boolean } {
  const last = md.monthLength;
  return {
    sabbath: md.day === 8 || md.day === 15 || md.day === 23 || md.day === last,
    sabbathEve: md.day === 7 || md.day === 14 || md.day === 22 || md.day === last - 1,
  };
}

// The month's place in the four-month cycle the weekday rules follow (first Waso counts as Waso;
// late Tagu and late Kason as Tagu and Kason).
const cycleOf = (month: MyanmarMonth): number => MYANMAR_MONTHS.indexOf(month) % 4;

// Weekdays (0 = Sunday) by cycle: Waso, Tazaungmon, Tabaung | Tagu, Wagaung, Nadaw |
// Kason, Tawthalin, Pyatho | Nayon, Thadingyut, Tabodwe.
const YATYAZA: readonly (readonly number[])[] = [
  [0, 3],
  [3, 5],
  [4, 6],
  [2, 4],
];
const PYATHADA: readonly (readonly number[])[] = [[2], [4, 6], [3, 5], [0, 1]];
/** In the Waso cycle, Wednesday is pyathada in the afternoon only. */
const AFTERNOON_PYATHADA = { cycle: 0, weekday: 3 };

export function yatyazaOf(md: MyanmarDay): boolean {
  return YATYAZA[cycleOf(md.month)]!.includes(weekdayOfJulianDay(md.jdn));
}

export type Pyathada = 'pyathada' | 'afternoon-pyathada';

export function pyathadaOf(md: MyanmarDay): Pyathada | null {
  const cycle = cycleOf(md.month);
  const weekday = weekdayOfJulianDay(md.jdn);
  if (PYATHADA[cycle]!.includes(weekday)) return 'pyathada';
  if (cycle === AFTERNOON_PYATHADA.cycle && weekday === AFTERNOON_PYATHADA.weekday) {
    return 'afternoon-pyathada';
  }
  return null;
}

export type ThingyanDay = 'akyo' | 'akya' | 'akyat' | 'atat' | 'new-year';

/** Days from the akya moment to the atat moment (the sun entering Aries), by era. */
const AKYA_BEFORE_ATAT_THIRD_ERA = 2.169918982;
const AKYA_BEFORE_ATAT_EARLIER = 2.1675;
const THIRD_ERA = 1312;

/**
 * The Thingyan day of a Julian day number: the eve (akyo), the day the king of the devas comes
 * down (akya), the days between (akyat), the day he goes back (atat: the year turns during it),
 * and the new year's day after it.
 */
export function thingyanOf(jdn: number): ThingyanDay | null {
  // The new year whose atat moment is nearest (Thingyan spans less than a week of the year).
  const year = Math.round((jdn - MYANMAR_EPOCH) / SOLAR_YEAR);
  const atatMoment = SOLAR_YEAR * year + MYANMAR_EPOCH;
  const akyaMoment =
    atatMoment - (year >= THIRD_ERA ? AKYA_BEFORE_ATAT_THIRD_ERA : AKYA_BEFORE_ATAT_EARLIER);
  const atat = Math.round(atatMoment);
  const akya = Math.round(akyaMoment);
  if (jdn === atat + 1) return 'new-year';
  if (jdn === atat) return 'atat';
  if (jdn > akya && jdn < atat) return 'akyat';
  if (jdn === akya) return 'akya';
  if (jdn === akya - 1) return 'akyo';
  return null;
}

/** Holidays, as keys translated in texts.ts. */
export const MYANMAR_HOLIDAYS = [
  'thingyan',
  'myanmar-new-year',
  'tabaung',
  'buddha-day',
  'start-of-buddhist-lent',
  'end-of-buddhist-lent',
  'tazaungdaing',
  'national-day',
  'karen-new-year',
  'new-years-day',
  'independence-day',
  'union-day',
  'peasants-day',
  'resistance-day',
  'labour-day',
  'martyrs-day',
  'christmas',
] as const;
export type MyanmarHoliday = (typeof MYANMAR_HOLIDAYS)[number];

// Full-moon festivals by month.
const FULL_MOON_HOLIDAYS: Partial<Record<MyanmarMonth, MyanmarHoliday>> = {
  kason: 'buddha-day',
  waso: 'start-of-buddhist-lent',
  thadingyut: 'end-of-buddhist-lent',
  tazaungmon: 'tazaungdaing',
  tabaung: 'tabaung',
};

// Fixed Gregorian holidays: [month, day, key, first year kept]. The one-off days off that
// governments add (substitutes, extra Thingyan days) are left out: they are decrees, not the
// calendar.
const GREGORIAN_HOLIDAYS: readonly (readonly [number, number, MyanmarHoliday, number])[] = [
  [1, 1, 'new-years-day', 2018],
  [1, 4, 'independence-day', 1948],
  [2, 12, 'union-day', 1947],
  [3, 2, 'peasants-day', 1958],
  [3, 27, 'resistance-day', 1945],
  [5, 1, 'labour-day', 1923],
  [7, 19, 'martyrs-day', 1947],
  [12, 25, 'christmas', 1752],
];

/** The holidays of a day (`gregorian` is its civil date, `md` its Myanmar date). */
export function holidaysOf(
  gregorian: GregorianDay,
  md: MyanmarDay,
  thingyan: ThingyanDay | null,
): MyanmarHoliday[] {
  const holidays: MyanmarHoliday[] = [];
  if (thingyan === 'new-year') holidays.push('myanmar-new-year');
  else if (thingyan) holidays.push('thingyan');
  const { year, month, day } = gregorian;
  for (const [m, d, key, since] of GREGORIAN_HOLIDAYS) {
    // New Year's Day was a public holiday from 2018 to 2021 only.
    if (key === 'new-years-day' && year > 2021) continue;
    if (month === m && day === d && year >= since) holidays.push(key);
  }
  const festival = md.moonPhase === 'full' ? FULL_MOON_HOLIDAYS[md.month] : undefined;
  if (festival) holidays.push(festival);
  // National Day: the 10th waning day of Tazaungmon, since ME 1282.
  if (md.month === 'tazaungmon' && md.day === 25 && md.year >= 1282) holidays.push('national-day');
  if (md.month === 'pyatho' && md.day === 1) holidays.push('karen-new-year');
  return holidays;
}
