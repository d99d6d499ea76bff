// The Myanmar calendar and the Mahabote (issue 41): pure functions, no dependencies.
export { julianDay, weekdayOfJulianDay } from './julian.js';
export { SOLAR_YEAR, LUNAR_MONTH, MYANMAR_EPOCH, yearInfo, myanmarYearOf } from './year.js';
export type { YearType, YearInfo } from './year.js';
export { MYANMAR_MONTHS, myanmarDay, myanmarDayOfJulianDay } from './date.js';
export type { MyanmarMonth, MoonPhase, MyanmarDay } from './date.js';
export { MYANMAR_HOLIDAYS, thingyanOf } from './astro.js';
export type { MyanmarHoliday, Pyathada, ThingyanDay } from './astro.js';
export { myanmarDate } from './calendar.js';
export type { MyanmarDate } from './calendar.js';
export { MAHABOTE_HOUSES, mahabote, mahaboteHouse } from './mahabote.js';
export type { Mahabote, MahaboteHouse } from './mahabote.js';
export {
  MYANMAR_CALENDAR_TEXTS,
  formatMyanmarDate,
  formatMyanmarDay,
  myanmarMonthName,
  myanmarWeekdayName,
} from './texts.js';
