import { describe, expect, it } from 'vitest';
import {
  formatBaht,
  EN_WEEKDAYS_SHORT,
  englishMonthTitle,
  formatDate,
  formatShortDate,
  formatKs,
  formatNumber,
  formatPrice,
  formatSlipDate,
  stripHtml,
  MY_WEEKDAYS_SHORT,
  burmeseMonthTitle,
  myDigits,
  dateFieldWords,
  localDigits,
} from './format';

describe('formatting', () => {
  it('when a price is shown, then it has thousand separators and its currency', () => {
    expect(formatKs(1234567)).toBe('1,234,567 Ks');
    expect(formatBaht(12000)).toBe('฿12,000');
    expect(formatPrice(500, 'Ks')).toBe('500 Ks');
    expect(formatPrice(2500, 'THB')).toBe('฿2,500');
  });

  it('when an amount has decimals or a sign, then it shows as Intl would write it in English', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    for (const n of [
      0, 7, 999, 1000, 12000, 1234567.891, 0.5, 0.004, 1999.999, -2500.5, 9876543210,
    ]) {
      expect(formatNumber(n)).toBe(intl.format(n));
    }
    // Where Intl writes "-0", an amount that rounds to nothing is plainly 0.
    expect(formatNumber(-0.001)).toBe('0');
  });

  it('when an amount is missing or not a number, then it shows as 0', () => {
    expect(formatNumber(undefined)).toBe('0');
    expect(formatNumber(Number.NaN)).toBe('0');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('0');
    expect(formatKs(null)).toBe('0 Ks');
  });

  it('when a date is shown, then it follows the language', () => {
    expect(formatDate('2026-01-05T10:00:00Z', 'en')).toBe('5 January 2026');
    // Spelt out by the app: Chromium's ICU data has no Burmese, so Intl would answer in English.
    expect(formatDate('2026-01-05T10:00:00Z', 'my')).toBe('၂၀၂၆ ဇန်နဝါရီ ၅');
    expect(formatShortDate('2026-11-23T20:00:00Z', 'my')).toBe('၂၀၂၆ နိုဝင်ဘာ ၂၄');
  });

  it('when the calendar is headed in English, then its month and weekdays read as Intl writes them', () => {
    for (let month = 1; month <= 12; month++) {
      const intl = new Intl.DateTimeFormat('en-GB', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      expect(englishMonthTitle(2026, month)).toBe(
        intl.format(new Date(Date.UTC(2026, month - 1, 1))),
      );
    }
    const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });
    // 2023-01-01 was a Sunday.
    expect(EN_WEEKDAYS_SHORT).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((d) => weekday.format(new Date(Date.UTC(2023, 0, 1 + d)))),
    );
  });

  it('when an English date is written out, then it reads as Intl writes en-GB in the reader zone', () => {
    for (const timeZone of ['Asia/Yangon', 'Asia/Bangkok', 'Europe/London']) {
      for (let month = 0; month < 12; month++) {
        // 20:00 UTC: already the next day in Yangon and Bangkok, not in London.
        const at = new Date(Date.UTC(2026, month, 5, 20));
        for (const [style, write] of [
          ['long', formatDate],
          ['medium', formatShortDate],
        ] as const) {
          const intl = new Intl.DateTimeFormat('en-GB', { dateStyle: style, timeZone }).format(at);
          expect(write(at, 'en', timeZone)).toBe(intl);
        }
      }
    }
  });

  it('when a date is missing or invalid, then nothing is shown', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it("when a date is late in the evening UTC, then it is the reader's day in Yangon", () => {
    expect(formatDate('2026-01-05T20:00:00Z', 'en')).toBe('6 January 2026');
  });

  it('when a slip date is shown, then it is DD-MM-YYYY', () => {
    expect(formatSlipDate('2026-03-09')).toBe('09-03-2026');
    expect(formatSlipDate('2026-03-09T20:00:00Z')).toBe('10-03-2026');
    expect(formatSlipDate('')).toBe('');
  });

  it('when an excerpt holds HTML, then only its text remains', () => {
    expect(stripHtml('<p>Hello <strong>stars</strong></p>\n<p>again</p>')).toBe(
      'Hello stars again',
    );
    expect(stripHtml(null)).toBe('');
  });
});

describe('Burmese calendar words', () => {
  it('when a month is titled on a Burmese page, then its name and year are Burmese', () => {
    expect(burmeseMonthTitle(2026, 11)).toBe('၂၀၂၆ နိုဝင်ဘာ');
    expect(myDigits('31')).toBe('၃၁');
    expect(MY_WEEKDAYS_SHORT).toHaveLength(7);
  });
});

describe('prices on Burmese pages', () => {
  it('when the page is Burmese, then the digits of a price are Myanmar digits', () => {
    expect(formatKs(30000, 'my')).toBe('၃၀,၀၀၀ Ks');
    expect(formatBaht(300, 'my')).toBe('฿၃၀၀');
    expect(formatKs(30000, 'en')).toBe('30,000 Ks');
    expect(formatKs(30000)).toBe('30,000 Ks');
  });
});

describe('a date field in words', () => {
  it('when a Burmese page has a day in a date field, then it is given in Burmese words', () => {
    expect(dateFieldWords('1990-01-05', 'my')).toBe('၁၉၉၀ ဇန်နဝါရီ ၅');
  });

  it('when the page is English or the field is empty or partial, then nothing is added', () => {
    expect(dateFieldWords('1990-01-05', 'en')).toBe('');
    expect(dateFieldWords('', 'my')).toBe('');
    expect(dateFieldWords('1990-01', 'my')).toBe('');
  });

  it('when digits are localised, then only Burmese pages get Myanmar digits', () => {
    expect(localDigits('05-01-2027', 'my')).toBe('၀၅-၀၁-၂၀၂၇');
    expect(localDigits('05-01-2027', 'en')).toBe('05-01-2027');
  });
});
