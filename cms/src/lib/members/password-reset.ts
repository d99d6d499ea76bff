// Forgot password (issue 23): a random single-use token, valid for one hour, kept only as a hash
// (with its expiry) in the user's private `resetPasswordToken`; a newer request replaces it. The
// link goes out through the booking service's durable mail outbox (its reader API, with
// BOOKING_ADMIN_TOKEN), so it shares SMTP settings, retries and the .eml folder with every mail.
import { createHash, randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Locale } from '@mystic/shared';
import { bookingFetch } from '../../plugins/bookings/server/src/booking-api';
import { siteConfig } from '../site-config';
import { USER_UID } from './users';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

interface ResetUser {
  id: number;
  username: string;
  email: string;
  provider: string | null;
  resetPasswordToken: string | null;
}

/** The local account with this e-mail, if any (case-insensitive, as registration stores it). */
export async function localAccountByEmail(
  strapi: Core.Strapi,
  email: string,
): Promise<ResetUser | null> {
  const user = (await strapi.db.query(USER_UID).findOne({
    where: { email: email.toLowerCase() },
    select: ['id', 'username', 'email', 'provider', 'resetPasswordToken'],
  })) as ResetUser | null;
  return user && user.provider === 'local' ? user : null;
}

/** Issues a new token for the user (the previous one stops working) and returns it. */
export async function issueResetToken(strapi: Core.Strapi, userId: number, now = Date.now()) {
  const token = randomBytes(32).toString('base64url');
  await strapi.db.query(USER_UID).update({
    where: { id: userId },
    data: { resetPasswordToken: `${hashOf(token)}:${now + RESET_TOKEN_TTL_MS}` },
  });
  return token;
}

/** The local account a stored, unexpired token belongs to, or null (nothing is changed). */
async function holderOf(strapi: Core.Strapi, token: string, now: number) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const hash = hashOf(token);
  const user = (await strapi.db.query(USER_UID).findOne({
    where: { resetPasswordToken: { $startsWith: `${hash}:` } },
    select: ['id', 'resetPasswordToken', 'provider'],
  })) as ResetUser | null;
  if (!user?.resetPasswordToken || user.provider !== 'local') return null;
  const [stored, expires] = user.resetPasswordToken.split(':');
  return stored === hash && Number(expires) > now ? user : null;
}

/** Whether the token would still reset a password (the reset page asks before it is used). */
export async function resetTokenUsable(
  strapi: Core.Strapi,
  token: string,
  now = Date.now(),
): Promise<boolean> {
  return (await holderOf(strapi, token, now)) !== null;
}

/**
 * Takes the token: the user id when it is known and unexpired, else null. Clearing it is
 * conditional on the stored value, so of two uses at once only one gets the id.
 */
export async function consumeResetToken(
  strapi: Core.Strapi,
  token: string,
  now = Date.now(),
): Promise<number | null> {
  const user = await holderOf(strapi, token, now);
  if (!user) return null;
  const { count } = await strapi.db.query(USER_UID).updateMany({
    where: { id: user.id, resetPasswordToken: user.resetPasswordToken },
    data: { resetPasswordToken: null },
  });
  return count === 1 ? user.id : null;
}

/** The page of the SPA that takes the token (on the public origin). */
export function resetLink(token: string, locale: Locale): string {
  // A mailed link needs an absolute origin: the local stack's when PUBLIC_URL is unknown (media
  // stay relative then instead: ../public-url.ts).
  const base = siteConfig().publicUrl || 'http://localhost:8080';
  const url = new URL(`${base}/reset-password`);
  url.searchParams.set('token', token);
  if (locale === 'my') url.searchParams.set('lang', 'my');
  return url.toString();
}

/** Queues the mail in the booking service's outbox; throws when it did not take it. */
export async function queueResetMail(input: {
  to: string;
  name: string;
  locale: Locale;
  link: string;
}): Promise<void> {
  const res = await bookingFetch('passwordResetMail', { body: input });
  await res.body?.cancel();
  if (res.status !== 202) throw new Error(`the mail outbox answered ${res.status}`);
}
