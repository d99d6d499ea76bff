import { describe, expect, it } from 'vitest';
import {
  CODES,
  MESSAGES,
  MESSAGES_MY,
  errorBody,
  errorText,
  fieldErrorTexts,
} from '../src/index.js';

describe('the text of a failed answer', () => {
  it('when a body has a known code, then its text is in the asked language, not the English it came with', () => {
    const body = errorBody(409, CODES.dayFull);
    expect(errorText(body, 'my')).toBe(MESSAGES_MY.dayFull);
    expect(errorText(body, 'en')).toBe(MESSAGES.dayFull);
    // The desk's own code for the booking service's outage is an alias of a message.
    expect(errorText({ code: 'booking_unavailable', message: 'x' }, 'my')).toBe(
      MESSAGES_MY.serviceUnavailable,
    );
  });

  it('when the code is unknown or missing, then the message reads as it came', () => {
    expect(errorText({ code: 'from_a_newer_server', message: 'Something new.' }, 'my')).toBe(
      'Something new.',
    );
    expect(errorText({ message: 'Policy Failed' }, 'my', 403)).toBe('Policy Failed');
  });

  it('when the answer carried no body, then its status says what happened', () => {
    expect(errorText(undefined, 'my', 404)).toBe(MESSAGES_MY.notFound);
    expect(errorText(null, 'en', 503)).toBe(MESSAGES.serviceUnavailable);
    expect(errorText(undefined, 'my')).toBeUndefined();
  });

  it('when a body has field errors, then each reads by its code, an unknown one as it came', () => {
    const body = errorBody(422, CODES.validationFailed, {
      errors: { note: [CODES.noteRequired], date: [CODES.dateBeforeToday] },
    });
    body.field_codes!.date = ['from_a_newer_server'];
    expect(fieldErrorTexts(body, 'my')).toEqual({
      note: [MESSAGES_MY.noteRequired],
      date: [MESSAGES.dateBeforeToday],
    });
    expect(fieldErrorTexts({ errors: { x: ['As said.'] } }, 'my')).toEqual({ x: ['As said.'] });
    expect(fieldErrorTexts(undefined, 'my')).toEqual({});
  });
});
