// Limits on login, register and password attempts: counted in the store every CMS instance shares
// (Redis when REDIS_URL is set, so a brute force spread over several instances is limited as one;
// in memory otherwise, or while Redis is away).
import { createLimiter, type Limit, type Limiter, type SharedStore } from '@mystic/shared/store';
import { sharedStore } from '../shared-store';
import { tooMany } from './errors';

/** A shared counter answering the CMS's 429 when a key is used up. */
export class RateLimiter {
  private readonly limiter: Limiter;

  constructor(name: string, limit: Limit) {
    this.limiter = createLimiter(sharedStore(), `member:${name}`, limit);
  }

  /** Throws the 429 when `key` has used up its window; otherwise does nothing. */
  async check(key: string): Promise<void> {
    const wait = await this.limiter.blockedFor(key);
    if (wait > 0) throw tooMany(wait);
  }

  /** Checks and counts in one step: for limits where every attempt counts. */
  async consume(key: string): Promise<void> {
    const wait = await this.limiter.consume(key);
    if (wait > 0) throw tooMany(wait);
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
 * across all IPs with a much higher cap, which stops wrong passwords spread over many addresses
 * (a right one still passes it, so a crowd cannot lock the owner out). Both also count the typed
 * credential, so unknown accounts answer like real ones (loginKeys).
 */
function createLimiters() {
  return {
    loginIp: new RateLimiter('loginIp', {
      max: envInt('MEMBER_LOGIN_IP_MAX', 30),
      windowMs: 15 * MINUTE,
    }),
    loginAccountIp: new RateLimiter('loginAccountIp', {
      max: envInt('MEMBER_LOGIN_ACCOUNT_IP_MAX', 5),
      windowMs: 15 * MINUTE,
    }),
    loginAccount: new RateLimiter('loginAccount', {
      max: envInt('MEMBER_LOGIN_ACCOUNT_MAX', 100),
      windowMs: 15 * MINUTE,
    }),
    registerIp: new RateLimiter('registerIp', {
      max: envInt('MEMBER_REGISTER_IP_MAX', 10),
      windowMs: 60 * MINUTE,
    }),
    registerAccount: new RateLimiter('registerAccount', { max: 5, windowMs: 60 * MINUTE }),
    passwordIp: new RateLimiter('passwordIp', {
      max: envInt('MEMBER_PASSWORD_IP_MAX', 20),
      windowMs: 15 * MINUTE,
    }),
    passwordAccount: new RateLimiter('passwordAccount', {
      max: envInt('MEMBER_PASSWORD_ACCOUNT_MAX', 5),
      windowMs: 15 * MINUTE,
    }),
    // Forgot password: every request counts, per address and per typed e-mail (whether or not
    // it has an account, so the limit tells nothing either), so nobody floods an inbox.
    forgotIp: new RateLimiter('forgotIp', {
      max: envInt('MEMBER_FORGOT_IP_MAX', 10),
      windowMs: 60 * MINUTE,
    }),
    forgotEmail: new RateLimiter('forgotEmail', {
      max: envInt('MEMBER_FORGOT_EMAIL_MAX', 3),
      windowMs: 60 * MINUTE,
    }),
    resetIp: new RateLimiter('resetIp', {
      max: envInt('MEMBER_RESET_IP_MAX', 20),
      windowMs: 15 * MINUTE,
    }),
  };
}

let limiters: { store: SharedStore; all: ReturnType<typeof createLimiters> } | undefined;

/** The process's limiters, created on first use (and per store) so tests can set the env first. */
export function memberLimiters(): ReturnType<typeof createLimiters> {
  const store = sharedStore();
  if (limiters?.store !== store) limiters = { store, all: createLimiters() };
  return limiters.all;
}

/** The key of failed logins on one account from one client address. */
export const accountIpKey = (userId: number, ip: string): string => `user:${userId}|ip:${ip}`;

/**
 * The keys a login attempt counts against: per client address (`pair`) and across all addresses
 * (`account`), each for the typed credential (trimmed, lower case, so case does not give fresh
 * attempts) and, when it names an account, for that account's id (so another spelling of the
 * same account, its e-mail for its username, does not either).
 */
export function loginKeys(
  credentials: string,
  userId: number | undefined,
  ip: string,
): { pair: string[]; account: string[] } {
  const typed = `cred:${credentials.trim().toLowerCase()}`;
  const pair = [`${typed}|ip:${ip}`];
  const account = [typed];
  if (userId !== undefined) {
    pair.push(accountIpKey(userId, ip));
    account.push(`user:${userId}`);
  }
  return { pair, account };
}
