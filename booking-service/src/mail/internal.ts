// The reader API's mail route: the CMS asks the outbox to send a password reset link.
import { LOCALES } from '@mystic/shared';
import { z } from 'zod';
import type { Context } from '../context.js';
import { validate } from '../lib/validate.js';
import { queueEmailChangedMail, queuePasswordResetMail, sendSoon } from './service.js';

const schema = z.object({
  to: z.email({ error: 'to must be an e-mail address.' }),
  locale: z.enum(LOCALES).default('en'),
  link: z
    .url({ error: 'link must be a URL.' })
    .refine((u) => /^https?:\/\//.test(u), { error: 'link must be an http(s) URL.' }),
  name: z.string().trim().max(100).optional(),
});

export async function passwordResetMail(ctx: Context, body: unknown) {
  const id = await queuePasswordResetMail(ctx, validate(schema, body));
  sendSoon(ctx, [id]);
  return { id, queued: true };
}

const emailChangedSchema = z.object({
  to: z.email({ error: 'to must be an e-mail address.' }),
  locale: z.enum(LOCALES).default('en'),
  // Shown in part only (a***@example.com): the old address may no longer be the owner's.
  newEmail: z.email({ error: 'newEmail must be an e-mail address.' }),
  name: z.string().trim().max(100).optional(),
});

/** Hides all but the first character of the local part: `a***@example.com`. */
const partly = (email: string) => email.replace(/^(.)[^@]*@/, '$1***@');

/** The CMS tells the old address that the login e-mail changed (issue 37). */
export async function emailChangedMail(ctx: Context, body: unknown) {
  const input = validate(emailChangedSchema, body);
  const id = await queueEmailChangedMail(ctx, { ...input, newEmail: partly(input.newEmail) });
  sendSoon(ctx, [id]);
  return { id, queued: true };
}
