// Issue 44's desk routes (controllers/readings.ts): the reading of a booking, its files, reviews.
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
  handler: `readings.${handler}`,
  config: guard(action),
});

export const readingRoutes = [
  route('GET', '/appointments/:no/reading', 'reading', ACTIONS.read),
  route('PUT', '/appointments/:no/reading', 'saveReading', ACTIONS.updateStatus),
  route('POST', '/appointments/:no/reading/send', 'sendReading', ACTIONS.updateStatus),
  route('POST', '/appointments/:no/reading/files', 'uploadFile', ACTIONS.updateStatus),
  route('DELETE', '/appointments/:no/files/:fileId', 'deleteFile', ACTIONS.updateStatus),
  route('GET', '/appointments/:no/files/:fileId', 'file', ACTIONS.read),
  route('GET', '/reviews', 'reviews', ACTIONS.read),
  route('PUT', '/reviews/:id', 'moderateReview', ACTIONS.updateStatus),
];
