import { z } from 'zod';
import { FEEDBACK_TYPES } from '../constants.js';
import { CODES as C } from '../codes.js';
import { emailField, freeText } from './fields.js';

export const feedbackSchema = z.object({
  name: freeText({ required: C.feedbackName, max: 100, tooLong: C.nameTooLong }),
  email: emailField(C.feedbackEmailRequired, C.feedbackEmailInvalid),
  rating: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : Number(v)),
    z
      .number({ error: C.feedbackRating })
      .int({ error: C.feedbackRating })
      .min(1, { error: C.feedbackRating })
      .max(5, { error: C.feedbackRating }),
  ),
  type: z.enum(FEEDBACK_TYPES, { error: C.feedbackType }),
  message: freeText({
    required: C.feedbackMessage,
    max: 5000,
    tooLong: C.feedbackMessageTooLong,
    multiline: true,
  }),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;
export type FeedbackPayload = z.output<typeof feedbackSchema>;
