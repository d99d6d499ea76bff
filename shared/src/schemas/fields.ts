import { z } from 'zod';
import { DEFAULT_TIME_ZONE, DOB_MIN_YEAR } from '../constants.js';
import { dayIn, isIsoDate } from '../dates.js';

/** A trimmed string that must not be empty; one message for missing and blank. */
export const requiredString = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

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
      const today = dayIn(DEFAULT_TIME_ZONE);
      return year >= DOB_MIN_YEAR && s <= today;
    },
    { error: invalid },
  );
