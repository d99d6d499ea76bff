// The caches the service worker fills at run time. One home for their names: the worker writes
// them, the page clears them (logout, Clear Cache).
import { isNeverCached, isPrivateRequest, mayStore } from './route-rules';

export const RUNTIME_CACHES = {
  /** Public API GETs (sent without an Authorization header), network-first. */
  api: 'mystic-api',
  /** Answers to requests carrying an Authorization header or under /api/auth: one member's data. */
  privateApi: 'mystic-api-private',
  /** Images, cache-first with expiry. */
  images: 'mystic-images',
} as const;

/** The Background Sync queue (IndexedDB) holding feedback sent while offline. */
export const FEEDBACK_QUEUE = 'mystic-feedback';

/** The shared caches that may still hold what an older worker stored before today's rules. */
const SHARED_CACHES = [RUNTIME_CACHES.api, RUNTIME_CACHES.images];

/**
 * Removes from the shared caches every entry no rule lets in today: a token-bearing or draft URL,
 * a member's request, an answer marked `no-store` or `private`. A worker of an earlier version
 * stored such answers (drafts for 7 days); this clears them at logout and when a worker activates.
 */
export async function dropUnstorableEntries(store: CacheStorage = caches): Promise<number> {
  let dropped = 0;
  for (const name of SHARED_CACHES) {
    if (!(await store.has(name))) continue;
    const cache = await store.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      const response = await cache.match(request);
      if (
        isNeverCached(url) ||
        isPrivateRequest(request, url) ||
        (response !== undefined && !mayStore(response, 'shared'))
      ) {
        if (await cache.delete(request)) dropped += 1;
      }
    }
  }
  return dropped;
}

/**
 * Drops every cached answer that belongs to the signed-in member, so the next person on this
 * browser never sees them offline: the member cache whole, and whatever member-specific or
 * token-bearing entry the shared caches hold. Safe to call anywhere: without Cache Storage it
 * does nothing.
 */
export async function clearPrivateCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(RUNTIME_CACHES.privateApi);
    await dropUnstorableEntries(caches);
  } catch (error) {
    console.warn('Could not clear the member cache', error);
  }
}
