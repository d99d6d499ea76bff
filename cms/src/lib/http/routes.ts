// The CMS's own routes are the endpoint table's (`ENDPOINTS` in @mystic/shared): method and path
// come from there, each API's routes/01-custom-<type>.ts says only which action answers a name.
import { apiRoutePath, ENDPOINTS, type EndpointName } from '@mystic/shared';

/**
 * Strapi routes for `handlers` (endpoint name → action of `controller`, e.g. `api::post.post`),
 * in the order given. Open to everyone (`auth: false`), so a fresh database serves the site
 * without setting permissions.
 */
export function publicRoutes(controller: string, handlers: Partial<Record<EndpointName, string>>) {
  return {
    routes: (Object.entries(handlers) as [EndpointName, string][]).map(([name, action]) => ({
      method: ENDPOINTS[name].method,
      path: apiRoutePath(name),
      handler: `${controller}.${action}`,
      config: { auth: false as const, policies: [], middlewares: [] },
    })),
  };
}
