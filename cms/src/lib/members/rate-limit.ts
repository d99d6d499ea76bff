// The member limits on login, register and password attempts (the counter: ../http/rate-limit.ts).
import { perStore, RateLimiter } from '../http/rate-limit';
import type { Limit } from '@mystic/shared/store';
import { siteConfig } from '../site-config';

/** A member limit, keyed `member:<name>` in the shared store. */
const memberLimit = (name: string, limit: Limit) => new RateLimiter(`member:${name}`, limit);

const MINUTE = 60_000;

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
  const max = siteConfig().memberLimits;
  return {
    loginIp: memberLimit('loginIp', {
      max: max.loginIp,
      windowMs: 15 * MINUTE,
    }),
    loginAccountIp: memberLimit('loginAccountIp', {
      max: max.loginAccountIp,
      windowMs: 15 * MINUTE,
    }),
    loginAccount: memberLimit('loginAccount', {
      max: max.loginAccount,
      windowMs: 15 * MINUTE,
    }),
    registerIp: memberLimit('registerIp', {
      max: max.registerIp,
      windowMs: 60 * MINUTE,
    }),
    registerAccount: memberLimit('registerAccount', { max: 5, windowMs: 60 * MINUTE }),
    passwordIp: memberLimit('passwordIp', {
      max: max.passwordIp,
      windowMs: 15 * MINUTE,
    }),
    passwordAccount: memberLimit('passwordAccount', {
      max: max.passwordAccount,
      windowMs: 15 * MINUTE,
    }),
    // Forgot password: every request counts, per address and per typed e-mail (whether or not
    // it has an account, so the limit tells nothing either), so nobody floods an inbox.
    forgotIp: memberLimit('forgotIp', {
      max: max.forgotIp,
      windowMs: 60 * MINUTE,
    }),
    forgotEmail: memberLimit('forgotEmail', {
      max: max.forgotEmail,
      windowMs: 60 * MINUTE,
    }),
    resetIp: memberLimit('resetIp', {
      max: max.resetIp,
      windowMs: 15 * MINUTE,
    }),
  };
}

/** The process's limiters, created on first use (and per store) after the site's settings are read. */
export const memberLimiters = perStore(createLimiters);

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
