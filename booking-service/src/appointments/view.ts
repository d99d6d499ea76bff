// The answers a booking is given in: the API shape (model.ts's present, days in the reader's
// time zone), and the member's, with what they may still do with it and when to pay by.
import { dayIn } from '@mystic/shared';
import type { Context } from '../context.js';
import type { BookingSettings } from '../cms/client.js';
import { payBy } from './calendar.js';
import { manageOptions } from './member-rules.js';
import { present, type AppointmentRecord } from './model.js';

export const view = (ctx: Context, a: AppointmentRecord) =>
  present(a, (iso) => dayIn(ctx.config.timeZone, new Date(iso)));

/** The member's answer: the booking, what they may still do with it, and when to pay by. */
export function memberView(ctx: Context, a: AppointmentRecord, settings: BookingSettings) {
  return {
    ...view(ctx, a),
    pay_by: a.status === 'Pending' && a.pending_since ? payBy(a.pending_since, settings) : null,
    manage: manageOptions(a, settings, ctx.now(), ctx.config.timeZone),
  };
}
