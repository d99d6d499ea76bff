// Changing the login e-mail (issue 37). An access token alone used to change it, so a stolen token
// plus "forgot password" to the new address took the account for good. Now the current password
// is asked, reset links sent before stop working, and the old address is told (through the
// booking service's durable mail outbox, as the reset link is: ./password-reset.ts).
import type { Core } from '@strapi/strapi';
import { CODES, type Locale } from '@mystic/shared';
import { bookingFetch } from '../../plugins/bookings/server/src/booking-api';
import { HttpError } from '../http/errors';
import { memberLimiters } from './rate-limit';
import { USER_UID, type MemberRow } from './users';

/**
 * Throws the 422 (on `current_password`) unless `password` is the member's, counted with the
 * password change's limits: per address, and failures per account.
 */
export async function confirmPassword(
  strapi: Core.Strapi,
  member: MemberRow,
  password: string | undefined,
  ip: string,
): Promise<void> {
  const limits = memberLimiters();
  const accountKey = `user:${member.id}`;
  await limits.passwordIp.consume(ip);
  await limits.passwordAccount.check(accountKey);
  if (!password) {
    throw new HttpError(422, CODES.emailChangePasswordRequired, {
      current_password: [CODES.emailChangePasswordRequired],
    });
  }
  const ok: boolean = member.password
    ? await strapi
        .plugin('users-permissions')
        .service('user')
        .validatePassword(password, member.password)
    : false;
  if (!ok) {
    await limits.passwordAccount.hit(accountKey);
    throw new HttpError(422, CODES.currentPasswordInvalid, {
      current_password: [CODES.currentPasswordInvalid],
    });
  }
  await limits.passwordAccount.reset(accountKey);
}

/** A reset link mailed to the old address must not open the account under the new one. */
export async function voidResetTokens(strapi: Core.Strapi, userId: number): Promise<void> {
  await strapi.db
    .query(USER_UID)
    .update({ where: { id: userId }, data: { resetPasswordToken: null } });
}

/** Queues the notice to the old address; throws when the outbox did not take it. */
export async function queueEmailChangedMail(input: {
  to: string;
  name: string;
  locale: Locale;
  newEmail: string;
}): Promise<void> {
  const res = await bookingFetch('emailChangedMail', { body: input });
  await res.body?.cancel();
  if (res.status !== 202) throw new Error(`the mail outbox answered ${res.status}`);
}
