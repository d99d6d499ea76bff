// Web push on every status change: one message per subscription, gone subscriptions deleted.
import type { Agent } from 'node:https';
import { LOCALES, pushText, type Locale } from '@mystic/shared';
import webpush from 'web-push';
import type { Config } from '../config.js';
import type { StatusEvent, StatusNotifier } from '../context.js';
import type { Db } from '../db/index.js';
import { log } from '../log.js';
import { isAllowedPushEndpoint, publicOnlyAgent } from './endpoint.js';
import { deleteSubscription, subscriptionsOf } from './repository.js';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Sends one encrypted message; throws an error carrying the push service's `statusCode`. */
export type PushSender = (target: PushTarget, payload: string) => Promise<void>;

/**
 * Sends with `agent`; by default one that connects only to public addresses, resolved and
 * pinned at send time. Tests pass their own to reach a stand-in service on loopback.
 */
export function webPushSender(
  vapid: NonNullable<Config['vapid']>,
  agent: Agent = publicOnlyAgent(),
): PushSender {
  return async (target, payload) => {
    await webpush.sendNotification(target, payload, {
      vapidDetails: vapid,
      TTL: 24 * 3600,
      timeout: 10_000,
      agent,
    });
  };
}

/** The message for `event` in `locale` (the subscription's language; English by default). */
export function pushMessage(publicUrl: string, event: StatusEvent, locale: Locale = 'en') {
  const language = LOCALES.includes(locale) ? locale : 'en';
  const wait = event.waitlist;
  const { title, body } = pushText(
    event.kind ?? `status:${event.status}`,
    language,
    wait ? { no: '', ...wait.texts[language] } : { no: event.appointmentNo, day: event.day },
  );
  // Issue 45: a waitlist push opens the member's waits, where the offer is taken or declined.
  if (wait) {
    return {
      title,
      body,
      kind: event.kind,
      url: `${publicUrl}/user/waitlist${language === 'my' ? '?lang=my' : ''}`,
      tag: `waitlist-${wait.id}`,
      waitlist_id: wait.id,
    };
  }
  return {
    title,
    body,
    kind: event.kind ?? `status:${event.status}`,
    url: `${publicUrl}/appointment/${encodeURIComponent(event.appointmentNo)}/booking/slip`,
    tag: `appointment-${event.appointmentNo}`,
    status: event.status,
    appointment_no: event.appointmentNo,
  };
}

export interface PushNotifier extends StatusNotifier {
  /** Resolves when every message started so far has been handled (tests, shutdown). */
  idle(): Promise<void>;
}

export function createPushNotifier(
  db: Db,
  publicUrl: string,
  send: PushSender | null,
  allowLocalEndpoints = false,
): PushNotifier {
  const inFlight = new Set<Promise<void>>();

  async function deliver(event: StatusEvent): Promise<void> {
    if (!send) return;
    for (const sub of await subscriptionsOf(db, event.userId)) {
      const payload = JSON.stringify(pushMessage(publicUrl, event, sub.locale));
      // Stored under an older, looser rule: never posted to, and dropped.
      if (!isAllowedPushEndpoint(sub.endpoint, allowLocalEndpoints)) {
        log.warn({ member: event.userId }, 'dropping a push subscription: endpoint not allowed');
        await deleteSubscription(db, sub.endpoint);
        continue;
      }
      try {
        await send(
          { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
          payload,
        );
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) {
          await deleteSubscription(db, sub.endpoint);
        } else {
          log.warn({ member: event.userId, status, error: (err as Error).message }, 'push failed');
        }
      }
    }
  }

  return {
    statusChanged(event) {
      const p = deliver(event)
        .catch((err: unknown) => log.warn({ err }, 'push delivery failed'))
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
