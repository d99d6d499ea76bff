// In-memory fixed-window counters for login, register and password attempts.
// One process only: several CMS instances behind a load balancer would each count separately,
// so a scaled-out deployment needs a shared store (Redis or the database) behind this interface.
import { tooMany } from './errors';

export interface Limit {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

interface Window {
  count: number;
  resetAt: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly limit: Limit) {}

  /** Throws the 429 when `key` has used up its window; otherwise does nothing. */
  check(key: string, now = Date.now()): void {
    const w = this.windows.get(key);
    if (w && w.resetAt > now && w.count >= this.limit.max) {
      throw tooMany((w.resetAt - now) / 1000);
    }
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

  /** Checks, then counts: for limits where every attempt counts. */
  consume(key: string, now = Date.now()): void {
    this.check(key, now);
    this.hit(key, now);
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

const MINUTE = 60_000;

const envInt = (name: string, fallback: number): number => {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * The member limits. Per IP: every attempt counts (the IP is the socket address the gateway
 * puts in X-Forwarded-For, never a header the client controls). Per account: failed attempts
 * count, keyed by the account's id once the credentials resolve to one, so spelling a name,
 * e-mail or phone differently does not give an attacker fresh attempts.
 *
 * Failed logins are counted twice: per account and client IP with a low limit, which stops one
 * address guessing a password without letting it lock the owner out everywhere, and per account
 * across all IPs with a much higher cap, which bounds guessing spread over many addresses.
 */
function createLimiters() {
  return {
    loginIp: new RateLimiter({ max: envInt('MEMBER_LOGIN_IP_MAX', 30), windowMs: 15 * MINUTE }),
    loginAccountIp: new RateLimiter({
      max: envInt('MEMBER_LOGIN_ACCOUNT_IP_MAX', 5),
      windowMs: 15 * MINUTE,
    }),
    loginAccount: new RateLimiter({
      max: envInt('MEMBER_LOGIN_ACCOUNT_MAX', 100),
      windowMs: 15 * MINUTE,
    }),
    registerIp: new RateLimiter({
      max: envInt('MEMBER_REGISTER_IP_MAX', 10),
      windowMs: 60 * MINUTE,
    }),
    registerAccount: new RateLimiter({ max: 5, windowMs: 60 * MINUTE }),
    passwordIp: new RateLimiter({
      max: envInt('MEMBER_PASSWORD_IP_MAX', 20),
      windowMs: 15 * MINUTE,
    }),
    passwordAccount: new RateLimiter({
      max: envInt('MEMBER_PASSWORD_ACCOUNT_MAX', 5),
      windowMs: 15 * MINUTE,
    }),
  };
}

let limiters: ReturnType<typeof createLimiters> | undefined;

/** The process's limiters, created on first use so tests can set the env limits first. */
export function memberLimiters(): ReturnType<typeof createLimiters> {
  return (limiters ??= createLimiters());
}

/** The key of failed logins on one account from one client address. */
export const accountIpKey = (userId: number, ip: string): string => `user:${userId}|ip:${ip}`;
