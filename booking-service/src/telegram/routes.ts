// Telegram's side of the service (issue 42): the webhook Telegram posts updates to (through the
// gateway; a call without Telegram's secret-token header is refused), and a member's one-time link
// from the slip.
import { timingSafeEqual } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { Context } from '../context.js';
import { memberId } from '../auth/middleware.js';
import { AppError } from '../errors.js';
import { MOUNTS, endpointServer } from '../lib/endpoint-routes.js';
import { validate } from '../lib/validate.js';
import { createLink } from './links.js';
import type { TelegramRuntime } from './runtime.js';

const updateSchema = z.object({ update_id: z.number().int().nonnegative() }).loose();

/** Refuses, in the API's error shape, a call without Telegram's secret-token header. */
function secretHeader(secret: string): RequestHandler {
  const expected = Buffer.from(secret);
  return (req, _res, next) => {
    const got = Buffer.from(req.get('X-Telegram-Bot-Api-Secret-Token') ?? '');
    if (got.length !== expected.length || !timingSafeEqual(got, expected)) {
      return next(new AppError('unauthenticated'));
    }
    next();
  };
}

export function telegramWebhookRoutes(ctx: Context, telegram: TelegramRuntime | null): Router {
  const router = Router();
  const secret = ctx.config.telegram?.webhookSecret;
  const serve = endpointServer(router, '');
  if (telegram && secret) {
    serve('telegramWebhook', secretHeader(secret), async (req, res) => {
      const update = validate(updateSchema, req.body ?? {});
      const { bot } = telegram;
      if (!bot.isInited()) await bot.init();
      // Handler errors go to bot.catch (logged); Telegram is answered either way, or it resends.
      await bot.handleUpdate(update as unknown as Parameters<typeof bot.handleUpdate>[0]);
      res.status(204).end();
    });
  } else {
    // Long polling, or no bot: there is no webhook to call.
    serve('telegramWebhook', () => {
      throw new AppError('not_found');
    });
  }
  return router;
}

/** Under the member mount: the member's guard has run. */
export function memberTelegramRoutes(ctx: Context, telegram: TelegramRuntime | null): Router {
  const router = Router();
  endpointServer(router, MOUNTS.member)('memberTelegramLink', async (req, res) => {
    if (!telegram) throw new AppError('telegram_unavailable');
    const body = (req.body ?? {}) as { locale?: unknown };
    const locale = body.locale === 'my' ? 'my' : 'en';
    const link = await createLink(ctx, await telegram.username(), 'member', memberId(req), locale);
    res.set('Cache-Control', 'no-store').json({ data: link });
  });
  return router;
}
