// Which requests the service worker caches, and how (pure, unit-tested).

/** Paths the gateway sends to the services or serves itself; never answered with the app shell. */
export const NAVIGATION_DENYLIST = [
  /^\/(api|admin|uploads|healthz)(\/|$)/,
  /^\/(sitemap\.xml|robots\.txt|sw\.js|manifest\.webmanifest)$/,
  // The admin's draft preview: the network's shell, whose headers let the admin frame it.
  /[?&]preview=/,
];

interface RequestLike {
  method: string;
  url: string;
  headers: Headers;
  destination?: string;
}

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/** Query parameters that carry a credential: a URL holding one is never kept by any cache. */
const TOKEN_PARAMS = ['token', 'preview', 'access_token'];

/**
 * Never cached, whoever asks: the admin's draft preview (`/api/preview?token=`, a draft is not
 * public and its token is a credential) and any URL carrying a token. No route takes them, so the
 * browser fetches them as if there were no worker.
 */
export function isNeverCached(url: URL): boolean {
  return url.pathname === '/api/preview' || TOKEN_PARAMS.some((p) => url.searchParams.has(p));
}

/**
 * Whether an answer may be kept by the worker. `no-store`: never, anywhere. `private` (one
 * person's answer): not in the shared caches, which outlive a session and are read offline by
 * whoever opens the browser next; only in the member cache, which logout and a failed session
 * drop (HTTP's own split: a private cache may keep it, a shared one must not).
 */
export function mayStore(response: { headers: Headers }, cache: 'shared' | 'member'): boolean {
  const directives = (response.headers.get('Cache-Control') ?? '')
    .toLowerCase()
    .split(',')
    .map((d) => d.trim().split('=')[0]);
  if (directives.includes('no-store')) return false;
  return cache === 'member' || !directives.includes('private');
}

/**
 * A member's own answer: sent with an Authorization header, or under /api/auth
 * (docs/architecture.md section 3: those are the authenticated calls). Kept in a separate cache
 * that logout clears.
 */
export function isPrivateRequest(request: RequestLike, url: URL): boolean {
  return (
    request.headers.has('Authorization') ||
    url.pathname === '/api/auth' ||
    url.pathname.startsWith('/api/auth/')
  );
}

/** Same-origin API reads, network-first with a cache fallback. */
export function isApiRead(request: RequestLike, url: URL, origin: string): boolean {
  return (
    request.method === 'GET' &&
    url.origin === origin &&
    isApiPath(url.pathname) &&
    !isNeverCached(url)
  );
}

/** Same-origin public images (uploads, bundled pictures), cache-first with expiry. */
export function isPublicImage(request: RequestLike, url: URL, origin: string): boolean {
  if (request.method !== 'GET' || url.origin !== origin) return false;
  if (request.headers.has('Authorization') || isApiPath(url.pathname)) return false;
  if (isNeverCached(url)) return false;
  return (
    request.destination === 'image' ||
    url.pathname.startsWith('/uploads/') ||
    /\.(png|jpe?g|webp|gif|svg|avif)$/i.test(url.pathname)
  );
}

/** The feedback form's POST, queued when the network is down. */
export function isFeedbackPost(request: RequestLike, url: URL, origin: string): boolean {
  return (
    request.method === 'POST' && url.origin === origin && url.pathname === '/api/send-feedback'
  );
}
