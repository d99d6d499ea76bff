// The CMS's own error answers, `{ code, message, errors?, field_codes? }` (shared's errorBody;
// docs/architecture.md section 7) instead of
// Strapi's `{ data, error }` envelope. Member routes throw an HttpError (their error-shape
// middleware writes it); the public content routes answer with sendError.
import type { Context } from 'koa';
import { MESSAGES, errorBody, fieldErrors } from '@mystic/shared';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const unauthenticated = () => new HttpError(401, MESSAGES.unauthenticated);
export const forbidden = () => new HttpError(403, MESSAGES.forbidden);
export const notFound = () => new HttpError(404, MESSAGES.notFound);

/** 422 with field errors; the message is the first field message, as Laravel-style clients expect. */
export function invalid(errors: Record<string, string[]>): HttpError {
  return new HttpError(422, MESSAGES.validationFailed, errors);
}

export function tooMany(retryAfterSeconds: number): HttpError {
  return new HttpError(429, MESSAGES.tooManyRequests, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
}

/** Answers `error`: its status, its headers and the `{ code, message, errors?, field_codes? }` body. */
export function writeError(ctx: Context, error: HttpError): void {
  ctx.status = error.status;
  ctx.set(error.headers);
  ctx.body = errorBody(error.status, error.message, { errors: error.errors });
}

/** A public content route's error answer, never cached. */
export function sendError(
  ctx: Context,
  status: number,
  message: string,
  errors?: Record<string, string[]>,
): void {
  ctx.set('Cache-Control', 'no-store');
  writeError(ctx, new HttpError(status, message, errors));
}

export const sendNotFound = (ctx: Context): void => sendError(ctx, 404, MESSAGES.notFound);

/** Parses `input` with a shared zod schema, or throws the 422 with the spec's field messages. */
export function parseOr422<T>(schema: SafeParser<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw invalid(fieldErrors(result.error));
  return result.data;
}

/** The part of a shared zod schema this module needs (typed structurally: shared has its own zod). */
interface SafeParser<T> {
  safeParse(
    input: unknown,
  ): { success: true; data: T } | { success: false; error: Parameters<typeof fieldErrors>[0] };
}
