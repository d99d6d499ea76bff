// One view per visitor per post per day: "popular posts" rank by views, and reloading a post
// (or a script doing so) must not move it up. The visitor is the client address alone: with the
// browser in the key, a script rotating its User-Agent counted a view per request (issue 37).
// The beacon is rate-limited per address as well, since each one costs a look-up.
import { createHash, randomBytes } from 'node:crypto';
import { todayIn } from '@mystic/shared';
import { perStore, RateLimiter } from '../http/rate-limit';
import { siteConfig } from '../site-config';

/** Beacons one address may send: a reader sends one per post page opened. */
export const viewLimiter = perStore(() => {
  const { max, windowSeconds } = siteConfig().postViewRate;
  return new RateLimiter('post-views', { max, windowMs: windowSeconds * 1000 });
});

/** The visitor's address, hashed with a per-process salt (never stored raw). */
const SALT = randomBytes(16);

/**
 * Remembers which visitor has viewed which post today, in memory and bounded: at `max` entries the
 * oldest are forgotten first (such a visitor may then count once more; never a crash or a leak).
 * Per process: several CMS instances each count a visitor once.
 */
export class ViewVisitors {
  private readonly seen = new Map<string, string>();

  /**
   * `timeZone`: the reader's (a new day there counts a visitor again); read at each view, from
   * the running site unless given.
   */
  constructor(
    private readonly max = 100_000,
    private readonly timeZone: () => string = () => siteConfig().timeZone,
  ) {}

  /** True the first time this visitor views `postKey` today; false after. */
  firstToday(ip: string, postKey: string, now = new Date()): boolean {
    const day = todayIn(this.timeZone(), now);
    const key = createHash('sha256')
      .update(SALT)
      .update(`${ip}\n${postKey}`)
      .digest('base64url')
      .slice(0, 22);
    if (this.seen.get(key) === day) return false;
    this.seen.delete(key);
    this.seen.set(key, day);
    // Map order is insertion order (a re-seen visitor is re-inserted): the oldest go first.
    while (this.seen.size > this.max) this.seen.delete(this.seen.keys().next().value!);
    return true;
  }

  get size(): number {
    return this.seen.size;
  }
}

export const viewVisitors = new ViewVisitors();
