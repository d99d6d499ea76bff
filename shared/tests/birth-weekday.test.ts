import { describe, expect, it } from 'vitest';
import {
  CODES,
  appointmentSchemaWith,
  fieldErrors,
  mahaboteSign,
  preselectWeekday,
  profileSchemaWith,
  weekdayContradicts,
  weekdayOf,
  type WeekdayEntry,
} from '../src/index.js';

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

// One date of birth per calendar weekday (the first week of 2023 starts on a Sunday).
const BY_DAY = [
  ['2023-01-01', 11, 'garuda', 'sun'],
  ['2023-01-02', 12, 'tiger', 'moon'],
  ['2023-01-03', 13, 'lion', 'mars'],
  ['2023-01-05', 16, 'rat', 'jupiter'],
  ['2023-01-06', 17, 'guineaPig', 'venus'],
  ['2023-01-07', 18, 'naga', 'saturn'],
] as const;

describe('the eight-day birth weekday', () => {
  it.each(BY_DAY)(
    'when born %s, then weekday %i is preselected: %s, %s',
    (dob, id, sign, planet) => {
      expect(preselectWeekday(dob, WEEKDAYS)).toEqual({ id, askHalf: false });
      expect(mahaboteSign(WEEKDAYS, id)).toEqual({ sign, planet });
      expect(weekdayContradicts(dob, id, WEEKDAYS)).toBe(false);
    },
  );

  it('when born on a Wednesday, then the form asks before or after noon; after noon is Rahu, the tuskless elephant', () => {
    const wednesday = '2023-01-04';
    expect(weekdayOf(wednesday)).toBe(3);
    expect(preselectWeekday(wednesday, WEEKDAYS)).toEqual({ id: null, askHalf: true });
    expect(preselectWeekday(wednesday, WEEKDAYS, 'morning')).toEqual({ id: 14, askHalf: true });
    expect(preselectWeekday(wednesday, WEEKDAYS, 'afternoon')).toEqual({ id: 15, askHalf: true });
    expect(mahaboteSign(WEEKDAYS, 14)).toEqual({ sign: 'tuskedElephant', planet: 'mercury' });
    expect(mahaboteSign(WEEKDAYS, 15)).toEqual({ sign: 'tusklessElephant', planet: 'rahu' });
    // The date says nothing of the hour: both halves fit a Wednesday, neither another day.
    expect(weekdayContradicts(wednesday, 14, WEEKDAYS)).toBe(false);
    expect(weekdayContradicts(wednesday, 15, WEEKDAYS)).toBe(false);
    expect(weekdayContradicts('2023-01-05', 15, WEEKDAYS)).toBe(true);
  });

  it('when the Burmese list comes with Rahu first, then the halves and signs still map correctly', () => {
    const my: WeekdayEntry[] = [
      { id: 15, name: 'ရာဟု (ဗုဒ္ဓဟူး ညနေ)', day_index: 3 },
      { id: 14, name: 'ဗုဒ္ဓဟူး (နံနက်)', day_index: 3 },
    ];
    expect(preselectWeekday('2023-01-04', my, 'morning').id).toBe(14);
    expect(preselectWeekday('2023-01-04', my, 'afternoon').id).toBe(15);
    expect(mahaboteSign(my, 15)?.sign).toBe('tusklessElephant');
  });

  it('when the date of birth is missing or malformed, or the list has no day index, then nothing is decided', () => {
    expect(preselectWeekday('', WEEKDAYS)).toEqual({ id: null, askHalf: false });
    expect(preselectWeekday('1990-02-30', WEEKDAYS)).toEqual({ id: null, askHalf: false });
    const bare = WEEKDAYS.map(({ id, name }) => ({ id, name }));
    expect(preselectWeekday('2023-01-02', bare).id).toBeNull();
    expect(mahaboteSign(bare, 12)).toBeNull();
    expect(weekdayContradicts('2023-01-02', 13, bare)).toBe(false);
  });

  it('when a form names a weekday that is not the day of the date of birth, then both schemas refuse it under birthday', () => {
    const booking = {
      email: 'a@example.com',
      dob: '2023-01-02',
      gender: 1,
      birthday: 13,
      social_link: 'fb',
      desc: 'Reading',
      packages: [1],
      appointment_date: '2030-01-01',
    };
    const refused = appointmentSchemaWith(WEEKDAYS).safeParse(booking);
    expect(refused.success).toBe(false);
    expect(fieldErrors(refused.error!)).toEqual({ birthday: [CODES.birthdayContradictsDob] });
    expect(appointmentSchemaWith(WEEKDAYS).safeParse({ ...booking, birthday: 12 }).success).toBe(
      true,
    );
    const profile = {
      username: 'member',
      email: 'a@example.com',
      phone: '09450123456',
      gender: 1,
      birthday: 15,
      dob: '2023-01-07',
    };
    const p = profileSchemaWith(WEEKDAYS).safeParse(profile);
    expect(fieldErrors(p.error!)).toEqual({ birthday: [CODES.birthdayContradictsDob] });
  });
});
