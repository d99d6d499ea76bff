import type { Context, Next } from 'koa';
import { koaBody } from 'koa-body';

/** What the site's forms send fits in a few kB; a 5,000-character Burmese text is 15 kB. */
export const DEFAULT_API_BODY_MAX_BYTES = 100 * 1024;

/**
 * Bodies of the content API (`/api/...`) are read here, before Strapi's body parser, with their
 * own limit (issue 37): Strapi's parser has one limit for every path (1 MB of JSON), which the
 * admin's editor needs for long posts, and one anonymous megabyte of text was minutes of work.
 * Over the limit, declared or while a chunked body arrives, raw-body's 413 reaches
 * `global::body-errors` (the coded message in both languages). Multipart bodies are
 * `global::multipart-guard`'s.
 */
export default (config: { maxBytes?: number }) => {
  const limit = config.maxBytes ?? DEFAULT_API_BODY_MAX_BYTES;
  const parse = koaBody({
    multipart: false,
    jsonLimit: limit,
    formLimit: limit,
    textLimit: limit,
    patchKoa: true,
  });
  return async (ctx: Context, next: Next) => {
    const parsed = ['POST', 'PUT', 'PATCH'].includes(ctx.method);
    if (!parsed || !ctx.path.startsWith('/api/') || !ctx.request.type || ctx.is('multipart')) {
      return next();
    }
    await parse(ctx, async () => {});
    // The body is read: Strapi's parser (which would wait on the spent stream) finds none.
    delete ctx.req.headers['content-length'];
    delete ctx.req.headers['transfer-encoding'];
    return next();
  };
};
