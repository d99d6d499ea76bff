// A moment as the desk writes it: day, month, year and a 24-hour time in the reader's language
// (issue 39.7: never the browser's American 11/30/2026). Burmese months and digits are
// @mystic/shared's words: Chromium's ICU has no Burmese, so Intl cannot be asked for them.
import { BURMESE_MONTHS, myanmarDigits } from '@mystic/shared';
import { deskLang } from './chart';

const ENGLISH = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "30 Nov 2026, 09:05" / "၃၀ နိုဝင်ဘာ ၂၀၂၆၊ ၀၉:၀၅", in the admin's local time; '' for no date. */
export function deskWhen(value: string | number | Date | null | undefined, locale: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  if (deskLang(locale) === 'en') return ENGLISH.format(date);
  const time = [date.getHours(), date.getMinutes()]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
  return myanmarDigits(
    `${date.getDate()} ${BURMESE_MONTHS[date.getMonth()]} ${date.getFullYear()}၊ ${time}`,
  );
}
