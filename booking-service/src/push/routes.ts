// /api/push: the VAPID public key, and a member's subscribe / unsubscribe.
import { Router } from 'express';
import { z } from 'zod';
import { CODES } from '@mystic/shared';
import type { Context } from '../context.js';
import { memberId, requireMember } from '../auth/middleware.js';
import { AppError } from '../errors.js';
import { MOUNTS, endpointServer } from '../lib/endpoint-routes.js';
import { validate } from '../lib/validate.js';
import { isAllowedPushEndpoint } from './endpoint.js';
import { deleteSubscription, keepNewestSubscriptions, upsertSubscription } from './repository.js';

/** Subscriptions kept per member (browsers and devices); subscribing past it drops the oldest. */
export const MAX_SUBSCRIPTIONS_PER_MEMBER = 10;

const endpointUrl = z
  .url({ error: CODES.pushEndpointInvalid })
  .max(2048, { error: CODES.pushEndpointInvalid });

export function pushRoutes(ctx: Context): Router {
  const router = Router();
  const serve = endpointServer(router, MOUNTS.push);
  const allowLocal = ctx.config.pushAllowLocalEndpoints;
  const subscriptionSchema = z.object({
    endpoint: endpointUrl.refine((u) => isAllowedPushEndpoint(u, allowLocal), {
      error: CODES.pushEndpointInvalid,
    }),
    keys: z.object(
      {
        p256dh: z.string({ error: CODES.pushKeyRequired }).min(1).max(512),
        auth: z.string({ error: CODES.pushAuthRequired }).min(1).max(512),
      },
      { error: CODES.pushKeysRequired },
    ),
  });

  serve('pushPublicKey', (_req, res) => {
    if (!ctx.config.vapid) throw new AppError('push_unavailable');
    res.set('Cache-Control', 'public, max-age=3600');
    res.json({ data: { publicKey: ctx.config.vapid.publicKey } });
  });

  const member = requireMember(ctx.config.jwtSecret, ctx.sessions);

  serve('pushSubscribe', member, async (req, res) => {
    // Accepts a PushSubscription's JSON as the body, or wrapped as { subscription }.
    const body = (req.body ?? {}) as Record<string, unknown>;
    const subscription = validate(subscriptionSchema, body.subscription ?? body);
    const userId = memberId(req);
    // The SPA's language when subscribing: pushes (reminders) are written in it.
    const locale = body.locale === 'my' ? 'my' : 'en';
    const saved = await upsertSubscription(ctx.db, {
      endpoint: subscription.endpoint,
      user_id: userId,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      created_at: ctx.now().toISOString(),
      locale,
    });
    // Another member's endpoint (a shared browser whose first member did not unsubscribe)
    // stays theirs until they unsubscribe or it is gone.
    if (!saved) throw new AppError('forbidden');
    await keepNewestSubscriptions(ctx.db, userId, MAX_SUBSCRIPTIONS_PER_MEMBER);
    res.status(201).json({ data: { subscribed: true } });
  });

  serve('pushUnsubscribe', member, async (req, res) => {
    // The endpoint comes in the body (as the SPA sends it) or, for clients that drop DELETE
    // bodies, as ?endpoint=.
    const body = (req.body ?? {}) as Record<string, unknown>;
    const inner = (body.subscription ?? body) as Record<string, unknown>;
    // Any URL: a subscription stored under an older, looser rule must stay removable.
    const { endpoint } = validate(z.object({ endpoint: endpointUrl }), {
      endpoint: inner.endpoint ?? req.query.endpoint,
    });
    // Only the member's own subscription is removed; unknown endpoints are already gone.
    const removed = await deleteSubscription(ctx.db, endpoint, memberId(req));
    res.json({ data: { unsubscribed: removed } });
  });

  return router;
}
