// The caches the service worker fills at run time. One home for their names: the worker writes
// them, the page clears them (logout, Clear Cache).

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

/**
 * Drops every cached answer that belongs to the signed-in member, so the next person on this
 * browser never sees them offline. Safe to call anywhere: without Cache Storage it does nothing.
 */
export async function clearPrivateCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(RUNTIME_CACHES.privateApi);
  } catch (error) {
    console.warn('Could not clear the member cache', error);
  }
}
