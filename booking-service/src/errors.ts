// One AppError with stable codes, one code → status table, one final error middleware.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import {
  MESSAGES,
  clientErrorMessage,
  errorBody,
  isHttpClientError,
  type ApiErrorBody,
} from '@mystic/shared';
import { logOf } from './log.js';

const STATUS = {
  validation_failed: 422,
  unauthenticated: 401,
  not_owner: 403,
  member_blocked: 403,
  not_found: 404,
  day_full: 409,
  day_unavailable: 409,
  booking_limit: 409,
  too_many_requests: 429,
  not_payable: 409,
  payment_already_sent: 409,
  already_paid: 409,
  day_already_held: 409,
  invalid_transition: 409,
  booking_ended: 409,
  manage_too_late: 409,
  reschedule_limit: 409,
  booking_changed: 409,
  // Issue 45: the waitlist's refusals (full line, already waiting, an offer gone...).
  waitlist_refused: 409,
  payload_too_large: 413,
  unsupported_file_type: 415,
  cms_unavailable: 503,
  push_unavailable: 503,
  // 409, not 503: the CMS's desk reads a 5xx of the booking service as its outage.
  telegram_unavailable: 409,
  shutting_down: 503,
  bad_request: 400,
} as const;

export type ErrorCode = keyof typeof STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Facts the client acts on, answered beside the message (the code, the booking meant). */
    readonly details?: Partial<Pick<ApiErrorBody, 'code' | 'appointment_no'>>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return STATUS[this.code];
  }

  static validation(errors: Record<string, string[]>, message: string = MESSAGES.validationFailed) {
    return new AppError('validation_failed', message, errors);
  }
}

export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(new AppError('not_found', MESSAGES.notFound));
};

/** The last middleware: AppErrors keep their status; other client errors stay 4xx; anything else is a logged 500. */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  let status = 500;
  let body: ApiErrorBody = errorBody(500, MESSAGES.serverError);
  if (err instanceof AppError) {
    status = err.status;
    // The message's own code; a text of the reader's desk without one answers the error's code.
    body = errorBody(status, err.message, {
      errors: err.errors,
      fallback: err.code,
      ...err.details,
    });
  } else if (isHttpClientError(err)) {
    // The body parsers, the router (a path parameter that is not valid %-encoding) and
    // sendFile (an unsatisfiable range) raise these.
    status = err.status;
    body = errorBody(status, clientErrorMessage(err, Boolean(req.is('json'))));
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
