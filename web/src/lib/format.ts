// Display formatting: prices with thousand separators in Ks and ฿, dates per locale, in the
// reader's time zone.
import {
  BURMESE_MONTHS,
  BURMESE_WEEKDAYS,
  BURMESE_WEEKDAYS_SHORT,
  CURRENCY_MMK,
  CURRENCY_THB,
  DEFAULT_TIME_ZONE,
  dayIn,
  myanmarDigits,
  type Locale,
} from '@mystic/shared';

/**
 * 12000 → "12,000", 1234.5 → "1,234.5": at most two decimals. Latin digits in both languages, as
 * prices are quoted. Written out rather than left to Intl.NumberFormat, whose first use loads
 * locale data in the middle of the first screen's render (the largest single cost in a home page
 * render on a throttled phone).
 */
export function formatNumber(value: number | null | undefined): string {
  const n = Number(value ?? 0);
  const cents = Math.round(Math.abs(Number.isFinite(n) ? n : 0) * 100);
  const whole = String(Math.floor(cents / 100));
  const fraction = String(cents % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${n < 0 && cents > 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Ks follows the amount ("12,000 Ks"); ฿ leads it ("฿1,200"). With `lng` 'my' the digits are
 * Myanmar digits ("၁၂,၀၀၀ Ks"), as on the booking and payment screens of a Burmese page.
 */
export function formatPrice(
  value: number | null | undefined,
  currency: string = CURRENCY_MMK,
  lng?: string,
) {
  const latin = formatNumber(value);
  const amount = lng === 'my' ? myDigits(latin) : latin;
  const symbol = currency || CURRENCY_MMK;
  return symbol === CURRENCY_THB || symbol === 'THB'
    ? `${CURRENCY_THB}${amount}`
    : `${amount} ${symbol}`;
}

export const formatKs = (value: number | null | undefined, lng?: string) =>
  formatPrice(value, CURRENCY_MMK, lng);
export const formatBaht = (value: number | null | undefined, lng?: string) =>
  formatPrice(value, CURRENCY_THB, lng);

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// The Burmese words and digits are @mystic/shared's (Chromium's ICU has no Burmese); the SPA's
// older names for them stay as aliases.
export const myDigits = myanmarDigits;
const MY_MONTHS = BURMESE_MONTHS;

/** Digits as the page's language writes them: Myanmar digits on Burmese pages. */
export const localDigits = (n: number | string, lng: string | undefined) =>
  lng === 'my' ? myDigits(n) : String(n);

/** Weekday names from Sunday, in full and as Burmese calendars abbreviate them. */
export { BURMESE_WEEKDAYS as MY_WEEKDAYS, BURMESE_WEEKDAYS_SHORT as MY_WEEKDAYS_SHORT };

/** "၂၀၂၆ နိုဝင်ဘာ" for a month (1-12): the calendar's title on Burmese pages. */
export const burmeseMonthTitle = (year: number, month: number) =>
  `${myDigits(year)} ${MY_MONTHS[month - 1]}`;

/** Day, month (1-12) and year of an instant in the reader's time zone. */
function dayParts(date: Date, timeZone: string) {
  const [year, month, day] = dayIn(timeZone, date).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return { day, month, year };
}

// en-GB's month names, long and as its medium date style abbreviates them ("Sept" since CLDR 38;
// format.test.ts holds them against Intl). Written out rather than asked of Intl with a time zone:
// a browser's first such formatter loads the zone data, about 120 ms of a throttled phone's main
// thread in the middle of a post page's hydration (issue 43).
const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const EN_MONTHS_MEDIUM = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];

/** "November 2026" for a month (1-12): the calendar's title on English pages. */
export const englishMonthTitle = (year: number, month: number) => `${EN_MONTHS[month - 1]} ${year}`;

/** en-GB's short weekday names from Sunday: the calendar's column heads on English pages. */
export const EN_WEEKDAYS_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function format(date: Date, locale: Locale, timeZone: string, style: 'long' | 'medium'): string {
  const { day, month, year } = dayParts(date, timeZone);
  if (locale === 'my') return `${myDigits(year)} ${MY_MONTHS[month - 1]} ${myDigits(day)}`;
  return `${day} ${(style === 'long' ? EN_MONTHS : EN_MONTHS_MEDIUM)[month - 1]} ${year}`;
}

/** A formatter of a date in one style; '' for a missing or bad date. */
const inStyle =
  (style: 'long' | 'medium') =>
  (
    value: string | Date | null | undefined,
    locale: Locale,
    timeZone: string = DEFAULT_TIME_ZONE,
  ): string => {
    const date = toDate(value);
    return date ? format(date, locale, timeZone, style) : '';
  };

/** "5 January 2026" / "၂၀၂၆ ဇန်နဝါရီ ၅", or '' for a missing or bad date. */
export const formatDate = inStyle('long');

/**
 * A date field's value in Burmese words ("၁၉၉၀ ဇန်နဝါရီ ၁") on a Burmese page, '' elsewhere: the
 * browser draws the field itself in its own locale's digits and order (issue 23).
 */
export function dateFieldWords(value: string | null | undefined, lng: string): string {
  return lng === 'my' && value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value, 'my') : '';
}

/** "5 Jan 2026" style, for tables. */
export const formatShortDate = inStyle('medium');

/** DD-MM-YYYY (the slip). Plain yyyy-MM-dd day strings are taken as they are, not shifted. */
export function formatSlipDate(
  value: string | Date | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  if (typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (day) return `${day[3]}-${day[2]}-${day[1]}`;
  }
  const date = toDate(value);
  if (!date) return '';
  const { day, month, year } = dayParts(date, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(day)}-${two(month)}-${year}`;
}

// Parsed into one inert <template> (no scripts run, no images load), which costs a fraction of a
// new document per excerpt; a list renders the same excerpts again, so their texts are kept.
let parser: HTMLTemplateElement | null = null;
const texts = new Map<string, string>();

/** The text of an HTML fragment (excerpts are shown as plain text). */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (typeof document !== 'undefined') {
    let text = texts.get(html);
    if (text === undefined) {
      parser ??= document.createElement('template');
      parser.innerHTML = html;
      text = (parser.content.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (texts.size >= 500) texts.clear();
      texts.set(html, text);
    }
    return text;
  }
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
