// myanmarDate(): a Gregorian day's full Myanmar date and marks, the one call the site makes.
import {
  holidaysOf,
  pyathadaOf,
  sabbathOf,
  thingyanOf,
  yatyazaOf,
  type MyanmarHoliday,
  type Pyathada,
  type ThingyanDay,
} from './astro.js';
import { myanmarDayOfJulianDay, type MyanmarDay } from './date.js';
import { julianDayOf, parseGregorianDay } from './julian.js';

export interface MyanmarDate extends Omit<MyanmarDay, 'jdn' | 'monthLength'> {
  sabbath: boolean;
  sabbathEve: boolean;
  yatyaza: boolean;
  pyathada: Pyathada | null;
  thingyan: ThingyanDay | null;
  holidays: MyanmarHoliday[];
}

/** The Myanmar date and marks of a yyyy-MM-dd day; throws a RangeError for anything else. */
export function myanmarDate(date: string): MyanmarDate {
  const gregorian = parseGregorianDay(date);
  if (!gregorian) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  const md = myanmarDayOfJulianDay(julianDayOf(gregorian));
  const { sabbath, sabbathEve } = sabbathOf(md);
  const thingyan = thingyanOf(md.jdn);
  // Built field by field (one object shape): the calendar asks for 42 days a month.
  return {
    year: md.year,
    yearType: md.yearType,
    month: md.month,
    day: md.day,
    moonPhase: md.moonPhase,
    fortnightDay: md.fortnightDay,
    sabbath,
    sabbathEve,
    yatyaza: yatyazaOf(md),
    pyathada: pyathadaOf(md),
    thingyan,
    holidays: holidaysOf(gregorian, md, thingyan),
  };
}
