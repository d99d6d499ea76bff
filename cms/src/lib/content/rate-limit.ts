/**
 * A fixed-window counter per key (the client IP), in memory. One process is enough for the
 * feedback form; behind several CMS instances each keeps its own count.
 */
export function createRateLimiter(limit: number, windowMs: number) {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return {
    /** Counts one attempt; returns the seconds to wait when over the limit, else 0. */
    hit(key: string, now = Date.now()): number {
      if (hits.size > 10_000) {
        for (const [k, v] of hits) if (v.resetAt <= now) hits.delete(k);
      }
      const entry = hits.get(key);
      if (!entry || entry.resetAt <= now) {
        hits.set(key, { count: 1, resetAt: now + windowMs });
        return 0;
      }
      entry.count += 1;
      return entry.count > limit ? Math.ceil((entry.resetAt - now) / 1000) : 0;
    },
    reset(): void {
      hits.clear();
    },
  };
}
