import type { FeedbackPayload } from '@mystic/shared';
import { api } from '@/lib/api-client';

export function sendFeedback(payload: FeedbackPayload) {
  return api.post<unknown>('/api/send-feedback', payload, { auth: 'none' });
}
