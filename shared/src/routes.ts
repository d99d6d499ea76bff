// The one routing table of the public origin (DESIGN.md section 2). The gateway and the Vite
// dev proxy both read it; the first matching prefix wins.

export type Upstream = 'cms' | 'booking';

export interface RouteRule {
  prefix: string;
  upstream: Upstream;
}

export const ROUTE_TABLE: readonly RouteRule[] = [
  { prefix: '/api/auth/appointments', upstream: 'booking' },
  { prefix: '/api/push', upstream: 'booking' },
  // The booking service's own health and the reader's booking desk API.
  { prefix: '/api/booking', upstream: 'booking' },
  { prefix: '/api', upstream: 'cms' },
  { prefix: '/uploads', upstream: 'cms' },
  { prefix: '/admin', upstream: 'cms' },
  // Routes Strapi's admin panel calls besides /admin, so the panel works behind the gateway.
  { prefix: '/content-manager', upstream: 'cms' },
  { prefix: '/content-type-builder', upstream: 'cms' },
  { prefix: '/upload', upstream: 'cms' },
  { prefix: '/i18n', upstream: 'cms' },
  { prefix: '/users-permissions', upstream: 'cms' },
  { prefix: '/email', upstream: 'cms' },
  { prefix: '/content-releases', upstream: 'cms' },
  { prefix: '/review-workflows', upstream: 'cms' },
  { prefix: '/bookings', upstream: 'cms' },
];

/** Which upstream serves `pathname`, or null when it is the SPA's. Matches whole segments. */
export function upstreamFor(pathname: string): Upstream | null {
  for (const rule of ROUTE_TABLE) {
    if (pathname === rule.prefix || pathname.startsWith(rule.prefix + '/')) return rule.upstream;
  }
  return null;
}

/**
 * The CMS's `/api/internal/**` routes are for the booking service on loopback only: the public
 * origin (gateway and dev proxy) refuses them however spelled. Strapi's router matches paths
 * case-insensitively, so the check decodes, lowercases and folds repeated slashes first.
 */
export function isInternalPath(path: string): boolean {
  let p = path;
  try {
    p = decodeURIComponent(path);
  } catch {
    // Malformed escapes: compare the path as it came.
  }
  return /^\/api\/internal(\/|$)/.test(p.toLowerCase().replace(/\/{2,}/g, '/'));
}

/** Default loopback ports of each process. */
export const DEFAULT_PORTS = { web: 8080, cms: 1337, booking: 4000, vite: 5173 } as const;
