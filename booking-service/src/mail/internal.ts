// The reader API's mail route: the CMS asks the outbox to send a password reset link.
import { emailChangedMailBody, passwordResetMailBody } from '@mystic/shared';
import type { Context } from '../context.js';
import { validate } from '../lib/validate.js';
import { queueEmailChangedMail, queuePasswordResetMail, sendSoon } from './service.js';

export async function passwordResetMail(ctx: Context, body: unknown) {
  const id = await queuePasswordResetMail(ctx, validate(passwordResetMailBody, body));
  sendSoon(ctx, [id]);
  return { id, queued: true };
}

/** Hides all but the first character of the local part: `a***@example.com`. */
const partly = (email: string) => email.replace(/^(.)[^@]*@/, '$1***@');

/** The CMS tells the old address that the login e-mail changed (issue 37). */
export async function emailChangedMail(ctx: Context, body: unknown) {
  const input = validate(emailChangedMailBody, body);
  const id = await queueEmailChangedMail(ctx, { ...input, newEmail: partly(input.newEmail) });
  sendSoon(ctx, [id]);
  return { id, queued: true };
}
