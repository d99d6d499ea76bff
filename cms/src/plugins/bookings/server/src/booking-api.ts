// Calls the booking service's reader API (/api/booking/admin) on the private network with
// BOOKING_ADMIN_TOKEN; the token never leaves the server. Read from the site's settings
// (config/site.ts) at each call, so a test may change them with strapi.config.set. Each call names its
// endpoint in shared's table, which gives the method and the path (issue 17).
import { ENDPOINTS, fillPath, type EndpointName } from '@mystic/shared';
import { siteConfig } from '../../../../lib/site-config';

export class BookingUnavailableError extends Error {
  constructor(
    readonly status: 502 | 503,
    detail: string,
  ) {
    super(detail);
  }
}

const TIMEOUT_MS = 10_000;

export function bookingBase(): string {
  return siteConfig().bookingUrl;
}

/**
 * One request to the reader API. Answers of the booking service (2xx and 4xx) come back as
 * they are; a refused connection or a time-out is a 503, a 5xx of the service a 502.
 */
export async function bookingFetch(
  name: EndpointName,
  init: {
    /** The path's `:name` values. */
    params?: Record<string, string | number>;
    body?: unknown;
    query?: Record<string, string>;
    timeoutMs?: number;
    /** A multipart body instead of JSON (issue 44's uploads). */
    form?: FormData;
    /** Headers passed on as they are (a Range for a recording). */
    headers?: Record<string, string>;
  } = {},
): Promise<Response> {
  const endpoint = ENDPOINTS[name];
  if (endpoint.owner !== 'booking') throw new Error(`${name} is not the booking service's`);
  const token = siteConfig().bookingAdminToken;
  if (!token) throw new BookingUnavailableError(503, 'BOOKING_ADMIN_TOKEN is not set');
  const url = new URL(`${bookingBase()}${fillPath(name, init.params)}`);
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
  let res: Response;
  try {
    res = await fetch(url, {
      method: endpoint.method,
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...init.headers,
      },
      body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
      signal: AbortSignal.timeout(init.timeoutMs ?? TIMEOUT_MS),
    });
  } catch (err) {
    throw new BookingUnavailableError(503, (err as Error).message);
  }
  if (res.status >= 500) {
    await res.body?.cancel();
    throw new BookingUnavailableError(
      res.status === 503 ? 503 : 502,
      `booking service ${res.status}`,
    );
  }
  if (res.status === 401) {
    // The CMS's token is wrong: a deployment problem, not the admin's.
    await res.body?.cancel();
    throw new BookingUnavailableError(502, 'the booking service refused BOOKING_ADMIN_TOKEN');
  }
  return res;
}

/** The JSON `data` of a successful answer, or the error answer itself. */
export async function bookingJson(
  name: EndpointName,
  init: Parameters<typeof bookingFetch>[1] = {},
): Promise<{ status: number; body: unknown }> {
  const res = await bookingFetch(name, init);
  return { status: res.status, body: await res.json() };
}
