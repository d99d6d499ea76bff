// GET /:appointmentNo: the member's own booking.
import type { Context } from '../context.js';
import { ownedAppointment } from './access.js';
import { memberView } from './view.js';

export async function readBooking(ctx: Context, userId: number, no: string) {
  const a = await ownedAppointment(ctx, userId, no);
  const settings = await ctx.cms.bookingSettings();
  return memberView(ctx, a, settings);
}
