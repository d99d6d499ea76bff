/// <reference lib="webworker" />
// The service worker, served at /sw.js (built by vite-plugin-pwa's injectManifest from this file).
// Precaches the app shell, fonts and both language bundles; API reads network-first with a cache
// fallback; images cache-first with expiry; navigations answered by the cached shell; feedback
// sent offline queued and delivered when the network returns; push notifications for bookings.
import { Queue, type QueueOptions } from 'workbox-background-sync';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cacheNames, clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  getCacheKeyForURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { FEEDBACK_QUEUE, RUNTIME_CACHES, dropUnstorableEntries } from './cache-names';
import { SW_MESSAGES, type FeedbackSentMessage } from './messages';
import { notificationFromPush } from './push';
import {
  NAVIGATION_DENYLIST,
  isApiRead,
  isFeedbackPost,
  isPrivateRequest,
  isPublicImage,
  mayStore,
} from './route-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const origin = self.location.origin;
const DAY_SECONDS = 24 * 60 * 60;
// Below the api client's 10 s time-out, so a slow network still falls back to the cache in time.
const API_NETWORK_TIMEOUT_S = 6;

// ---- lifecycle -------------------------------------------------------------------------------

// The first worker takes the open page at once; later ones wait for 'Update Now' (SKIP_WAITING).
clientsClaim();
cleanupOutdatedCaches();
// What an earlier worker stored against today's rules (drafts, `no-store` answers) goes now.
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(dropUnstorableEntries(caches).catch(() => 0));
});

// ---- precache and navigations ------------------------------------------------------------------

const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);

// Every client route is the same index.html: answer navigations with the precached shell.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }),
);

/** Downloads the shell again after the page cleared every cache, so the app still opens offline. */
async function recacheShell(): Promise<void> {
  const cache = await caches.open(cacheNames.precache);
  await Promise.all(
    manifest.map(async (entry) => {
      const url = typeof entry === 'string' ? entry : entry.url;
      const key = getCacheKeyForURL(url);
      if (!key || (await cache.match(key))) return;
      const response = await fetch(url, { cache: 'no-cache' });
      if (response.ok) await cache.put(key, response);
    }),
  );
}

// ---- runtime caching ---------------------------------------------------------------------------

/**
 * On every runtime route: an answer the server marked `no-store` is handed to the page but never
 * written to a cache (Workbox skips the write when cacheWillUpdate gives null), nor one marked
 * `private` in a shared cache (route-rules.ts, mayStore).
 */
const honourCacheControl = (cache: 'shared' | 'member'): WorkboxPlugin => ({
  cacheWillUpdate: async ({ response }) => (mayStore(response, cache) ? response : null),
});

const apiPlugins = (cache: 'shared' | 'member') => [
  honourCacheControl(cache),
  new CacheableResponsePlugin({ statuses: [200] }),
  new ExpirationPlugin({
    maxEntries: 200,
    maxAgeSeconds: 7 * DAY_SECONDS,
    purgeOnQuotaError: true,
  }),
];

// A member's answers live apart from public ones and are cleared at logout (clearPrivateCaches).
registerRoute(
  ({ request, url }) => isApiRead(request, url, origin) && isPrivateRequest(request, url),
  new NetworkFirst({
    cacheName: RUNTIME_CACHES.privateApi,
    networkTimeoutSeconds: API_NETWORK_TIMEOUT_S,
    plugins: apiPlugins('member'),
  }),
);

registerRoute(
  ({ request, url }) => isApiRead(request, url, origin),
  new NetworkFirst({
    cacheName: RUNTIME_CACHES.api,
    networkTimeoutSeconds: API_NETWORK_TIMEOUT_S,
    plugins: apiPlugins('shared'),
  }),
);

registerRoute(
  ({ request, url }) => isPublicImage(request, url, origin),
  new CacheFirst({
    cacheName: RUNTIME_CACHES.images,
    plugins: [
      honourCacheControl('shared'),
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({
        maxEntries: 150,
        maxAgeSeconds: 30 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// ---- feedback sent offline ---------------------------------------------------------------------

async function tellPages(message: FeedbackSentMessage): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  pages.forEach((page) => page.postMessage(message));
}

/**
 * Sends the queued feedback in order. A network failure or a 5xx/429 puts the entry back and
 * throws, so Background Sync retries later; a 4xx can never succeed and is dropped.
 */
const deliverQueuedFeedback: NonNullable<QueueOptions['onSync']> = async ({ queue }) => {
  let sent = 0;
  try {
    for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
      let response: Response;
      try {
        response = await fetch(entry.request.clone());
      } catch (error) {
        await queue.unshiftRequest(entry);
        throw error;
      }
      if (response.status >= 500 || response.status === 429) {
        await queue.unshiftRequest(entry);
        throw new Error(`Feedback delivery answered ${response.status}`);
      }
      if (response.ok) sent += 1;
    }
  } finally {
    if (sent > 0) await tellPages({ type: SW_MESSAGES.feedbackSent, count: sent });
  }
};

// Background Sync where the browser has it; without it Workbox replays when the worker starts,
// and the page asks for a replay when it comes back online (REPLAY_FEEDBACK).
const feedbackQueue = new Queue(FEEDBACK_QUEUE, {
  maxRetentionTime: 7 * 24 * 60, // minutes
  onSync: deliverQueuedFeedback,
});

let replaying: Promise<void> | null = null;
function replayFeedback(): Promise<void> {
  replaying ??= (async () => {
    try {
      await deliverQueuedFeedback({ queue: feedbackQueue });
    } catch {
      // Still offline: the feedback stays queued for the next attempt.
    } finally {
      replaying = null;
    }
  })();
  return replaying;
}

registerRoute(
  ({ request, url }) => isFeedbackPost(request, url, origin),
  async ({ request }) => {
    const queued = request.clone();
    try {
      return await fetch(request);
    } catch {
      await feedbackQueue.pushRequest({ request: queued });
      // 202: accepted for later delivery. The form treats it as sent and resets.
      return new Response(
        JSON.stringify({
          data: { queued: true },
          message: 'You are offline. Your feedback will be sent when you are back online.',
        }),
        { status: 202, headers: { 'Content-Type': 'application/json' } },
      );
    }
  },
  'POST',
);

// ---- messages from the page --------------------------------------------------------------------

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === SW_MESSAGES.skipWaiting) {
    void self.skipWaiting();
  } else if (type === SW_MESSAGES.replayFeedback) {
    event.waitUntil(replayFeedback());
  } else if (type === SW_MESSAGES.recacheShell) {
    event.waitUntil(recacheShell().catch(() => undefined));
  }
});

// ---- push --------------------------------------------------------------------------------------

self.addEventListener('push', (event: PushEvent) => {
  const { title, options } = notificationFromPush(event.data?.text(), origin);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const target = (event.notification.data as { url?: string } | null)?.url ?? origin + '/';
  event.waitUntil(
    (async () => {
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = pages.find((page) => page.url === target);
      if (same) {
        await same.focus();
        return;
      }
      const open = pages.find((page) => new URL(page.url).origin === origin);
      if (open) {
        const moved = await open.navigate(target).catch(() => null);
        await (moved ?? open).focus();
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
