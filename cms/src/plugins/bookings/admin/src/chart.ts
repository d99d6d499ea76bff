// The client's chart facts from the booking's date of birth (issue 41): the Myanmar birth date,
// the eight-day weekday, the sign and planet and the Mahabote house, in the desk's language. The
// calendar and the house rule are @mystic/shared's; the sign's words are this plugin's texts.
import {
  MYANMAR_CALENDAR_TEXTS,
  formatMyanmarDate,
  isIsoDate,
  mahabote,
  myanmarDate,
  myanmarDigits,
  myanmarWeekdayName,
  type Locale,
  type WednesdayHalf,
} from '@mystic/shared';

/** The calendar's language for an admin locale ('my', 'en', 'en-GB'). */
export const deskLang = (locale: string): Locale => (locale.startsWith('my') ? 'my' : 'en');

/** Digits as the desk's language writes them. */
export const deskDigits = (value: number | string, lang: Locale) =>
  lang === 'my' ? myanmarDigits(value) : String(value);

export interface ChartFacts {
  myanmarBirthDate: string;
  weekday: string;
  /** Keys of the plugin's texts: `bookings.sign.<sign>`, `bookings.planet.<planet>`. */
  sign: string;
  planet: string;
  house: string;
}

/** The chart of a yyyy-MM-dd date of birth, or null when there is none. */
export function chartFacts(
  dob: string | null | undefined,
  half: WednesdayHalf | null | undefined,
  lang: Locale,
): ChartFacts | null {
  const day = dob?.slice(0, 10);
  if (!day || !isIsoDate(day)) return null;
  const chart = mahabote(day, half ?? 'morning');
  return {
    myanmarBirthDate: formatMyanmarDate(myanmarDate(day), lang),
    weekday: myanmarWeekdayName(chart.weekday, lang, chart.rahu),
    sign: chart.sign,
    planet: chart.planet,
    house: MYANMAR_CALENDAR_TEXTS[lang].houses[chart.house],
  };
}
