import { z } from 'zod';
import { FEEDBACK_TYPES } from '../constants.js';
import { MESSAGES as M } from '../messages.js';
import { emailField, requiredText } from './fields.js';

export const feedbackSchema = z.object({
  name: requiredText(M.feedbackName).pipe(z.string().max(100, { error: M.nameTooLong })),
  email: emailField(M.feedbackEmailRequired, M.feedbackEmailInvalid),
  rating: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : Number(v)),
    z
      .number({ error: M.feedbackRating })
      .int({ error: M.feedbackRating })
      .min(1, { error: M.feedbackRating })
      .max(5, { error: M.feedbackRating }),
  ),
  type: z.enum(FEEDBACK_TYPES, { error: M.feedbackType }),
  message: requiredText(M.feedbackMessage).pipe(
    z.string().max(5000, { error: M.feedbackMessageTooLong }),
  ),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;
export type FeedbackPayload = z.output<typeof feedbackSchema>;
