// The Burmese words and digits for Gregorian dates, in one place: the SPA, the desk, the admin's
// scheduling panel, the seed and the Myanmar calendar's texts all read them here. Spelt out
// rather than left to Intl: Chromium ships trimmed ICU data without Burmese (it falls back to
// English), so a browser cannot be asked for them.

/** Western digits as Myanmar digits ("2026" → "၂၀၂၆"); other characters stay. */
export function myanmarDigits(value: number | string): string {
  return String(value).replace(/\d/g, (d) => String.fromCharCode(0x1040 + Number(d)));
}

/** January … December in Burmese. */
export const BURMESE_MONTHS = [
  'ဇန်နဝါရီ',
  'ဖေဖော်ဝါရီ',
  'မတ်',
  'ဧပြီ',
  'မေ',
  'ဇွန်',
  'ဇူလိုင်',
  'ဩဂုတ်',
  'စက်တင်ဘာ',
  'အောက်တိုဘာ',
  'နိုဝင်ဘာ',
  'ဒီဇင်ဘာ',
] as const;

/** Sunday … Saturday in Burmese, in full and as Burmese calendars abbreviate them. */
export const BURMESE_WEEKDAYS = [
  'တနင်္ဂနွေ',
  'တနင်္လာ',
  'အင်္ဂါ',
  'ဗုဒ္ဓဟူး',
  'ကြာသပတေး',
  'သောကြာ',
  'စနေ',
] as const;
export const BURMESE_WEEKDAYS_SHORT = ['နွေ', 'လာ', 'ဂါ', 'ဟူး', 'တေး', 'ကြာ', 'နေ'] as const;
