// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { bookingWindow } from './get-full-days';

describe('booking window', () => {
  it('when the full-days answer comes, then the calendar takes today, the last day and the full days from it', () => {
    const now = new Date('2026-11-24T05:00:00Z'); // 11:30 in Yangon
    expect(
      bookingWindow(
        {
          data: ['2026-11-30'],
          today: '2026-11-24',
          last_day: '2027-11-24',
          time_zone: 'Asia/Yangon',
          closed_on_sabbath: true,
        },
        now,
      ),
    ).toEqual({
      today: '2026-11-24',
      lastDay: '2027-11-24',
      fullDays: new Set(['2026-11-30']),
      // Issue 45: the days whose waitlist is offered (none in this answer).
      waitable: new Set(),
      // The reader's Myanmar-calendar switches (issue 41); one left out of the answer is off.
      closing: { closed_on_sabbath: true, closed_during_thingyan: false },
    });
  });

  it('when the page stays open past midnight in the answer’s time zone, then today moves on with the clock', () => {
    const answer = {
      data: [],
      today: '2026-11-24',
      last_day: '2027-11-24',
      time_zone: 'Asia/Yangon',
    };
    // 18:00 UTC is 00:30 on the 25th in Yangon.
    expect(bookingWindow(answer, new Date('2026-11-24T18:00:00Z')).today).toBe('2026-11-25');
  });

  it('when no answer has come yet, then the horizon is unknown', () => {
    expect(bookingWindow(undefined, new Date('2026-11-24T05:00:00Z'))).toMatchObject({
      today: '2026-11-24',
      lastDay: null,
    });
  });
});
