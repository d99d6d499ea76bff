// A Gregorian day's Myanmar date as the site shows it (issue 41): the calendar's short cell text,
// the full date in words and the day's marks, in the page's language (Myanmar digits in Burmese).
// The calendar and its names live in @mystic/shared; only the choice of what to show is here.
import {
  MYANMAR_CALENDAR_TEXTS,
  formatMyanmarDate,
  myanmarDate,
  myanmarDigits,
  type Locale,
  type MyanmarDate,
} from '@mystic/shared';

/** The symbols of the calendar cells and their legend. */
export const MOON_SYMBOLS = { waxing: '☽', waning: '☾', full: '●', new: '○' } as const;

const lang = (language: string | undefined): Locale => (language === 'my' ? 'my' : 'en');

/** A calendar cell's Myanmar day: "☽5" (waxing 5), "☾12" (waning 12), "●" full, "○" new moon. */
export function myanmarCellText(md: MyanmarDate, language: string | undefined): string {
  if (md.moonPhase === 'full' || md.moonPhase === 'new') return MOON_SYMBOLS[md.moonPhase];
  const n = lang(language) === 'my' ? myanmarDigits(md.fortnightDay) : String(md.fortnightDay);
  return `${MOON_SYMBOLS[md.moonPhase]}${n}`;
}

/** The day's marks in words: sabbath (or its eve), the Thingyan day, the holidays. */
export function myanmarMarks(md: MyanmarDate, language: string | undefined): string[] {
  const texts = MYANMAR_CALENDAR_TEXTS[lang(language)];
  const marks: string[] = [];
  if (md.sabbath) marks.push(texts.marks.sabbath);
  else if (md.sabbathEve) marks.push(texts.marks.sabbathEve);
  if (md.thingyan) marks.push(texts.thingyan[md.thingyan]);
  for (const holiday of md.holidays) {
    const name = texts.holidays[holiday];
    // Thingyan's own day name already says what the festival entry would.
    if (!marks.includes(name) && !(md.thingyan && holiday === 'thingyan')) marks.push(name);
  }
  return marks;
}

/** "ME 1388 Kason waxing 2" / "မြန်မာသက္ကရာဇ် ၁၃၈၈ ကဆုန်လဆန်း ၂ ရက်" for a yyyy-MM-dd day. */
export function myanmarDateText(day: string, language: string | undefined): string {
  return formatMyanmarDate(myanmarDate(day.slice(0, 10)), lang(language));
}

/** The full date followed by its marks: "ME 1388 Tazaungmon full moon · Sabbath · Tazaungdaing". */
export function myanmarDateWithMarks(day: string, language: string | undefined): string {
  const md = myanmarDate(day.slice(0, 10));
  return [formatMyanmarDate(md, lang(language)), ...myanmarMarks(md, language)].join(' · ');
}
