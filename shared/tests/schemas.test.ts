import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  CODES,
  appointmentSchema,
  checkAvatar,
  dayIn,
  feedbackSchema,
  fieldErrors,
  MESSAGES_MY,
  profileSchema,
  isInternalPath,
  loginSchema,
  passwordChangeSchema,
  paymentSchema,
  registerSchema,
  productionSecretProblems,
  upstreamFor,
} from '../src/index.js';

const errorsOf = (
  schema: { safeParse(v: unknown): { success: boolean; error?: unknown } },
  v: unknown,
) => {
  const r = schema.safeParse(v);
  return r.success ? {} : fieldErrors(r.error as never);
};

describe('register schema', () => {
  it('when every field is empty, then each field carries the spec message', () => {
    const e = errorsOf(registerSchema, {
      username: '',
      email: '',
      password: '',
      password_confirmation: '',
    });
    expect(e.username?.[0]).toBe(CODES.usernameRequired);
    expect(e.email?.[0]).toBe(CODES.emailRequired);
    expect(e.password?.[0]).toBe(CODES.passwordRequired);
    expect(e.password_confirmation?.[0]).toBe(CODES.passwordConfirmationRequired);
  });
  it('when values are short, long, invalid or mismatched, then the matching messages appear', () => {
    const e = errorsOf(registerSchema, {
      username: 'ab',
      email: 'nope',
      password: '12345',
      password_confirmation: '123456',
    });
    expect(e.username).toEqual([CODES.usernameMin]);
    expect(e.email).toEqual([CODES.emailInvalid]);
    expect(e.password).toEqual([CODES.passwordMin]);
    expect(e.password_confirmation).toEqual([CODES.passwordsMustMatch]);
    expect(errorsOf(registerSchema, { username: 'x'.repeat(51) }).username).toEqual([
      CODES.usernameMax,
    ]);
  });
  it('when the values are good, then it passes', () => {
    const r = registerSchema.safeParse({
      username: 'mya',
      email: 'mya@example.com',
      password: 'secret1',
      password_confirmation: 'secret1',
    });
    expect(r.success).toBe(true);
  });
});

describe('login schema', () => {
  it('when terms are not accepted, then it says so', () => {
    const e = errorsOf(loginSchema, { credentials: '', password: '', acceptTerms: false });
    expect(e.credentials).toEqual([CODES.required]);
    expect(e.password).toEqual([CODES.passwordRequired]);
    expect(e.acceptTerms).toEqual([CODES.acceptTerms]);
  });
});

describe('appointment schema', () => {
  it('when fields are missing, then each has its spec message', () => {
    const e = errorsOf(appointmentSchema, { email: 'x', packages: [] });
    expect(e.email).toEqual([CODES.appointmentEmail]);
    expect(e.dob?.[0]).toBe(CODES.dobRequired);
    expect(e.gender?.[0]).toBe(CODES.genderRequired);
    expect(e.birthday?.[0]).toBe(CODES.birthdayRequired);
    expect(e.social_link?.[0]).toBe(CODES.socialRequired);
    expect(e.desc?.[0]).toBe(CODES.descRequired);
    expect(e.packages?.[0]).toBe(CODES.packagesRequired);
  });
  it('when form strings are sent, then ids become numbers', () => {
    const r = appointmentSchema.parse({
      email: 'a@b.co',
      dob: '1990-02-28',
      gender: '1',
      birthday: '4',
      social_link: 'fb.me/a',
      desc: 'Career',
      packages: ['3', 5],
      appointment_date: '2030-01-31',
    });
    expect(r.packages).toEqual([3, 5]);
    expect(r.gender).toBe(1);
  });
  it('when an id is a boolean, a list, a fraction or past 32 bits, then it is refused', () => {
    for (const bad of [true, [2], { id: 2 }, 1.5, '2x', 2_147_483_648]) {
      expect(errorsOf(appointmentSchema, { gender: bad }).gender).toEqual([CODES.genderRequired]);
    }
    expect(errorsOf(appointmentSchema, { packages: [3, true] }).packages).toEqual([
      CODES.packagesRequired,
    ]);
  });
  it('when the date of birth is today in Yangon but tomorrow is not yet, then it is the limit', () => {
    const today = dayIn(DEFAULT_TIME_ZONE);
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const tomorrow = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
    expect(errorsOf(appointmentSchema, { dob: today }).dob).toBeUndefined();
    expect(errorsOf(appointmentSchema, { dob: tomorrow }).dob).toEqual([CODES.dobInvalid]);
    expect(dayIn('Asia/Yangon', new Date('2026-11-23T18:00:00Z'))).toBe('2026-11-24');
  });
  it('when a date does not exist, then it is refused', () => {
    expect(
      errorsOf(appointmentSchema, { appointment_date: '2030-02-30' }).appointment_date,
    ).toBeDefined();
    expect(errorsOf(appointmentSchema, { dob: '1899-12-31' }).dob).toBeDefined();
  });
});

describe('payment schema', () => {
  it('when neither number nor image is given, then the either-or message is on transaction_no', () => {
    const e = errorsOf(paymentSchema, { paymentype: '' });
    expect(e.paymentype).toEqual([CODES.paymentTypeRequired]);
    expect(e.transaction_no).toEqual([CODES.paymentProofRequired]);
  });
  it('when the image is too large or of another type, then the spec messages appear', () => {
    const big = errorsOf(paymentSchema, {
      paymentype: 1,
      transaction_img: { type: 'image/png', size: 6 * 1024 * 1024 },
    });
    expect(big.transaction_img).toEqual([CODES.paymentImageTooLarge]);
    const gif = errorsOf(paymentSchema, {
      paymentype: 1,
      transaction_img: { type: 'image/gif', size: 10 },
    });
    expect(gif.transaction_img).toEqual([CODES.paymentImageType]);
    expect(
      paymentSchema.safeParse({ paymentype: 2, transaction_img: { type: 'image/webp', size: 10 } })
        .success,
    ).toBe(true);
  });
});

describe('password change and avatar', () => {
  it('when the new password lacks a digit, then the complexity message appears', () => {
    const e = errorsOf(passwordChangeSchema, {
      currentPassword: 'oldpass',
      newPassword: 'abcdefG',
      confirmPassword: 'x',
    });
    expect(e.newPassword).toEqual([CODES.passwordComplexity]);
    expect(e.confirmPassword).toEqual([CODES.passwordsMatch]);
  });
  it('when an avatar is a GIF or 5,000,000 bytes, then it is refused with the spec texts', () => {
    expect(checkAvatar({ type: 'image/gif', size: 1 })).toEqual([
      CODES.avatarTypeTitle,
      CODES.avatarType,
    ]);
    expect(checkAvatar({ type: 'image/png', size: 5_000_000 })).toEqual([
      CODES.avatarSizeTitle,
      CODES.avatarSize,
    ]);
    expect(checkAvatar({ type: 'image/jpeg', size: 4_999_999 })).toBeNull();
  });
});

describe('feedback schema', () => {
  it('when empty, then each field has its message', () => {
    const e = errorsOf(feedbackSchema, { name: '', email: '', rating: '', type: '', message: '' });
    expect(e).toEqual({
      name: [CODES.feedbackName],
      email: [CODES.feedbackEmailRequired],
      rating: [CODES.feedbackRating],
      type: [CODES.feedbackType],
      message: [CODES.feedbackMessage],
    });
    expect(errorsOf(feedbackSchema, { email: 'bad' }).email).toEqual([CODES.feedbackEmailInvalid]);
  });
});

describe('control characters and phone-shaped usernames (issue 37)', () => {
  const booking = {
    email: 'a@example.com',
    dob: '1990-01-01',
    gender: 1,
    birthday: 2,
    social_link: 'fb.com/aye',
    desc: 'Career reading',
    packages: [1],
    appointment_date: '2030-01-01',
  };
  const register = {
    username: 'mya',
    email: 'mya@example.com',
    password: 'secret1',
    password_confirmation: 'secret1',
  };
  const profile = {
    username: 'mya',
    email: 'mya@example.com',
    phone: '09450123456',
    gender: 1,
    birthday: 2,
    dob: '1990-01-01',
  };
  const feedback = {
    name: 'Aye',
    email: 'a@example.com',
    rating: 5,
    type: 'suggestion',
    message: 'Thanks',
  };

  it.each([
    ['CR LF', 'Aye\r\nBcc: x@example.com'],
    ['NUL', 'Aye\u0000Aye'],
    ['escape', 'Aye\u001b[31m'],
    ['C1 NEL', 'Aye\u0085Aye'],
    ['line separator', 'Aye\u2028Aye'],
    ['paragraph separator', 'Aye\u2029Aye'],
    ['tab', 'Aye\tAye'],
  ])('when a name or one-line field holds a %s, then it is refused in both languages', (_, bad) => {
    expect(errorsOf(registerSchema, { ...register, username: bad }).username).toEqual([
      CODES.controlCharacters,
    ]);
    expect(errorsOf(profileSchema, { ...profile, username: bad }).username).toEqual([
      CODES.controlCharacters,
    ]);
    expect(errorsOf(profileSchema, { ...profile, phone: `0945${bad}` }).phone).toEqual([
      CODES.controlCharacters,
    ]);
    expect(errorsOf(appointmentSchema, { ...booking, social_link: bad }).social_link).toEqual([
      CODES.controlCharacters,
    ]);
    expect(errorsOf(feedbackSchema, { ...feedback, name: bad }).name).toEqual([
      CODES.controlCharacters,
    ]);
    expect(
      errorsOf(paymentSchema, { paymentype: 1, transaction_no: `TX${bad}1` }).transaction_no,
    ).toEqual([CODES.controlCharacters]);
    expect(
      errorsOf(loginSchema, { credentials: bad, password: 'x', acceptTerms: true }).credentials,
    ).toEqual([CODES.controlCharacters]);
    expect(CODES.controlCharacters).toBe('control_characters');
    expect(MESSAGES_MY.controlCharacters).toMatch(/[\u1000-\u109f]/);
  });

  it('when a description or message has lines and tabs, then they are kept; other controls are refused', () => {
    const text = 'Line one\n\tLine two\r\nLine three';
    const ok = appointmentSchema.parse({ ...booking, desc: text });
    expect(ok.desc).toBe('Line one\n\tLine two\nLine three');
    expect(feedbackSchema.parse({ ...feedback, message: text }).message).toBe(ok.desc);
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u009bb', 'a\u2028b']) {
      expect(errorsOf(appointmentSchema, { ...booking, desc: bad }).desc).toEqual([
        CODES.controlCharactersText,
      ]);
      expect(errorsOf(feedbackSchema, { ...feedback, message: bad }).message).toEqual([
        CODES.controlCharactersText,
      ]);
    }
    expect(MESSAGES_MY.controlCharactersText).toMatch(/[\u1000-\u109f]/);
  });

  it.each([
    '09450123456',
    '+959450123456',
    '၀၉၄၅၀၁၂၃၄၅၆',
    '0812345678',
    '09-450-123-456',
    '1234567',
  ])(
    'when a username reads as the phone number %s, then it is refused in both languages',
    (phone) => {
      expect(errorsOf(registerSchema, { ...register, username: phone }).username).toEqual([
        CODES.usernamePhoneShaped,
      ]);
      expect(errorsOf(profileSchema, { ...profile, username: phone }).username).toEqual([
        CODES.usernamePhoneShaped,
      ]);
      expect(MESSAGES_MY.usernamePhoneShaped).toMatch(/[\u1000-\u109f]/);
    },
  );

  it('when a username only has digits in it, then it is taken', () => {
    for (const username of ['mya0945', 'Aye 2024', 'agent007']) {
      expect(registerSchema.safeParse({ ...register, username }).success).toBe(true);
    }
  });
});

describe('route table', () => {
  it("when a path is the CMS's internal API however spelled, then it is not public", () => {
    for (const p of [
      '/api/internal/members/1',
      '/API/Internal',
      '//api//internal/x',
      '/api/%69nternal/x',
      '/api/booking/admin/appointments',
      '/API/Booking//Admin',
      '/api/booking/%61dmin/blocked-days',
    ]) {
      expect(isInternalPath(p), p).toBe(true);
    }
    expect(isInternalPath('/api/internal-notes')).toBe(false);
    expect(isInternalPath('/api/booking/health')).toBe(false);
    expect(isInternalPath('/api/posts-list')).toBe(false);
  });
  it('when a path is asked, then the right upstream serves it on whole segments', () => {
    expect(upstreamFor('/api/auth/appointments/store')).toBe('booking');
    expect(upstreamFor('/api/push/subscribe')).toBe('booking');
    expect(upstreamFor('/api/booking/health')).toBe('booking');
    expect(upstreamFor('/api/auth/user')).toBe('cms');
    expect(upstreamFor('/api/pushy')).toBe('cms');
    expect(upstreamFor('/uploads/a.png')).toBe('cms');
    expect(upstreamFor('/admin')).toBe('cms');
    expect(upstreamFor('/blogs/my-post')).toBeNull();
    expect(upstreamFor('/administrator')).toBeNull();
  });
});

describe('production secrets', () => {
  const good = { NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(32) };
  it('when production runs on generated development secrets, then they are refused', () => {
    expect(
      productionSecretProblems({ ...good, SECRETS_ORIGIN: 'development' }, ['JWT_SECRET']),
    ).toHaveLength(1);
    expect(
      productionSecretProblems({ ...good, JWT_SECRET: 'tobemodified-tobemodified' }, [
        'JWT_SECRET',
      ]),
    ).toHaveLength(1);
    expect(productionSecretProblems({ NODE_ENV: 'production' }, ['JWT_SECRET'])).toEqual([
      'JWT_SECRET is missing',
    ]);
  });
  it('when secrets are real or the environment is not production, then nothing is refused', () => {
    expect(productionSecretProblems(good, ['JWT_SECRET'])).toEqual([]);
    expect(productionSecretProblems({ SECRETS_ORIGIN: 'development' }, ['JWT_SECRET'])).toEqual([]);
  });
});
