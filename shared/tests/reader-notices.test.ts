import { describe, expect, it } from 'vitest';
import { READER_NOTICE_KINDS, quietHoursEnd, readerNoticeText } from '../src/reader-notices.js';

const TZ = 'Asia/Yangon'; // UTC+06:30

describe('quiet hours', () => {
  // [now (UTC), from, to, end (UTC) or null]
  const table: [string, string | null, string | null, string | null][] = [
    // 23:00 in Yangon, quiet 22:00-07:00: held until 07:00 Yangon = 00:30 UTC.
    ['2030-01-07T16:30:00Z', '22:00', '07:00', '2030-01-08T00:30:00.000Z'],
    // 03:15 in Yangon, same hours: until 07:00 the same morning.
    ['2030-01-07T20:45:00Z', '22:00', '07:00', '2030-01-08T00:30:00.000Z'],
    // 07:00 exactly: no longer quiet.
    ['2030-01-08T00:30:00Z', '22:00', '07:00', null],
    // 12:00 in Yangon, quiet 13:00-14:00: not quiet.
    ['2030-01-07T05:30:00Z', '13:00', '14:00', null],
    // 13:30:20 in Yangon, quiet 13:00-14:00: until 14:00.
    ['2030-01-07T07:00:20Z', '13:00', '14:00', '2030-01-07T07:30:00.000Z'],
    // None set, or from equal to to: never quiet.
    ['2030-01-07T16:30:00Z', null, null, null],
    ['2030-01-07T16:30:00Z', '22:00', '22:00', null],
    ['2030-01-07T16:30:00Z', '25:00', '07:00', null],
  ];
  it.each(table)('at %s with %s-%s, held until %s', (now, from, to, end) => {
    const got = quietHoursEnd(new Date(now), TZ, from, to);
    expect(got?.toISOString() ?? null).toBe(end);
  });
});

describe('reader notice texts', () => {
  it('every kind has an English and a Burmese title and body', () => {
    for (const kind of [...READER_NOTICE_KINDS, 'test' as const]) {
      for (const locale of ['en', 'my'] as const) {
        const { title, body } = readerNoticeText(kind, locale, { no: 'A1', count: 1, proofs: 0 });
        expect(title.length, `${kind} ${locale}`).toBeGreaterThan(0);
        expect(body.length, `${kind} ${locale}`).toBeGreaterThan(0);
        expect(body).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it('a proof names its amount and payment type; Burmese counts in Myanmar digits, the number as typed', () => {
    const facts = { no: 'MV-0012', amount: '50,000 Ks', payment: 'KBZPay' };
    expect(readerNoticeText('proof', 'en', facts).body).toBe(
      'MV-0012 · 50,000 Ks by KBZPay. Open it to check the proof.',
    );
    expect(readerNoticeText('proof', 'my', facts).body).toContain('၅၀,၀၀၀ Ks');
    expect(readerNoticeText('proof', 'my', facts).body).toContain('MV-0012');
    expect(readerNoticeText('morning_summary', 'my', { count: 3, proofs: 2 }).title).toBe(
      'ယနေ့ ဟောကိန်း ၃ ခု',
    );
  });
});
