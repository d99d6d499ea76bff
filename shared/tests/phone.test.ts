import { describe, expect, it } from 'vitest';
import {
  CODES,
  appointmentSchema,
  asciiDigits,
  fieldErrors,
  profileSchema,
  toE164Phone,
} from '../src/index.js';

describe('phone numbers of Myanmar and Thailand', () => {
  it.each([
    ['09450123456', '+959450123456'],
    ['09 450 123 456', '+959450123456'],
    ['09-7812-34567', '+959781234567'],
    ['+95 9 450 123 456', '+959450123456'],
    ['၀၉၄၅၀၁၂၃၄၅၆', '+959450123456'],
    ['+၉၅၉၄၅၀၁၂၃၄၅၆', '+959450123456'],
    ['081 234 5678', '+66812345678'],
    ['0812345678', '+66812345678'],
    ['+66 81 234 5678', '+66812345678'],
    ['02 123 4567', '+6621234567'],
  ])('when %s is typed, then it is stored as %s', (typed, e164) => {
    expect(toE164Phone(typed)).toBe(e164);
  });

  it.each(['+1 415 555 2671', '+44 20 7946 0958', '12345', '09', 'call me', '+95 1', ''])(
    'when %s is typed, then it is refused',
    (typed) => {
      expect(toE164Phone(typed)).toBeNull();
    },
  );

  it('when Myanmar digits are typed, then they read as ASCII digits', () => {
    expect(asciiDigits('၀၁၂၃၄၅၆၇၈၉')).toBe('0123456789');
  });

  it('when the profile has a foreign or blank phone, then the field says which numbers are accepted', () => {
    const base = {
      username: 'member',
      email: 'a@example.com',
      gender: 1,
      birthday: 2,
      dob: '1990-01-01',
    };
    expect(profileSchema.parse({ ...base, phone: '၀၉၄၅၀၁၂၃၄၅၆' }).phone).toBe('+959450123456');
    const foreign = profileSchema.safeParse({ ...base, phone: '+1 415 555 2671' });
    expect(fieldErrors(foreign.error!)).toEqual({ phone: [CODES.phoneInvalid] });
    const blank = profileSchema.safeParse({ ...base, phone: '  ' });
    expect(fieldErrors(blank.error!)).toEqual({ phone: [CODES.phoneRequired] });
  });

  it('when the booking form has no phone, then none is sent; a given one is E.164', () => {
    const form = {
      email: 'a@example.com',
      dob: '1990-01-01',
      gender: 1,
      birthday: 2,
      social_link: 'fb',
      desc: 'Reading',
      packages: [1],
      appointment_date: '2030-01-01',
    };
    expect(appointmentSchema.parse({ ...form, phone: '' }).phone).toBeUndefined();
    expect(appointmentSchema.parse(form).phone).toBeUndefined();
    expect(appointmentSchema.parse({ ...form, phone: '0812345678' }).phone).toBe('+66812345678');
  });
});
