import { pathOf } from '@mystic/shared';
import { api } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/**
 * POST /api/push/subscribe (member): stores this browser's PushSubscription for the member, with
 * the interface language, in which the booking service writes this device's reminders.
 */
export function subscribePush(subscription: PushSubscriptionJSON) {
  return api.post<{ data: { subscribed: boolean } }>(
    pathOf('pushSubscribe'),
    { ...subscription, locale: currentLanguage() },
    { auth: 'required' },
  );
}
