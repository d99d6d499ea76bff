import { api } from '@/lib/api-client';

/** DELETE /api/push/unsubscribe (member): forgets this browser's subscription. */
export function unsubscribePush(endpoint: string) {
  return api.delete<{ data: { unsubscribed: boolean } }>('/api/push/unsubscribe', {
    body: { endpoint },
    auth: 'required',
  });
}
