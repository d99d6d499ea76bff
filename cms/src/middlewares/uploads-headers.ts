import type { Context, Next } from 'koa';

/**
 * Files under /uploads/** are the admin's media on the site's own origin. Whatever slips past the
 * raster-only media library (an older SVG, a file renamed to look like an image) must never run
 * as a page there: `sandbox` gives any document served from it an opaque origin with no script,
 * so it cannot read members' tokens, and `nosniff` stops the browser guessing a type.
 */
export default () => async (ctx: Context, next: Next) => {
  await next();
  if (!ctx.path.startsWith('/uploads/')) return;
  ctx.set('Content-Security-Policy', 'sandbox');
  ctx.set('X-Content-Type-Options', 'nosniff');
};
