// Media in API answers as absolute URLs on the public origin (PUBLIC_URL), so a client on another
// host (a mobile app, a partner site, a share preview) can show them. Without PUBLIC_URL (tests,
// a bare Strapi) paths stay relative to the origin that served the answer. A page reached by
// another host name shows them because its CSP allows PUBLIC_URL's origin for images
// (web/server/src/headers.ts, config/middlewares.ts for the admin). A mailed link, which must be
// absolute, falls back to the local stack's origin instead (config/site.ts says the one rule).
import { siteConfig } from './site-config';

/** `path` on the public origin; an already absolute URL (an external image) is left as it is. */
export function onPublicOrigin(path: string): string;
export function onPublicOrigin(path: string | null): string | null;
export function onPublicOrigin(path: string | null): string | null {
  if (!path || !path.startsWith('/')) return path;
  const base = siteConfig().publicUrl;
  return base ? base + path : path;
}
