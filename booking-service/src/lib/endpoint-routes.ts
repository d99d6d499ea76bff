// The booking service serves its endpoints by name from shared's table (issue 17): the method
// and path are written there once, and the CMS's desk client, the gateway and the SPA read the
// same entries. A router mounted at `mount` gets each path without that prefix.
import type { RequestHandler, Router } from 'express';
import { ENDPOINTS, type EndpointName } from '@mystic/shared';

type Verb = 'get' | 'post' | 'patch' | 'put' | 'delete';

/** Where app.ts mounts each router; a mount's guard (the member or reader check) covers it all. */
export const MOUNTS = {
  member: '/api/auth/appointments',
  push: '/api/push',
  admin: '/api/booking/admin',
} as const;

/** Every endpoint a router was given (tests hold it to the table's booking endpoints). */
const served = new Set<EndpointName>();
export const servedEndpoints = (): ReadonlySet<EndpointName> => served;

/**
 * `serve(name, ...handlers)` adds endpoint `name` to `router`, which is mounted at `mount` (''
 * for the app itself).
 */
export function endpointServer(router: Pick<Router, Verb>, mount: string) {
  return (name: EndpointName, ...handlers: RequestHandler[]): void => {
    const { method, path, owner } = ENDPOINTS[name];
    // A wrong mount or owner is a programming error: the service refuses to start.
    if (owner !== 'booking' || !path.startsWith(`${mount}/`)) {
      throw new Error(`${name} (${path}) is not a booking-service endpoint under ${mount}`);
    }
    router[method.toLowerCase() as Verb](path.slice(mount.length), ...handlers);
    served.add(name);
  };
}
