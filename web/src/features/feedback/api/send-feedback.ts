import type { FeedbackPayload } from '@mystic/shared';
import { call } from '@/lib/api-client';

export function sendFeedback(payload: FeedbackPayload) {
  return call('sendFeedback', { body: payload }, { auth: 'none' });
}
