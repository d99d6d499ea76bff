import type { BodyOf } from '@mystic/shared';
import { call } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/**
 * POST /api/push/subscribe (member): stores this browser's PushSubscription for the member, with
 * the interface language, in which the booking service writes this device's reminders.
 */
export function subscribePush(subscription: PushSubscriptionJSON) {
  // The browser's type leaves every field optional; the service refuses one without its keys.
  const body = { ...subscription, locale: currentLanguage() } as BodyOf<'pushSubscribe'>;
  return call('pushSubscribe', { body }, { auth: 'required' });
}
