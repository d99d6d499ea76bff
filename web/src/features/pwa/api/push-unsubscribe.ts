import { pathOf } from '@mystic/shared';
import { api } from '@/lib/api-client';

/** DELETE /api/push/unsubscribe (member): forgets this browser's subscription. */
export function unsubscribePush(endpoint: string) {
  return api.delete<{ data: { unsubscribed: boolean } }>(pathOf('pushUnsubscribe'), {
    body: { endpoint },
    auth: 'required',
  });
}
