import { call } from '@/lib/api-client';

/** DELETE /api/push/unsubscribe (member): forgets this browser's subscription. */
export function unsubscribePush(endpoint: string) {
  return call('pushUnsubscribe', { body: { endpoint } }, { auth: 'required' });
}
