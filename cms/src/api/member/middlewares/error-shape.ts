// Every member route answers errors as `{ code, message, errors?, field_codes? }` (shared's
// errorBody; docs/architecture.md section 7), never Strapi's `{ data, error }` envelope, and
// never a 500 for bad input.
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';
import { CODES, errorBody } from '@mystic/shared';
import { HttpError, writeError } from '../../../lib/http/errors';

function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof errors.UnauthorizedError) return new HttpError(401, CODES.unauthenticated);
  if (error instanceof errors.ForbiddenError) return new HttpError(403, CODES.forbidden);
  if (error instanceof errors.NotFoundError) return new HttpError(404, CODES.notFound);
  // Strapi's own texts, answered as they came beside the status's code.
  if (error instanceof errors.PayloadTooLargeError)
    return new HttpError(413, CODES.requestTooLarge, undefined, {}, error.message);
  if (error instanceof errors.ValidationError)
    return new HttpError(422, CODES.validationFailed, undefined, {}, error.message);
  return null;
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (error) {
      const http = toHttpError(error);
      if (!http) {
        strapi.log.error(`member route ${ctx.method} ${ctx.path} failed`, error);
        ctx.status = 500;
        ctx.body = errorBody(500, CODES.serverError);
        return;
      }
      writeError(ctx, http);
    }
  };
