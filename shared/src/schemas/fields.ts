import { z } from 'zod';
import { DOB_MIN_YEAR, PASSWORD_MIN } from '../constants.js';
import type { WeekdayEntry } from '../birth-weekday.js';
import { weekdayContradicts } from '../birth-weekday.js';
import { isIsoDate, todayIn } from '../dates.js';
import { MESSAGES } from '../messages.js';
import { toE164Phone } from '../phone.js';
import { toUnicodeText } from '../zawgyi.js';

/** A trimmed string that must not be empty; one message for missing and blank. */
export const requiredString = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

/** A password as typed (never trimmed): `required` when missing or empty. */
export const passwordField = (required: string) =>
  z.string({ error: required }).min(1, { error: required });

/** A password required, then at least PASSWORD_MIN characters long (`tooShort`). */
export const passwordOfMinLength = (required: string, tooShort: string) =>
  passwordField(required).pipe(z.string().min(PASSWORD_MIN, { error: tooShort }));

/**
 * The check (for `.refine(...)`) that the field `confirm` repeats the new password `password`;
 * its error goes on the confirmation, where the person typed the second time.
 */
export function confirmationMatches<K extends string, C extends string>(
  password: K,
  confirm: C,
  error: string,
): [(v: Record<K | C, unknown>) => boolean, { error: string; path: string[] }] {
  return [(v) => v[password] === v[confirm], { error, path: [confirm] }];
}

/** Wraps a string schema so Zawgyi input is converted to Unicode before it is checked. */
export const unicodeText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' ? toUnicodeText(v).text : v), schema);

/** Free text a person types: Zawgyi is converted to Unicode first, then it must not be blank. */
export const requiredText = (message: string) => unicodeText(requiredString(message));

/** A phone number typed in any way, as E.164; refused unless a valid Myanmar or Thai number. */
const e164 = z.string().transform((v, ctx) => {
  const number = toE164Phone(v);
  if (number) return number;
  ctx.addIssue({ code: 'custom', message: MESSAGES.phoneInvalid });
  return z.NEVER;
});

/** A required Myanmar or Thai phone number, stored in E.164 (Myanmar digits accepted). */
export const phoneField = (required: string) => requiredString(required).pipe(e164);

/** The same, optional: blank means no number. */
export const optionalPhoneField = () =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z.string({ error: MESSAGES.phoneInvalid }).trim().pipe(e164).optional(),
  );

/**
 * The eight-day weekday rule for a form with `dob` and `birthday`: a weekday that is not the day
 * of the date of birth is refused (under `birthday`). Needs the CMS's weekday list.
 */
export const birthWeekdayRule =
  (weekdays: readonly WeekdayEntry[]) =>
  (v: { dob: string; birthday: number }, ctx: z.RefinementCtx) => {
    if (weekdayContradicts(v.dob, v.birthday, weekdays)) {
      ctx.addIssue({
        code: 'custom',
        message: MESSAGES.birthdayContradictsDob,
        path: ['birthday'],
      });
    }
  };

/** An e-mail that reports `required` when blank and `invalid` otherwise (one message per field). */
export const emailField = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .pipe(z.email({ error: invalid }).max(254, { error: invalid }));

/** Ids are 32-bit integer columns in both databases; a larger number is not an id. */
const MAX_ID = 2_147_483_647;

/**
 * A positive integer id that may arrive as a form string ("3") or a JSON number. Anything else
 * (true, [2], {}) is refused rather than coerced by Number() into an id.
 */
export const idField = (message: string) =>
  z.preprocess(
    (v) => {
      if (v === '' || v === null || v === undefined) return undefined;
      if (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) return Number(v);
      return v;
    },
    z
      .number({ error: message })
      .int({ error: message })
      .positive({ error: message })
      .max(MAX_ID, { error: message }),
  );

/** A yyyy-MM-dd calendar date. */
export const isoDateField = (required: string, invalid: string = required) =>
  requiredString(required).refine(isIsoDate, { error: invalid });

/** A date of birth: yyyy-MM-dd, year 1900 or later, not after today in the reader's time zone. */
export const dobField = (required: string, invalid: string) =>
  isoDateField(required, invalid).refine(
    (s) => {
      const year = Number(s.slice(0, 4));
      const today = todayIn();
      return year >= DOB_MIN_YEAR && s <= today;
    },
    { error: invalid },
  );
