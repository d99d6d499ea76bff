import { describe, expect, it } from 'vitest';
import { preselectWeekday, type WeekdayEntry } from './weekday';

// The seeded list, in the CMS's order.
const WEEKDAYS: WeekdayEntry[] = [
  { id: 11, name: 'Sunday', day_index: 0 },
  { id: 12, name: 'Monday', day_index: 1 },
  { id: 13, name: 'Tuesday', day_index: 2 },
  { id: 14, name: 'Wednesday (morning)', day_index: 3 },
  { id: 15, name: 'Wednesday afternoon (Rahu)', day_index: 3 },
  { id: 16, name: 'Thursday', day_index: 4 },
  { id: 17, name: 'Friday', day_index: 5 },
  { id: 18, name: 'Saturday', day_index: 6 },
];

describe('weekday preselection', () => {
  it('when the date of birth is a Monday, then Monday is preselected', () => {
    expect(preselectWeekday('1990-01-01', WEEKDAYS)).toEqual({ id: 12, askHalf: false });
  });

  it('when the date of birth is a Sunday or a Saturday, then that day is preselected', () => {
    expect(preselectWeekday('2000-01-02', WEEKDAYS).id).toBe(11);
    expect(preselectWeekday('2000-01-01', WEEKDAYS).id).toBe(18);
  });

  it('when the date of birth is a Wednesday, then the form asks for the half of the day', () => {
    expect(preselectWeekday('1990-01-03', WEEKDAYS)).toEqual({ id: null, askHalf: true });
    expect(preselectWeekday('1990-01-03', WEEKDAYS, 'morning').id).toBe(14);
    expect(preselectWeekday('1990-01-03', WEEKDAYS, 'afternoon').id).toBe(15);
  });

  it('when the Burmese list comes with Rahu first, then the halves still map correctly', () => {
    const my: WeekdayEntry[] = [
      { id: 15, name: 'ရာဟု (ဗုဒ္ဓဟူး ညနေ)', day_index: 3 },
      { id: 14, name: 'ဗုဒ္ဓဟူး (နံနက်)', day_index: 3 },
    ];
    expect(preselectWeekday('1990-01-03', my, 'morning').id).toBe(14);
    expect(preselectWeekday('1990-01-03', my, 'afternoon').id).toBe(15);
  });

  it('when the date of birth is missing or malformed, then nothing is preselected', () => {
    expect(preselectWeekday('', WEEKDAYS)).toEqual({ id: null, askHalf: false });
    expect(preselectWeekday('1990-13-45x', WEEKDAYS)).toEqual({ id: null, askHalf: false });
  });

  it('when the weekday list has no day index, then nothing is preselected', () => {
    const bare = WEEKDAYS.map(({ id, name }) => ({ id, name }));
    expect(preselectWeekday('1990-01-01', bare).id).toBeNull();
  });
});
