// Rate limits and failure counters through rate-limiter-flexible: in Redis when the store has
// it (every instance counts against one total), in memory otherwise. A Redis outage falls back
// to the in-memory limiter (its insurance): each instance then counts alone, which still stops
// a brute force on that instance, and no request fails or waits because Redis is away.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { SharedStore } from './redis.js';

export interface Limit {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

export interface Limiter {
  /** Counts one attempt: 0 when allowed, else the whole seconds (≥ 1) to wait. */
  consume(key: string): Promise<number>;
  /** The whole seconds to wait when `key` has used up its window, else 0; counts nothing. */
  blockedFor(key: string): Promise<number>;
  /** Counts one attempt without refusing it (a failure found after the check). */
  hit(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** A fixed window of `limit.max` attempts per key; `name` keeps its keys apart from others'. */
export function createLimiter(store: SharedStore, name: string, limit: Limit): Limiter {
  const options = {
    points: limit.max,
    duration: Math.max(1, Math.ceil(limit.windowMs / 1000)),
    keyPrefix: `${store.prefix}rl:${name}`,
  };
  const memory = new RateLimiterMemory(options);
  const limiter: RateLimiterAbstract = store.redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: store.redis,
        insuranceLimiter: memory,
        // Not connected: straight to the insurance limiter rather than an error per request.
        rejectIfRedisNotReady: true,
      })
    : memory;

  return {
    async consume(key) {
      try {
        await limiter.consume(key);
        return 0;
      } catch (res) {
        if (res instanceof RateLimiterRes) return seconds(res.msBeforeNext);
        return 0; // Neither store answered: let it through rather than fail the request.
      }
    },
    async blockedFor(key) {
      const res = await limiter.get(key).catch(() => null);
      if (!res || res.msBeforeNext <= 0 || res.consumedPoints < limit.max) return 0;
      return seconds(res.msBeforeNext);
    },
    async hit(key) {
      await limiter.penalty(key, 1).catch(() => undefined);
    },
    async reset(key) {
      await limiter.delete(key).catch(() => undefined);
    },
  };
}
