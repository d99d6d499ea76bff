// Admin routes (/bookings/...): behind the admin's own authentication and the desk's actions.
import { waitlistRoutes } from './waitlist-routes';
import { ACTIONS } from './permissions';
import { readingRoutes } from './reading-routes';

const guard = (action: string) => ({
  policies: [
    'admin::isAuthenticatedAdmin',
    { name: 'admin::hasPermissions', config: { actions: [action] } },
  ],
});

const route = (method: string, path: string, handler: string, action: string) => ({
  method,
  path,
  handler: `desk.${handler}`,
  config: guard(action),
});

const notify = (method: string, path: string, handler: string) => ({
  method,
  path,
  handler: `notify.${handler}`,
  config: guard(ACTIONS.read),
});
const notifyRoutes = [
  notify('GET', '/notify', 'read'),
  notify('PUT', '/notify', 'save'),
  notify('POST', '/notify/devices', 'subscribe'),
  notify('DELETE', '/notify/devices/:id', 'unsubscribe'),
  notify('POST', '/notify/test', 'test'),
  notify('POST', '/notify/telegram', 'telegramLink'),
  notify('DELETE', '/notify/telegram', 'telegramUnlink'),
  {
    method: 'GET',
    path: '/notify-sw.js',
    handler: 'notify.serviceWorker',
    config: { auth: false },
  },
];

export default {
  admin: {
    type: 'admin',
    routes: [
      route('GET', '/summary', 'summary', ACTIONS.read),
      route('GET', '/appointments', 'list', ACTIONS.read),
      route('GET', '/appointments/:no', 'read', ACTIONS.read),
      route('GET', '/appointments/:no/proof', 'proof', ACTIONS.read),
      route('PUT', '/appointments/:no/status', 'setStatus', ACTIONS.updateStatus),
      route('GET', '/board', 'board', ACTIONS.read),
      route('GET', '/day-sheet', 'daySheet', ACTIONS.read),
      route('POST', '/blocked-days', 'block', ACTIONS.manageDays),
      route('DELETE', '/blocked-days/:date', 'unblock', ACTIONS.manageDays),
      route('GET', '/export', 'exportCsv', ACTIONS.export),
      // Issue 44: the reading delivered to the member, and reviews.
      ...readingRoutes,
      // Issue 42: her notice settings (her own, by her admin session) and the push worker.
      ...notifyRoutes,
      // Issue 42.4: her figures, and feedback counted like a proof.
      route('GET', '/stats', 'stats', ACTIONS.read),
      route('GET', '/feedback', 'feedback', ACTIONS.read),
      route('PUT', '/feedback/:documentId/handled', 'feedbackHandled', ACTIONS.updateStatus),
      // Issue 45: each day's waitlist.
      ...waitlistRoutes,
    ],
  },
};
