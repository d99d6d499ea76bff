// Issue 17: the SPA shows a server's refusal by its code, in the interface's language; the English
// `message` is only the text of a code this version does not know.
import { MESSAGES } from '@mystic/shared';
import { MESSAGES_MY } from '@mystic/shared/messages-my';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  api,
  errorMessage,
  placeFieldErrors,
  setContentLocale,
  setServerTexts,
} from './api-client';

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );

beforeEach(() => {
  setContentLocale(null);
  // What i18n.ts does when the Burmese bundles load (first-screen-texts.test.ts checks it does).
  setServerTexts('my', MESSAGES_MY);
});
afterEach(() => vi.unstubAllGlobals());

describe('errors by code', () => {
  it('when a refusal comes with a code, then Burmese shows the Burmese text of the code and English the server’s', async () => {
    answer(409, {
      code: 'day_full',
      message: MESSAGES.dayFull,
      errors: { appointment_date: [MESSAGES.dayFull] },
      field_codes: { appointment_date: ['day_full'] },
    });
    const error = await api.post('/api/auth/appointments/store', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('day_full');
    expect((error as ApiError).fieldCodes).toEqual({ appointment_date: ['day_full'] });
    expect(errorMessage(error, 'fallback')).toBe(MESSAGES.dayFull);
    setContentLocale('my');
    expect(errorMessage(error, 'fallback')).toBe(MESSAGES_MY.dayFull);
  });

  it('when the English text changes but the code does not, then the Burmese text still shows; an unknown code shows the text as sent', () => {
    setContentLocale('my');
    expect(
      errorMessage(new ApiError(409, 'Reworded.', undefined, { code: 'date_too_far' }), 'x'),
    ).toBe(MESSAGES_MY.dateTooFar);
    // The English text alone no longer translates anything: only the code does.
    expect(errorMessage(new ApiError(409, MESSAGES.dayFull), 'x')).toBe(MESSAGES.dayFull);
    expect(
      errorMessage(new ApiError(409, 'Something new.', undefined, { code: 'new_code' }), 'x'),
    ).toBe('Something new.');
  });

  it('when the browser is offline, then the message says there is no connection (in Burmese too), not the screen’s "try again"', () => {
    const lost = new ApiError(0, MESSAGES.networkError, undefined, { code: 'network_error' });
    // Online, a lost request keeps the screen's own default.
    expect(errorMessage(lost, 'Booking failed. Please try again.')).toBe(
      'Booking failed. Please try again.',
    );
    vi.stubGlobal('navigator', { onLine: false });
    expect(errorMessage(lost, 'Booking failed. Please try again.')).toBe(MESSAGES.networkError);
    setContentLocale('my');
    expect(errorMessage(lost, 'x')).toBe(MESSAGES_MY.networkError);
    expect(errorMessage(new Error('boom'), 'fallback')).toBe('fallback');
  });

  it('when field errors are placed on a form, then each carries its code as its type', () => {
    const set = vi.fn();
    const error = new ApiError(
      422,
      MESSAGES.validationFailed,
      { transaction_img: [MESSAGES.paymentImageType], other: ['x'] },
      { code: 'validation_failed', fieldCodes: { transaction_img: ['payment_image_type'] } },
    );
    expect(placeFieldErrors(error, ['transaction_img'] as const, set)).toBe(true);
    expect(set).toHaveBeenCalledWith('transaction_img', {
      type: 'payment_image_type',
      message: MESSAGES.paymentImageType,
    });
  });
});
