// Issue 45's desk routes (controllers/waitlist.ts): each day's waitlist, an offer by hand, removal.
import { ACTIONS } from './permissions';

const guard = (action: string) => ({
  policies: [
    'admin::isAuthenticatedAdmin',
    { name: 'admin::hasPermissions', config: { actions: [action] } },
  ],
});

const route = (method: string, path: string, handler: string, action: string) => ({
  method,
  path,
  handler: `waitlist.${handler}`,
  config: guard(action),
});

export const waitlistRoutes = [
  route('GET', '/waitlist', 'list', ACTIONS.read),
  route('POST', '/waitlist/:id/offer', 'offer', ACTIONS.updateStatus),
  route('DELETE', '/waitlist/:id', 'remove', ACTIONS.updateStatus),
];
