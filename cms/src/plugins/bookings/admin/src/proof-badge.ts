// The number of proofs to verify, on the Bookings link of the admin's main menu, on every page.
// Strapi's menu takes a count only when the link is registered, so the badge is kept on the link
// here: read when the link appears, every minute, when the window regains focus, and right after
// the desk changes a booking (the `bookings:changed` event).
import { getFetchClient } from '@strapi/strapi/admin';
import type { Summary } from './api';
import en from './translations/en.json';
import my from './translations/my.json';

export const BOOKINGS_CHANGED = 'bookings:changed';
const LINK = 'nav a[href$="/plugins/bookings"]';
const REFRESH_MS = 60_000;

/** "N proofs to verify" in the admin's language (Burmese, else English). */
function label(count: number): string {
  const lang = localStorage.getItem('strapi-admin-language') ?? 'en';
  const text = (lang === 'my' ? my : en)['bookings.queue.subtitle'] ?? '{count} proofs to verify';
  return text.replace('{count}', String(count));
}

function paint(count: number | null) {
  const link = document.querySelector<HTMLAnchorElement>(LINK);
  if (!link) return;
  let badge = link.querySelector<HTMLSpanElement>('[data-testid="desk-badge"]');
  if (!count) {
    badge?.remove();
    return;
  }
  if (!badge) {
    badge = document.createElement('span');
    badge.dataset.testid = 'desk-badge';
    badge.setAttribute('role', 'status');
    Object.assign(badge.style, {
      position: 'absolute',
      top: '2px',
      right: '2px',
      minWidth: '18px',
      height: '18px',
      padding: '0 5px',
      borderRadius: '9px',
      background: '#d02b20',
      color: '#fff',
      font: '700 11px/18px sans-serif',
      textAlign: 'center',
      pointerEvents: 'none',
    });
    if (getComputedStyle(link).position === 'static') link.style.position = 'relative';
    link.appendChild(badge);
  }
  badge.textContent = count > 99 ? '99+' : String(count);
  badge.setAttribute('aria-label', label(count));
  badge.title = label(count);
}

/** Starts keeping the badge; call once from the plugin's bootstrap. */
export function keepProofBadge(): void {
  let count: number | null = null;
  let readAt = 0;
  let reading = false;
  const read = async () => {
    // Only while the link is shown: signed in, with the desk's read permission.
    if (reading || !document.querySelector(LINK)) return;
    reading = true;
    try {
      const res = await getFetchClient().get<{ data: Summary }>('/bookings/summary');
      // A new feedback message needs her like a proof (issue 42.4).
      count = res.data.data.verifying + (res.data.data.feedback ?? 0);
    } catch {
      count = null; // the desk itself explains an outage
    } finally {
      reading = false;
      readAt = Date.now();
      paint(count);
    }
  };
  // The menu is re-rendered by React: put the badge back whenever the link is (re)drawn.
  new MutationObserver(() => {
    const link = document.querySelector(LINK);
    if (!link) return;
    if (Date.now() - readAt > REFRESH_MS) void read();
    else if (count && !link.querySelector('[data-testid="desk-badge"]')) paint(count);
  }).observe(document.body, { childList: true, subtree: true });
  window.addEventListener('focus', () => void read());
  window.addEventListener(BOOKINGS_CHANGED, () => void read());
  setInterval(() => void read(), REFRESH_MS);
}
