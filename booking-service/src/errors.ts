// One AppError with stable codes, one code → status table, one final error middleware.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { MESSAGES, type ApiErrorBody } from '@mystic/shared';

const STATUS = {
  validation_failed: 422,
  unauthenticated: 401,
  not_owner: 403,
  member_blocked: 403,
  not_found: 404,
  day_full: 409,
  day_unavailable: 409,
  not_payable: 409,
  invalid_transition: 409,
  payload_too_large: 413,
  unsupported_file_type: 415,
  cms_unavailable: 503,
  push_unavailable: 503,
  bad_request: 400,
} as const;

export type ErrorCode = keyof typeof STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string[]>,
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

/** The last middleware: AppErrors keep their status; body-parser errors stay 4xx; anything else is a logged 500. */
export const errorHandler: ErrorRequestHandler = (err: unknown, _req, res, _next) => {
  let status = 500;
  let body: ApiErrorBody = { message: 'Server error.' };
  if (err instanceof AppError) {
    status = err.status;
    body = err.errors ? { message: err.message, errors: err.errors } : { message: err.message };
  } else if (isHttpClientError(err)) {
    // express.json() raises these for malformed or oversized JSON.
    status = err.status;
    body = {
      message: status === 413 ? 'The request is too large.' : 'The request body is not valid JSON.',
    };
  } else {
    console.error('[booking] unhandled error', err);
  }
  if (res.headersSent) {
    res.end();
    return;
  }
  res.status(status).json(body);
};

function isHttpClientError(err: unknown): err is { status: number } {
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}
