// The feedback form: validated with the shared schema, rate limited per address, stored for the
// reader (admin only; never served).
import { factories } from '@strapi/strapi';
import { feedbackSchema, fieldErrors, type FeedbackPayload, type FieldCodes } from '@mystic/shared';
import { perStore, RateLimiter } from '../../../lib/http/rate-limit';
import { UID } from '../../../lib/content/types';
import { siteConfig } from '../../../lib/site-config';

/**
 * Per IP: FEEDBACK_RATE_LIMIT submissions (valid or not) per FEEDBACK_RATE_WINDOW_SECONDS, counted
 * across every CMS instance when REDIS_URL is set.
 */
export const feedbackLimiter = perStore(() => {
  const { max, windowSeconds } = siteConfig().feedbackRate;
  return new RateLimiter('feedback', { max, windowMs: windowSeconds * 1000 });
});

export type FeedbackCheck =
  { ok: true; value: FeedbackPayload } | { ok: false; errors: FieldCodes };

/** Validates a feedback payload with the shared schema (the spec's messages). */
export function checkFeedback(body: unknown): FeedbackCheck {
  const parsed = feedbackSchema.safeParse(body ?? {});
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: fieldErrors(parsed.error) };
}

const service = factories.createCoreService(UID.feedback, ({ strapi }) => ({
  /** Stores a checked feedback and returns its id. */
  async store(value: FeedbackPayload): Promise<number> {
    // Query engine: a Document Service write would run the document middlewares (the content
    // version among them), and a visitor's message is not site content.
    const created = (await strapi.db.query(UID.feedback).create({
      data: { ...value, publishedAt: new Date() },
    })) as { id: number };
    return created.id;
  },
}));

export default service;
export type FeedbackService = ReturnType<typeof service>;
