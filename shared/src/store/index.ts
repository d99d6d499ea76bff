// Node-only entry (`@mystic/shared/store`): the store the instances of a service share (Redis when
// REDIS_URL is set) and the limits counted in it. Kept out of the main entry, which the SPA bundles.
export { createSharedStore, DEFAULT_REDIS_PREFIX } from './redis.js';
export type { SharedStore, SharedStoreOptions } from './redis.js';
export { createLimiter } from './limiter.js';
export type { Limit, Limiter } from './limiter.js';

/** What one service tells the others at once (the channel names, after the prefix). */
export const CHANNELS = {
  /** JSON `{ sessions: string[] }`: member sessions the CMS ended (logout, password change). */
  sessionsEnded: 'sessions-ended',
  /**
   * The new content version: gateways drop their cached public answers, booking services their
   * cached prices, settings and lists.
   */
  contentVersion: 'content-version',
  /**
   * JSON `{ members: number[] }`: members whose name, phone or blocked flag the CMS changed (or
   * who were deleted): booking services drop what they cached of them.
   */
  membersChanged: 'members-changed',
} as const;
