// The member limits on login, register and password attempts (the counter: ../http/rate-limit.ts).
import { perStore, RateLimiter } from '../http/rate-limit';
import type { Limit } from '@mystic/shared/store';

/** A member limit, keyed `member:<name>` in the shared store. */
const memberLimit = (name: string, limit: Limit) => new RateLimiter(`member:${name}`, limit);

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
    loginIp: memberLimit('loginIp', {
      max: envInt('MEMBER_LOGIN_IP_MAX', 30),
      windowMs: 15 * MINUTE,
    }),
    loginAccountIp: memberLimit('loginAccountIp', {
      max: envInt('MEMBER_LOGIN_ACCOUNT_IP_MAX', 5),
      windowMs: 15 * MINUTE,
    }),
    loginAccount: memberLimit('loginAccount', {
      max: envInt('MEMBER_LOGIN_ACCOUNT_MAX', 100),
      windowMs: 15 * MINUTE,
    }),
    registerIp: memberLimit('registerIp', {
      max: envInt('MEMBER_REGISTER_IP_MAX', 10),
      windowMs: 60 * MINUTE,
    }),
    registerAccount: memberLimit('registerAccount', { max: 5, windowMs: 60 * MINUTE }),
    passwordIp: memberLimit('passwordIp', {
      max: envInt('MEMBER_PASSWORD_IP_MAX', 20),
      windowMs: 15 * MINUTE,
    }),
    passwordAccount: memberLimit('passwordAccount', {
      max: envInt('MEMBER_PASSWORD_ACCOUNT_MAX', 5),
      windowMs: 15 * MINUTE,
    }),
    // Forgot password: every request counts, per address and per typed e-mail (whether or not
    // it has an account, so the limit tells nothing either), so nobody floods an inbox.
    forgotIp: memberLimit('forgotIp', {
      max: envInt('MEMBER_FORGOT_IP_MAX', 10),
      windowMs: 60 * MINUTE,
    }),
    forgotEmail: memberLimit('forgotEmail', {
      max: envInt('MEMBER_FORGOT_EMAIL_MAX', 3),
      windowMs: 60 * MINUTE,
    }),
    resetIp: memberLimit('resetIp', {
      max: envInt('MEMBER_RESET_IP_MAX', 20),
      windowMs: 15 * MINUTE,
    }),
  };
}

/** The process's limiters, created on first use (and per store) so tests can set the env first. */
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
