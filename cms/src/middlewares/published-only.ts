import type { Context, Next } from 'koa';

/**
 * Route middleware for Strapi's own REST read routes (post and package, kept for the benchmarks):
 * they serve published entries only. In Strapi 5 anyone allowed `find` could otherwise ask
 * `?status=draft` and read unpublished work; whatever the client sends, the status is replaced.
 */
export default () => async (ctx: Context, next: Next) => {
  const { status: _ignored, ...rest } = ctx.query as Record<string, unknown>;
  ctx.query = { ...rest, status: 'published' } as Context['query'];
  await next();
};
