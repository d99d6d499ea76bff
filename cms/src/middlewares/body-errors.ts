import { clientErrorCode, errorBody, isHttpClientError } from '@mystic/shared';
import type { Context, Next } from 'koa';

/**
 * Just outside Strapi's body parser: a body that cannot be read (JSON that does not parse, a
 * wrong length, an unknown charset or encoding, an aborted upload, one too large) answers the
 * project's coded message in both languages, not the parser's English text. The same rule as the
 * booking service's (shared's `clientErrorCode`).
 */
export default () => async (ctx: Context, next: Next) => {
  try {
    await next();
  } catch (err) {
    if (!isHttpClientError(err) || !isParserError(err)) throw err;
    ctx.status = err.status;
    ctx.body = errorBody(err.status, clientErrorCode(err, Boolean(ctx.is('json'))));
  }
};

/** Raised by co-body or raw-body while reading the body (a route's own errors carry no such mark). */
function isParserError(err: object): boolean {
  return err instanceof SyntaxError || typeof (err as { type?: unknown }).type === 'string';
}
