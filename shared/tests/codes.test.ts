import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  CODES,
  MESSAGES,
  MESSAGES_MY,
  MESSAGE_CODES,
  errorBody,
  fieldErrors,
  loginSchema,
  messageCode,
  messageKeyOf,
  messageText,
} from '../src/index.js';

const MYANMAR = /[\u1000-\u109F]/;

describe('error and message codes', () => {
  it('when a code is walked, then its Burmese text exists, is Myanmar script and differs from the English', () => {
    const problems: string[] = [];
    for (const code of MESSAGE_CODES) {
      const en = messageText(code, 'en');
      const my = messageText(code, 'my');
      if (!en?.trim()) problems.push(`${code}: no English`);
      if (!my?.trim()) problems.push(`${code}: no Burmese`);
      else if (!MYANMAR.test(my)) problems.push(`${code}: Burmese is not in Myanmar script`);
      else if (my === en) problems.push(`${code}: Burmese is the English text`);
    }
    expect(problems).toEqual([]);
    expect(MESSAGE_CODES.length).toBeGreaterThanOrEqual(Object.keys(MESSAGES).length);
  });

  it('when a Burmese text is checked, then it has no Latin-script word but a name', () => {
    const names = new Set(['Google', 'JPEG', 'PNG']);
    const latin = Object.entries(MESSAGES_MY).filter(([, text]) =>
      (text.match(/[A-Za-z]{2,}/g) ?? []).some((word) => !names.has(word) && word !== 'MB'),
    );
    expect(latin).toEqual([]);
  });

  it('when every message has a code, then codes are unique and name their message back', () => {
    const keys = Object.keys(MESSAGES) as (keyof typeof MESSAGES)[];
    const codes = keys.map(messageCode);
    expect(new Set(codes).size).toBe(keys.length);
    for (const key of keys) expect(messageKeyOf(messageCode(key))).toBe(key);
    expect(messageCode('dayFull')).toBe('day_full');
    expect(messageCode('dayAlreadyHeld')).toBe('day_already_held');
    expect(messageCode('paymentAlreadyConfirmed')).toBe('already_paid');
    expect(messageKeyOf('booking_unavailable')).toBe('serviceUnavailable');
    expect(messageKeyOf('no_such_code')).toBeUndefined();
  });

  it("when an error body is built from codes, then its texts are the codes' English texts", () => {
    expect(
      errorBody(422, CODES.validationFailed, {
        errors: { email: [CODES.emailInvalid], x: ['validation_failed'] },
      }),
    ).toEqual({
      code: 'validation_failed',
      message: MESSAGES.validationFailed,
      errors: { email: [MESSAGES.emailInvalid], x: [MESSAGES.validationFailed] },
      field_codes: { email: ['email_invalid'], x: ['validation_failed'] },
    });
    expect(errorBody(404)).toEqual({ code: 'not_found', message: MESSAGES.notFound });
    expect(errorBody(404, undefined, { said: 'Gone somewhere.' })).toEqual({
      code: 'not_found',
      message: 'Gone somewhere.',
    });
    expect(errorBody(409, CODES.dayAlreadyHeld, { appointment_no: 'AB12' })).toEqual({
      code: 'day_already_held',
      message: MESSAGES.dayAlreadyHeld,
      appointment_no: 'AB12',
    });
    expect(CODES.dateTooFar).toBe('date_too_far');
  });

  it("when a schema refuses, then its issues are codes; zod's own texts read as validation_failed", () => {
    const refused = loginSchema.safeParse({ credentials: '', password: 'x', acceptTerms: 1 });
    expect(refused.success).toBe(false);
    expect(fieldErrors(refused.error!)).toEqual({
      credentials: ['required'],
      acceptTerms: ['accept_terms'],
    });
    const zodOwn = loginSchema.safeParse('not an object');
    expect(fieldErrors(zodOwn.error!)).toEqual({ _: ['validation_failed'] });
  });

  it('when server and SPA code is read, then no text is turned back into a code', () => {
    // Issue 40: codes at the source. A lookup by English text (the old codeOfMessage, a map
    // from MESSAGES' values) must not come back; texts are looked up from codes only.
    const root = path.resolve(__dirname, '../..');
    const dirs = ['shared/src', 'booking-service/src', 'cms/src', 'web/src', 'web/server/src'];
    const banned = /codeOfMessage|keyByText|Object\.entries\(MESSAGES\)\.find/;
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (name === 'node_modules' || name === 'dist') continue;
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.tsx?$/.test(name) && banned.test(readFileSync(file, 'utf8'))) found.push(file);
      }
    };
    for (const dir of dirs) walk(path.join(root, dir));
    expect(found.map((f) => path.relative(root, f))).toEqual([]);
  });
});
