// Display formatting: prices with thousand separators in Ks and ฿, dates per locale, in the
// reader's time zone.
import {
  BURMESE_MONTHS,
  BURMESE_WEEKDAYS,
  BURMESE_WEEKDAYS_SHORT,
  CURRENCY_MMK,
  CURRENCY_THB,
  DEFAULT_TIME_ZONE,
  myanmarDigits,
  type Locale,
} from '@mystic/shared';

// Building an Intl formatter costs far more than using one (a slow phone spends tens of
// milliseconds loading a locale's data), so each is built once and kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
function cached(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}

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
  const parts = cached(
    `parts ${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        day: 'numeric',
        month: 'numeric',
        year: 'numeric',
      }),
  ).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { day: get('day'), month: get('month'), year: get('year') };
}

function format(date: Date, locale: Locale, timeZone: string, style: 'long' | 'medium'): string {
  if (locale === 'my') {
    const { day, month, year } = dayParts(date, timeZone);
    return `${myDigits(year)} ${MY_MONTHS[month - 1]} ${myDigits(day)}`;
  }
  return cached(
    `${style} ${timeZone}`,
    () => new Intl.DateTimeFormat('en-GB', { dateStyle: style, timeZone }),
  ).format(date);
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
