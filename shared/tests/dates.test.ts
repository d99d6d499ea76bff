import { describe, expect, it } from 'vitest';
import { addDays, dayIn, isIsoDate, onClosedWeekday, todayIn, weekdayOf } from '../src/index.js';

describe('calendar days', () => {
  it('when a day is given, then its weekday (0 = Sunday) does not depend on the time zone', () => {
    expect(weekdayOf('2026-01-04')).toBe(0);
    expect(weekdayOf('2026-01-07')).toBe(3);
    expect(weekdayOf('2026-01-10')).toBe(6);
    expect(weekdayOf('2024-02-29')).toBe(4);
  });

  it('when a day is not a real yyyy-MM-dd date, then it has no weekday', () => {
    expect(weekdayOf('nope')).toBeNull();
    expect(weekdayOf('2026-02-30')).toBeNull();
    expect(weekdayOf('2026-1-4')).toBeNull();
    expect(weekdayOf('')).toBeNull();
    expect(weekdayOf(null)).toBeNull();
    expect(isIsoDate('2026-02-30')).toBe(false);
  });

  it('when the reader closes Saturdays and Sundays, then only those days are closed', () => {
    expect(onClosedWeekday('2026-01-10', [0, 6])).toBe(true); // Saturday
    expect(onClosedWeekday('2026-01-11', [0, 6])).toBe(true); // Sunday
    expect(onClosedWeekday('2026-01-12', [0, 6])).toBe(false); // Monday
    expect(onClosedWeekday('2026-01-10', [])).toBe(false);
    expect(onClosedWeekday('not a day', [0, 1, 2, 3, 4, 5, 6])).toBe(false);
  });

  it('when days are added, then months, years and leap days roll over', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-01-05', 60)).toBe('2026-03-06');
  });

  it('when it is late evening UTC, then today is already tomorrow in Yangon, the default zone', () => {
    const now = new Date('2026-01-05T20:00:00Z'); // 02:30 on the 6th in Yangon (UTC+6:30)
    expect(todayIn('Asia/Yangon', now)).toBe('2026-01-06');
    expect(todayIn(undefined, now)).toBe('2026-01-06');
    expect(todayIn('', now)).toBe('2026-01-06');
    expect(todayIn('UTC', now)).toBe('2026-01-05');
    expect(dayIn('Asia/Bangkok', now)).toBe('2026-01-06');
    // 23:59 in Yangon is still the same day.
    expect(todayIn('Asia/Yangon', new Date('2026-01-05T17:29:00Z'))).toBe('2026-01-05');
  });

  it('when a zone has one offset, then its day by arithmetic is the zone database day', () => {
    const formats = new Map<string, Intl.DateTimeFormat>();
    const byIntl = (zone: string, at: Date) => {
      const f =
        formats.get(zone) ??
        new Intl.DateTimeFormat('en-CA', {
          timeZone: zone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
        });
      formats.set(zone, f);
      return f.format(at);
    };
    // Every 27 h 3 min from 1946 to 2040: every hour of the day, both sides of midnight, many times.
    for (let t = Date.UTC(1946, 0, 1); t < Date.UTC(2040, 0, 1); t += 97_380_000) {
      const at = new Date(t);
      for (const zone of ['Asia/Yangon', 'Asia/Bangkok', 'UTC'])
        expect(dayIn(zone, at)).toBe(byIntl(zone, at));
    }
    // Before 1946 and in other zones the zone database answers.
    expect(dayIn('Asia/Yangon', new Date('1940-06-01T18:00:00Z'))).toBe(
      byIntl('Asia/Yangon', new Date('1940-06-01T18:00:00Z')),
    );
    expect(dayIn('Europe/London', new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
  });
});
