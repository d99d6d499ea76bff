// Limits on login, register and password attempts: the shared in-memory fixed-window counter.
// One process only: several CMS instances behind a load balancer would each count separately,
// so a scaled-out deployment needs a shared store (Redis or the database) behind this interface.
import { FixedWindowLimiter } from '@mystic/shared';
import { tooMany } from './errors';

/** The shared fixed-window counter, answering the CMS's 429 when a key is used up. */
export class RateLimiter extends FixedWindowLimiter {
  /** Throws the 429 when `key` has used up its window; otherwise does nothing. */
  check(key: string, now = Date.now()): void {
    const wait = this.blockedFor(key, now);
    if (wait !== null) throw tooMany(wait);
  }

  /** Checks, then counts: for limits where every attempt counts. */
  consume(key: string, now = Date.now()): void {
    this.check(key, now);
    this.hit(key, now);
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
    // Forgot password: every request counts, per address and per typed e-mail (whether or not
    // it has an account, so the limit tells nothing either), so nobody floods an inbox.
    forgotIp: new RateLimiter({ max: envInt('MEMBER_FORGOT_IP_MAX', 10), windowMs: 60 * MINUTE }),
    forgotEmail: new RateLimiter({
      max: envInt('MEMBER_FORGOT_EMAIL_MAX', 3),
      windowMs: 60 * MINUTE,
    }),
    resetIp: new RateLimiter({ max: envInt('MEMBER_RESET_IP_MAX', 20), windowMs: 15 * MINUTE }),
  };
}

let limiters: ReturnType<typeof createLimiters> | undefined;

/** The process's limiters, created on first use so tests can set the env limits first. */
export function memberLimiters(): ReturnType<typeof createLimiters> {
  return (limiters ??= createLimiters());
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
