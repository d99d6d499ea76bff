// /api/push: the VAPID public key, and a member's subscribe / unsubscribe.
import { Router } from 'express';
import { z } from 'zod';
import { fieldErrors } from '@mystic/shared';
import type { Context } from '../context.js';
import { memberId, requireMember } from '../auth/middleware.js';
import { AppError } from '../errors.js';
import { deleteSubscription, upsertSubscription } from './repository.js';

export const PUSH_UNAVAILABLE = 'Push notifications are not configured.';

function endpointField(allowHttp: boolean) {
  return z
    .url({ error: 'A valid push endpoint is required.' })
    .max(2048, { error: 'A valid push endpoint is required.' })
    .refine((u) => u.startsWith('https://') || (allowHttp && u.startsWith('http://')), {
      error: 'A valid push endpoint is required.',
    });
}

export function pushRoutes(ctx: Context): Router {
  const router = Router();
  // Only real push services speak https; plain http is allowed outside production for local fakes.
  const endpoint = endpointField(ctx.config.nodeEnv !== 'production');
  const subscriptionSchema = z.object({
    endpoint,
    keys: z.object(
      {
        p256dh: z.string({ error: 'The p256dh key is required.' }).min(1).max(512),
        auth: z.string({ error: 'The auth secret is required.' }).min(1).max(512),
      },
      { error: 'The subscription keys are required.' },
    ),
  });

  router.get('/public-key', (_req, res) => {
    if (!ctx.config.vapid) throw new AppError('push_unavailable', PUSH_UNAVAILABLE);
    res.set('Cache-Control', 'public, max-age=3600');
    res.json({ data: { publicKey: ctx.config.vapid.publicKey } });
  });

  const member = requireMember(ctx.config.jwtSecret);

  router.post('/subscribe', member, async (req, res) => {
    // Accepts a PushSubscription's JSON as the body, or wrapped as { subscription }.
    const body = (req.body ?? {}) as Record<string, unknown>;
    const parsed = subscriptionSchema.safeParse(body.subscription ?? body);
    if (!parsed.success) throw AppError.validation(fieldErrors(parsed.error));
    await upsertSubscription(ctx.db, {
      endpoint: parsed.data.endpoint,
      user_id: memberId(req),
      p256dh: parsed.data.keys.p256dh,
      auth: parsed.data.keys.auth,
      created_at: ctx.now().toISOString(),
    });
    res.status(201).json({ data: { subscribed: true } });
  });

  router.delete('/unsubscribe', member, async (req, res) => {
    // The endpoint comes in the body (as the SPA sends it) or, for clients that drop DELETE
    // bodies, as ?endpoint=.
    const body = (req.body ?? {}) as Record<string, unknown>;
    const inner = (body.subscription ?? body) as Record<string, unknown>;
    const parsed = z
      .object({ endpoint })
      .safeParse({ endpoint: inner.endpoint ?? req.query.endpoint });
    if (!parsed.success) throw AppError.validation(fieldErrors(parsed.error));
    // Only the member's own subscription is removed; unknown endpoints are already gone.
    const removed = await deleteSubscription(ctx.db, parsed.data.endpoint, memberId(req));
    res.json({ data: { unsubscribed: removed } });
  });

  return router;
}
