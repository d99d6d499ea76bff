import { createHash } from 'node:crypto';
import type { Context } from 'koa';

/**
 * Lists and reference data. Browsers revalidate every time (`max-age=0, must-revalidate`: the
 * ETag makes an unchanged answer a bodiless 304), so a returning visitor never sees an old price
 * or an unpublished post. Shared caches (the gateway, `s-maxage`) keep it a minute; the gateway
 * also drops everything when the content version changes, so edits show within about a second.
 */
export const CACHE_PUBLIC = 'public, max-age=0, must-revalidate, s-maxage=60';
/** Answers that change per visit (view counts, likes): always revalidate, the ETag still saves the body. */
export const CACHE_REVALIDATE = 'public, no-cache';

function etagOf(json: string): string {
  return `W/"${createHash('sha1').update(json).digest('base64url')}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

/** Answers a public GET with `ETag` and `Cache-Control`, or 304 when the client's copy matches. */
export function sendCached(ctx: Context, body: unknown, cacheControl = CACHE_PUBLIC): void {
  const json = JSON.stringify(body);
  const etag = etagOf(json);
  ctx.set('ETag', etag);
  ctx.set('Cache-Control', cacheControl);
  ctx.vary('Accept-Encoding');
  if (matches(ctx.get('If-None-Match') || undefined, etag)) {
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  ctx.status = 200;
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = json;
}
