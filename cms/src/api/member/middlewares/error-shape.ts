// Every member route answers errors as `{ code, message, errors?, field_codes? }` (shared's
// errorBody; docs/architecture.md section 7), never Strapi's `{ data, error }` envelope, and
// never a 500 for bad input.
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context, Next } from 'koa';
import { MESSAGES, errorBody } from '@mystic/shared';
import { HttpError, writeError } from '../../../lib/http/errors';

function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof errors.UnauthorizedError)
    return new HttpError(401, MESSAGES.unauthenticated);
  if (error instanceof errors.ForbiddenError) return new HttpError(403, MESSAGES.forbidden);
  if (error instanceof errors.NotFoundError) return new HttpError(404, MESSAGES.notFound);
  if (error instanceof errors.PayloadTooLargeError) return new HttpError(413, error.message);
  if (error instanceof errors.ValidationError) return new HttpError(422, error.message);
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
        ctx.body = errorBody(500, MESSAGES.serverError);
        return;
      }
      writeError(ctx, http);
    }
  };
