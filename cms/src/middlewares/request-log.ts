import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { REQUEST_ID_HEADER, requestIdFrom } from '@mystic/shared';

/**
 * Strapi's request log line, with the request id the gateway sent in X-Request-Id (or a new one
 * when the request did not come through it), so one request can be followed from the gateway's
 * log into Strapi's. The id is kept in `ctx.state.requestId` and echoed in the answer. Replaces
 * `strapi::logger`, which writes the same line without the id.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const id = requestIdFrom(ctx.get(REQUEST_ID_HEADER) || undefined);
    ctx.state.requestId = id;
    ctx.set('X-Request-Id', id);
    const started = Date.now();
    try {
      await next();
    } finally {
      strapi.log.http(
        `${ctx.method} ${ctx.path} (${Date.now() - started} ms) ${ctx.status} reqId=${id}`,
      );
    }
  };
