// The public content API of docs/architecture.md section 3. Each route's method and path come from
// the endpoint table in `@mystic/shared` (ENDPOINTS); this file says only which handler answers
// it. Open to everyone (`auth: false`), so a fresh database serves the site without setting
// permissions.
import { apiRoutePath, ENDPOINTS, type EndpointName } from '@mystic/shared';

/** Endpoint name → handler of `api::content.content`, in the order Strapi matches them. */
const HANDLERS = {
  info: 'info',
  zodiacs: 'zodiacs',
  packages: 'packages',
  packagesAll: 'packagesAll',
  packageOne: 'packageOne',
  posts: 'posts',
  todaySpecial: 'todaySpecial',
  recommended: 'recommended',
  popular: 'popular',
  categories: 'categories',
  postDetail: 'postDetail',
  postView: 'postView',
  votes: 'votes',
  preview: 'preview',
  banks: 'banks',
  genders: 'genders',
  weekdays: 'weekdays',
  bookingSettings: 'bookingSettings',
  sendFeedback: 'sendFeedback',
} as const satisfies Partial<Record<EndpointName, string>>;

export default {
  routes: (Object.keys(HANDLERS) as (keyof typeof HANDLERS)[]).map((name) => ({
    method: ENDPOINTS[name].method,
    path: apiRoutePath(name),
    handler: `api::content.content.${HANDLERS[name]}`,
    config: { auth: false as const, policies: [], middlewares: [] },
  })),
};
