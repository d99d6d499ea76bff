// The SPA's one error of a call (ApiError), read from the services' one error body
// `{ code, message, errors?, field_codes? }` (shared/src/errors.ts).
import { MESSAGES, type ApiErrorBody, type MessageCode } from '@mystic/shared';

export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]> | undefined;
  /** The code of each field message (`errors`), in the same order: what the SPA shows. */
  readonly fieldCodes: Record<string, string[]> | undefined;
  /** The server's stable reason (e.g. `day_already_held`): the text shown is chosen by it. */
  readonly code: MessageCode | (string & {}) | undefined;
  /** The booking a refusal is about (a day the member already holds). */
  readonly appointmentNo: string | undefined;
  constructor(
    status: number,
    message: string,
    errors?: Record<string, string[]>,
    details: { code?: string; appointmentNo?: string; fieldCodes?: Record<string, string[]> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.fieldCodes = details.fieldCodes;
    this.code = details.code;
    this.appointmentNo = details.appointmentNo;
  }
}

/** 0 = network failure or time-out (no HTTP answer). */
export const NETWORK_ERROR_STATUS = 0;

export function toApiError(status: number, body: unknown, fallback: string): ApiError {
  if (body && typeof body === 'object') {
    // Strapi's own { error: { message } } is read too, for an answer that escaped the CMS's shaping.
    const b = body as Partial<ApiErrorBody> & { error?: { message?: string } };
    const message =
      (typeof b.message === 'string' && b.message) ||
      (typeof b.error?.message === 'string' && b.error.message) ||
      fallback;
    const errors = b.errors && typeof b.errors === 'object' ? b.errors : undefined;
    const fieldCodes =
      b.field_codes && typeof b.field_codes === 'object' ? b.field_codes : undefined;
    return new ApiError(status, message, errors, {
      code: typeof b.code === 'string' ? b.code : undefined,
      fieldCodes,
      appointmentNo: typeof b.appointment_no === 'string' ? b.appointment_no : undefined,
    });
  }
  return new ApiError(status, typeof body === 'string' && body ? body : fallback);
}

export function networkError(timedOut: boolean): ApiError {
  return new ApiError(
    NETWORK_ERROR_STATUS,
    timedOut ? MESSAGES.requestTimedOut : MESSAGES.networkError,
    undefined,
    { code: timedOut ? 'request_timed_out' : 'network_error' },
  );
}
