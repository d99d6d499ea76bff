import { z } from 'zod';
import { FEEDBACK_TYPES } from '../constants.js';
import { MESSAGES as M } from '../messages.js';
import { emailField, freeText } from './fields.js';

export const feedbackSchema = z.object({
  name: freeText({ required: M.feedbackName, max: 100, tooLong: M.nameTooLong }),
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
  message: freeText({
    required: M.feedbackMessage,
    max: 5000,
    tooLong: M.feedbackMessageTooLong,
    multiline: true,
  }),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;
export type FeedbackPayload = z.output<typeof feedbackSchema>;
