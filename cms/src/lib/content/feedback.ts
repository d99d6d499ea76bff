import { feedbackSchema, fieldErrors, type FeedbackPayload } from '@mystic/shared';
import { createLimiter, type Limiter, type SharedStore } from '@mystic/shared/store';
import { sharedStore } from '../shared-store';
import { UID, type Strapi } from './types';

let limiter: { store: SharedStore; limiter: Limiter } | undefined;

/**
 * Per IP: FEEDBACK_RATE_LIMIT submissions (valid or not) per FEEDBACK_RATE_WINDOW_SECONDS, counted
 * across every CMS instance when REDIS_URL is set.
 */
export function feedbackLimiter(): Limiter {
  const store = sharedStore();
  if (limiter?.store !== store) {
    limiter = {
      store,
      limiter: createLimiter(store, 'feedback', {
        max: Number(process.env.FEEDBACK_RATE_LIMIT) || 5,
        windowMs: (Number(process.env.FEEDBACK_RATE_WINDOW_SECONDS) || 600) * 1000,
      }),
    };
  }
  return limiter.limiter;
}

export type FeedbackCheck =
  { ok: true; value: FeedbackPayload } | { ok: false; errors: Record<string, string[]> };

/** Validates a feedback payload with the shared schema (the spec's messages). */
export function checkFeedback(body: unknown): FeedbackCheck {
  const parsed = feedbackSchema.safeParse(body ?? {});
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: fieldErrors(parsed.error) };
}

/** Stores feedback for the reader (admin only; never served). */
export async function storeFeedback(strapi: Strapi, value: FeedbackPayload): Promise<number> {
  const created = (await strapi.db.query(UID.feedback).create({
    data: { ...value, publishedAt: new Date() },
  })) as { id: number };
  return created.id;
}
