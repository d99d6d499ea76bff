import { pathOf, type FeedbackPayload } from '@mystic/shared';
import { api } from '@/lib/api-client';

export function sendFeedback(payload: FeedbackPayload) {
  return api.post<unknown>(pathOf('sendFeedback'), payload, { auth: 'none' });
}
