// Issue 42.4: the reader's figures on the desk (revenue in Ks and ฿ apart, bookings per day and
// month), from the booking service's reader API.
import { z } from 'zod';
import type { EndpointContracts } from './shape.js';
import { day, id, text } from './shape.js';

const money = z.object({ ks: z.number(), thb: z.number() });
const share = money.extend({ name: text, count: id });

export const deskStatsAnswerSchema = z.object({
  data: z.object({
    month: z.string().regex(/^\d{4}-\d{2}$/),
    months: z.array(z.object({ month: text, bookings: id, revenue: money })),
    days: z.array(z.object({ date: day, bookings: id, revenue: money })),
    by_payment_type: z.array(share),
    by_package: z.array(share),
  }),
});
export type DeskStats = z.infer<typeof deskStatsAnswerSchema>['data'];

export const DESK_STATS_SCHEMAS = {
  deskStats: {
    query: z.object({ month: z.string().optional() }),
    answer: deskStatsAnswerSchema,
  },
} satisfies EndpointContracts;
