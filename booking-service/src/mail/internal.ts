// The reader API's mail route: the CMS asks the outbox to send a password reset link.
import { LOCALES } from '@mystic/shared';
import { z } from 'zod';
import type { Context } from '../context.js';
import { validate } from '../lib/validate.js';
import { queuePasswordResetMail, sendSoon } from './service.js';

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
