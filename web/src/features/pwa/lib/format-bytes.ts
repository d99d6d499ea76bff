import { myDigits } from '@/lib/format';

// Chromium's trimmed ICU has no Burmese units: Intl would answer "0 byte" on a Burmese page.
const MY_UNITS = ['ဘိုက်', 'ကီလိုဘိုက်', 'မီဂါဘိုက်', 'ဂီဂါဘိုက်'];

/** "1.4 MB" / "၁.၄ မီဂါဘိုက်", in the reader's language (Intl unit formatting in English). */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (locale === 'my') {
    const digits = unit === 0 ? 0 : 1;
    const number = Number(value.toFixed(digits)).toString();
    return `${myDigits(number)} ${MY_UNITS[unit]}`;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
