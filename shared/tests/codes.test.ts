import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  MESSAGES_MY,
  MESSAGE_CODES,
  codeOfMessage,
  errorBody,
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

  it('when an error body is built, then it carries the code and the field codes beside the messages', () => {
    expect(
      errorBody(422, MESSAGES.validationFailed, {
        errors: { email: [MESSAGES.emailInvalid], x: ['A framework text.'] },
      }),
    ).toEqual({
      code: 'validation_failed',
      message: MESSAGES.validationFailed,
      errors: { email: [MESSAGES.emailInvalid], x: ['A framework text.'] },
      field_codes: { email: ['email_invalid'], x: ['validation_failed'] },
    });
    expect(errorBody(404, 'Gone somewhere.')).toEqual({
      code: 'not_found',
      message: 'Gone somewhere.',
    });
    expect(errorBody(409, MESSAGES.dayAlreadyHeld, { appointment_no: 'AB12' })).toEqual({
      code: 'day_already_held',
      message: MESSAGES.dayAlreadyHeld,
      appointment_no: 'AB12',
    });
    expect(codeOfMessage(MESSAGES.dateTooFar)).toBe('date_too_far');
  });
});
