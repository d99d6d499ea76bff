// The one routing table of the public origin (docs/architecture.md section 2). The gateway and the
// Vite dev proxy both read it; the first matching prefix wins.

export type Upstream = 'cms' | 'booking';

export interface RouteRule {
  prefix: string;
  upstream: Upstream;
}

export const ROUTE_TABLE: readonly RouteRule[] = [
  { prefix: '/api/auth/appointments', upstream: 'booking' },
  { prefix: '/api/push', upstream: 'booking' },
  // The booking service's own health (its reader API is refused: isInternalPath).
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

/** Strapi's and Express's routers match paths case-insensitively: decode, lowercase, fold repeated slashes. */
function normalizedPath(path: string): string {
  let p = path;
  try {
    p = decodeURIComponent(path);
  } catch {
    // Malformed escapes: compare the path as it came.
  }
  return p.toLowerCase().replace(/\/{2,}/g, '/');
}

/**
 * Paths for the private network only, which the public origin (gateway and dev proxy) refuses
 * however spelled: the CMS's `/api/internal/**` (called by the booking service) and the booking
 * service's reader API `/api/booking/admin/**` (called by the CMS's booking desk with the admin
 * token).
 */
const PRIVATE_PATH = /^\/api\/(internal|booking\/admin)(\/|$)/;

export function isInternalPath(path: string): boolean {
  return PRIVATE_PATH.test(normalizedPath(path));
}

/**
 * Strapi's first-admin sign-up (`/admin/register-admin`, open until an admin exists): in
 * production the first admin is created from the command line (`npm run admin:create`), and the
 * public origin refuses the page however spelled, so whoever finds a fresh deployment first
 * cannot own it.
 */
export function isAdminSignUpPath(path: string): boolean {
  return /^\/admin\/register-admin\/?$/.test(normalizedPath(path));
}

/** Default loopback ports of each process. */
export const DEFAULT_PORTS = { web: 8080, cms: 1337, booking: 4000, vite: 5173 } as const;
