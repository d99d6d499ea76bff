// One AppError thrown with a code of shared's MessageCode, one code → status table, one final
// error middleware that answers the code with its English text (shared's errorBody).
import type { ErrorRequestHandler, RequestHandler } from 'express';
import {
  clientErrorCode,
  englishText,
  errorBody,
  isHttpClientError,
  type ApiErrorBody,
  type FieldCodes,
  type MessageCode,
} from '@mystic/shared';
import { logOf } from './log.js';

/**
 * The status of every code the service throws (issue 40: a thrown error is a code of shared's
 * one vocabulary; its English and Burmese texts are looked up from it at the edge).
 */
const STATUS = {
  bad_request: 400,
  multipart_invalid: 400,
  idempotency_key_invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  reader_device_unknown: 404,
  waitlist_not_found: 404,
  day_full: 409,
  day_already_held: 409,
  day_unavailable: 409,
  day_sabbath_closed: 409,
  day_thingyan_closed: 409,
  too_many_open_bookings: 409,
  not_payable: 409,
  payment_already_sent: 409,
  already_paid: 409,
  invalid_transition: 409,
  appointment_changed_meanwhile: 409,
  reading_not_open: 409,
  review_not_open: 409,
  booking_ended: 409,
  manage_too_late: 409,
  manage_members_cannot: 409,
  reschedule_limit: 409,
  booking_changed: 409,
  material_closed: 409,
  material_not_needed: 409,
  // Issue 45: the waitlist's refusals (full line, already waiting, an offer gone...).
  waitlist_day_not_full: 409,
  waitlist_limit: 409,
  waitlist_already_waiting: 409,
  waitlist_offer_gone: 409,
  waitlist_not_offered: 409,
  waitlist_no_free_place: 409,
  waitlist_ended: 409,
  // 409, not 503: the CMS's desk reads a 5xx of the booking service as its outage.
  telegram_unavailable: 409,
  files_quota_full: 413,
  request_too_large: 413,
  payment_image_too_large: 413,
  payment_image_type: 415,
  validation_failed: 422,
  reading_empty: 422,
  too_many_requests: 429,
  service_unavailable: 503,
  push_unavailable: 503,
} as const satisfies Partial<Record<MessageCode, number>>;

/** A code the service throws with its usual status. */
export type ErrorCode = keyof typeof STATUS;

/** Facts answered beside the code: the booking a refusal is about, a status of its own. */
interface Details {
  appointment_no?: string;
  /** For a code whose status depends on the check that refused (a file's size or type). */
  status?: number;
}

export class AppError extends Error {
  constructor(code: ErrorCode, errors?: FieldCodes, details?: Details);
  constructor(
    code: MessageCode,
    errors: FieldCodes | undefined,
    details: Details & { status: number },
  );
  constructor(
    readonly code: MessageCode,
    readonly errors?: FieldCodes,
    readonly details: Details = {},
  ) {
    // The English text only for logs; the answer is built from the code (errorHandler).
    super(englishText(code));
    this.name = 'AppError';
  }

  get status(): number {
    return this.details.status ?? STATUS[this.code as ErrorCode];
  }

  /** The 422 of a form: each field's codes. */
  static validation(errors: FieldCodes) {
    return new AppError('validation_failed', errors);
  }
}

export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(new AppError('not_found'));
};

/** The last middleware: AppErrors keep their status; other client errors stay 4xx; anything else is a logged 500. */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  let status = 500;
  let body: ApiErrorBody = errorBody(500, 'server_error');
  if (err instanceof AppError) {
    status = err.status;
    body = errorBody(status, err.code, {
      errors: err.errors,
      appointment_no: err.details.appointment_no,
    });
  } else if (isHttpClientError(err)) {
    // The body parsers, the router (a path parameter that is not valid %-encoding) and
    // sendFile (an unsatisfiable range) raise these.
    status = err.status;
    body = errorBody(status, clientErrorCode(err, Boolean(req.is('json'))));
    const range = err.headers?.['Content-Range'];
    if (status === 416 && typeof range === 'string') res.set('Content-Range', range);
  } else {
    logOf(req).error({ err }, 'unhandled error');
  }
  if (res.headersSent) {
    res.end();
    return;
  }
  // A route may have prepared another answer (sendFile's image type): an error is always JSON.
  res.removeHeader('Content-Disposition');
  res.type('json');
  res.status(status).json(body);
};
