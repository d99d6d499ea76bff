// Pure helpers for the push and notificationclick handlers (unit-tested without a worker).
import type { PushPayload } from './messages';

export const NOTIFICATION_ICON = '/icons/icon-192.png';
export const NOTIFICATION_BADGE = '/icons/badge-96.png';
const DEFAULT_TITLE = 'Mystic Visions';

export interface NotificationSpec {
  title: string;
  options: NotificationOptions;
}

/** Reads a push message's text (JSON as the booking service sends, or plain text). */
export function notificationFromPush(
  text: string | null | undefined,
  origin: string,
): NotificationSpec {
  let payload: PushPayload = {};
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text);
      payload = parsed && typeof parsed === 'object' ? (parsed as PushPayload) : { body: text };
    } catch {
      payload = { body: text };
    }
  }
  const title = typeof payload.title === 'string' && payload.title ? payload.title : DEFAULT_TITLE;
  const options: NotificationOptions = {
    body: typeof payload.body === 'string' ? payload.body : '',
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    data: { url: sameOriginUrl(payload.url, origin) },
  };
  if (typeof payload.tag === 'string' && payload.tag) options.tag = payload.tag;
  return { title, options };
}

/**
 * The page a notification opens: the path of the given URL on this site's origin. The booking
 * service builds slip URLs from PUBLIC_URL; taking only the path keeps a click on this site even
 * when PUBLIC_URL differs (development) and never opens another site.
 */
export function sameOriginUrl(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !url) return origin + '/';
  try {
    const parsed = new URL(url, origin);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return origin + '/';
    return origin + parsed.pathname + parsed.search + parsed.hash;
  } catch {
    return origin + '/';
  }
}
