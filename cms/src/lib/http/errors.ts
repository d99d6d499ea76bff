// The CMS's own error answers, `{ code, message, errors?, field_codes? }` (shared's errorBody;
// docs/architecture.md section 7) instead of Strapi's `{ data, error }` envelope. An error is a
// code of shared's MessageCode (issue 40); its texts are looked up from the code at the edge. Member routes throw an HttpError (their error-shape
// middleware writes it); the public content routes answer with sendError.
import type { Context } from 'koa';
import { CODES, errorBody, fieldErrors, type FieldCodes, type MessageCode } from '@mystic/shared';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: MessageCode,
    readonly errors?: FieldCodes,
    readonly headers: Record<string, string> = {},
    /** A framework's own text (Strapi's), answered as it came beside the status's code. */
    readonly said?: string,
  ) {
    super(said ?? code);
  }
}

export const unauthenticated = () => new HttpError(401, CODES.unauthenticated);
export const forbidden = () => new HttpError(403, CODES.forbidden);
export const notFound = () => new HttpError(404, CODES.notFound);

/** 422 with each field's codes. */
export function invalid(errors: FieldCodes): HttpError {
  return new HttpError(422, CODES.validationFailed, errors);
}

export function tooMany(retryAfterSeconds: number): HttpError {
  return new HttpError(429, CODES.tooManyRequests, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
}

/** Answers `error`: its status, its headers and the `{ code, message, errors?, field_codes? }` body. */
export function writeError(ctx: Context, error: HttpError): void {
  ctx.status = error.status;
  ctx.set(error.headers);
  ctx.body = errorBody(error.status, error.code, { errors: error.errors, said: error.said });
}

/** A public content route's error answer, never cached. */
export function sendError(
  ctx: Context,
  status: number,
  code: MessageCode,
  errors?: FieldCodes,
): void {
  ctx.set('Cache-Control', 'no-store');
  writeError(ctx, new HttpError(status, code, errors));
}

export const sendNotFound = (ctx: Context): void => sendError(ctx, 404, CODES.notFound);

/** Parses `input` with a shared zod schema, or throws the 422 with the fields' codes. */
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
