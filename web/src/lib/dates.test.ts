import { describe, expect, it } from 'vitest';
import { dobRange } from './dates';

describe('reader days', () => {
  it('when the date of birth is picked, then it runs from 1900 to today in Yangon, never later', () => {
    expect(dobRange(new Date('2026-03-14T10:00:00Z'))).toEqual({
      min: '1900-01-01',
      max: '2026-03-14',
      fromYear: 1900,
      toYear: 2026,
    });
    // New Year's Eve in UTC is already 1 January in Yangon.
    expect(dobRange(new Date('2026-12-31T20:00:00Z')).max).toBe('2027-01-01');
  });
});
