// The booking service's member endpoints (booking-service/src/appointments, payments, push).
import { z } from 'zod';
import { day, text, type EndpointContracts } from './shape.js';

/** The full-days answer (`FullDaysAnswer`): no `data` envelope around the window. */
export const fullDaysAnswerSchema = z.object({
  data: z.array(day),
  today: day,
  last_day: day,
  time_zone: text,
  closed_on_sabbath: z.boolean().optional(),
  closed_during_thingyan: z.boolean().optional(),
});

export const BOOKING_SCHEMAS = {
  fullDays: { answer: fullDaysAnswerSchema },
} satisfies EndpointContracts;
