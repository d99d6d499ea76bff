// Rate limits counted in the store every CMS instance shares (Redis when REDIS_URL is set, so a
// flood spread over several instances is limited as one; in memory otherwise, or while Redis is
// away). The limits themselves live with their routes: lib/members/rate-limit.ts (logins,
// registrations, passwords) and src/api/feedback/services/feedback.ts (the feedback form).
import { createLimiter, type Limit, type Limiter, type SharedStore } from '@mystic/shared/store';
import { sharedStore } from '../shared-store';
import { tooMany } from './errors';

/** A shared counter answering the CMS's 429 when a key is used up. */
export class RateLimiter {
  private readonly limiter: Limiter;

  /** `name` keys the counters in the shared store. */
  constructor(name: string, limit: Limit) {
    this.limiter = createLimiter(sharedStore(), name, limit);
  }

  /** Throws the 429 when `key` has used up its window; otherwise does nothing. */
  async check(key: string): Promise<void> {
    const wait = await this.limiter.blockedFor(key);
    if (wait > 0) throw tooMany(wait);
  }

  /** Checks and counts in one step: for limits where every attempt counts. */
  async consume(key: string): Promise<void> {
    const wait = await this.take(key);
    if (wait > 0) throw tooMany(wait);
  }

  /** Counts an attempt and returns the seconds to wait when it is over the limit, else 0. */
  take(key: string): Promise<number> {
    return this.limiter.consume(key);
  }

  /** Whether `key` has used up its window (without counting). */
  async blocked(key: string): Promise<boolean> {
    return (await this.limiter.blockedFor(key)) > 0;
  }

  /** Counts a failed attempt. */
  hit(key: string): Promise<void> {
    return this.limiter.hit(key);
  }

  reset(key: string): Promise<void> {
    return this.limiter.reset(key);
  }
}

/**
 * `create`'s result for the current shared store, made on first use (so tests can set the
 * environment first) and again when the store changes.
 */
export function perStore<T>(create: () => T): () => T {
  let made: { store: SharedStore; value: T } | undefined;
  return () => {
    const store = sharedStore();
    if (made?.store !== store) made = { store, value: create() };
    return made.value;
  };
}
