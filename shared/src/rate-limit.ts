// In-memory fixed-window counters, one home for the CMS's member limits and the booking
// service's booking and payment limits. One process only: several instances behind a load
// balancer each count separately, so a scaled-out deployment needs a shared store behind this.

export interface Limit {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

interface Window {
  count: number;
  resetAt: number;
}

export class FixedWindowLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly limit: Limit) {}

  /** Seconds until `key` may try again when it has used up its window; otherwise null. */
  blockedFor(key: string, now = Date.now()): number | null {
    const w = this.windows.get(key);
    if (w && w.resetAt > now && w.count >= this.limit.max) return (w.resetAt - now) / 1000;
    return null;
  }

  /** Counts one attempt against `key`. */
  hit(key: string, now = Date.now()): void {
    this.sweep(now);
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.limit.windowMs });
    } else {
      w.count += 1;
    }
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  clear(): void {
    this.windows.clear();
  }

  // Bounded memory: expired windows are dropped once the map grows.
  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}
