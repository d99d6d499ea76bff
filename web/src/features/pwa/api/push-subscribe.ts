import { api } from '@/lib/api-client';

/** POST /api/push/subscribe (member): stores this browser's PushSubscription for the member. */
export function subscribePush(subscription: PushSubscriptionJSON) {
  return api.post<{ data: { subscribed: boolean } }>('/api/push/subscribe', subscription, {
    auth: 'required',
  });
}
