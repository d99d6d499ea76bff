import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { CODES, MESSAGES } from '@mystic/shared';
import { UID } from '../../../lib/content/types';
import { sendError } from '../../../lib/http/errors';
import { serviceOf } from '../../../lib/http/services';
import { checkFeedback, feedbackLimiter, type FeedbackService } from '../services/feedback';

export default factories.createCoreController(UID.feedback, ({ strapi }) => ({
  /** `POST /api/send-feedback`: the contact form (rate limited before it is even checked). */
  async sendFeedback(ctx: Context) {
    const wait = await feedbackLimiter().take(ctx.request.ip || 'unknown');
    if (wait > 0) {
      ctx.set('Retry-After', String(wait));
      return sendError(ctx, 429, CODES.tooManyRequests);
    }
    const checked = checkFeedback((ctx.request as { body?: unknown }).body);
    if (!checked.ok) return sendError(ctx, 422, CODES.validationFailed, checked.errors);
    const id = await serviceOf<FeedbackService>(strapi, UID.feedback).store(checked.value);
    ctx.status = 201;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { id }, message: MESSAGES.feedbackThanks };
  },
}));
