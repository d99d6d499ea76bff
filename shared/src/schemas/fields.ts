import { z } from 'zod';
import { DOB_MIN_YEAR, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '../constants.js';
import type { WeekdayEntry } from '../birth-weekday.js';
import { weekdayContradicts } from '../birth-weekday.js';
import { isIsoDate, todayIn } from '../dates.js';
import { CODES, type MessageCode } from '../codes.js';
import { asciiDigits, toE164Phone } from '../phone.js';
import { toUnicodeText } from '../zawgyi.js';

/** A trimmed string that must not be empty; one message for missing and blank. */
export const requiredString = (message: MessageCode) =>
  z.string({ error: message }).trim().min(1, { error: message });

/** A password as typed (never trimmed): `required` when missing or empty. */
export const passwordField = (required: MessageCode) =>
  z.string({ error: required }).min(1, { error: required });

/** A password required, then at least PASSWORD_MIN characters long (`tooShort`). */
export const passwordOfMinLength = (required: MessageCode, tooShort: MessageCode) =>
  passwordField(required).pipe(z.string().min(PASSWORD_MIN, { error: tooShort }));

/**
 * The check (for `.refine(...)`) that the field `confirm` repeats the new password `password`;
 * its error goes on the confirmation, where the person typed the second time.
 */
export function confirmationMatches<K extends string, C extends string>(
  password: K,
  confirm: C,
  error: MessageCode,
): [(v: Record<K | C, unknown>) => boolean, { error: MessageCode; path: string[] }] {
  return [(v) => v[password] === v[confirm], { error, path: [confirm] }];
}

/**
 * Control characters (C0 and C1, and the Unicode line and paragraph separators) are refused in
 * every name and single-line field: a CR/LF in a username would forge lines in the mails that
 * carry it. Multi-line text keeps line feeds and tabs only.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- as above
const TEXT_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

/** True when `text` has a character a single-line field refuses. */
export const hasLineControls = (text: string): boolean => LINE_CONTROLS.test(text);

/** A string schema's check that the value is one line without control characters. */
export const singleLine = <T extends z.ZodString>(schema: T) =>
  schema.refine((v) => !LINE_CONTROLS.test(v), { error: CODES.controlCharacters, abort: true });

/** What a free-text field takes: its messages, its length, and whether it may hold lines. */
export interface TextRule {
  /** The code when it is missing or blank. */
  required: MessageCode;
  max: number;
  tooLong: MessageCode;
  min?: { length: number; error: MessageCode };
  /** Line feeds and tabs allowed (a description, a message); otherwise one line. */
  multiline?: boolean;
}

/**
 * Free text a person types. The length is checked first, on the text as sent, and nothing else
 * is done with a value that is too long: Zawgyi conversion costs time with the length, so an
 * anonymous 100,000-character field must be refused before it (issue 37). Then control
 * characters are refused, then Zawgyi is converted to Unicode, and the converted text is checked
 * again (blank, minimum, and maximum, since conversion may change the length slightly).
 */
export const freeText = (rule: TextRule) => {
  const base = z.string({ error: rule.required });
  const lines = rule.multiline ? base.overwrite((v) => v.replace(/\r\n?/g, '\n')) : base;
  const controls = rule.multiline ? TEXT_CONTROLS : LINE_CONTROLS;
  const checked = z.string().min(1, { error: rule.required });
  return lines
    .trim()
    .max(rule.max, { error: rule.tooLong, abort: true })
    .refine((v) => !controls.test(v), {
      error: rule.multiline ? CODES.controlCharactersText : CODES.controlCharacters,
      abort: true,
    })
    .transform((v) => toUnicodeText(v).text)
    .pipe(
      (rule.min ? checked.min(rule.min.length, { error: rule.min.error }) : checked).max(rule.max, {
        error: rule.tooLong,
      }),
    );
};

/**
 * A username: free text of USERNAME_MIN to USERNAME_MAX characters that does not read as a phone
 * number, since a phone number logs in too and must name one account only (issue 37).
 */
export const usernameField = (required: MessageCode, tooShort: MessageCode) =>
  freeText({
    required,
    max: USERNAME_MAX,
    tooLong: CODES.usernameMax,
    min: { length: USERNAME_MIN, error: tooShort },
  }).refine((v) => !isPhoneShaped(v), { error: CODES.usernamePhoneShaped });

/**
 * True when a typed credential or name reads as a phone number: a valid Myanmar or Thai number,
 * or digits (Myanmar digits too) with the usual separators, as older accounts kept phones.
 */
export function isPhoneShaped(text: string): boolean {
  if (toE164Phone(text)) return true;
  return /^\+?\d{6,20}$/.test(asciiDigits(text).replace(/[\s\-().]/g, ''));
}

/** A phone number typed in any way, as E.164; refused unless a valid Myanmar or Thai number. */
const e164 = z.string().transform((v, ctx) => {
  const number = toE164Phone(v);
  if (number) return number;
  ctx.addIssue({ code: 'custom', message: CODES.phoneInvalid });
  return z.NEVER;
});

/** A required Myanmar or Thai phone number, stored in E.164 (Myanmar digits accepted). */
export const phoneField = (required: MessageCode) =>
  singleLine(requiredString(required)).pipe(e164);

/** The same, optional: blank means no number. */
export const optionalPhoneField = () =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    singleLine(z.string({ error: CODES.phoneInvalid }).trim())
      .pipe(e164)
      .optional(),
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
        message: CODES.birthdayContradictsDob,
        path: ['birthday'],
      });
    }
  };

/** An e-mail that reports `required` when blank and `invalid` otherwise (one message per field). */
export const emailField = (required: MessageCode, invalid: MessageCode) =>
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
export const idField = (message: MessageCode) =>
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
export const isoDateField = (required: MessageCode, invalid: MessageCode = required) =>
  requiredString(required).refine(isIsoDate, { error: invalid });

/** A date of birth: yyyy-MM-dd, year 1900 or later, not after today in the reader's time zone. */
export const dobField = (required: MessageCode, invalid: MessageCode) =>
  isoDateField(required, invalid).refine(
    (s) => {
      const year = Number(s.slice(0, 4));
      const today = todayIn();
      return year >= DOB_MIN_YEAR && s <= today;
    },
    { error: invalid },
  );
