// POST /:appointmentNo/cancel: a member cancels their own booking (issue 18; the window rule is
// member-rules').
import type { Context } from '../context.js';
import { ownBooking } from './access.js';
import { changeStatus } from './change-status.js';
import { manageOptions, refusal } from './member-rules.js';
import { changedMeanwhile } from './refusals.js';
import { memberView } from './view.js';

export async function cancelByMember(ctx: Context, userId: number, no: string) {
  const a = await ownBooking(ctx, userId, no);
  const settings = await ctx.cms.bookingSettings();
  const options = manageOptions(a, settings, ctx.now(), ctx.config.timeZone);
  if (!options.can_cancel) throw refusal(options.cancel_block!);
  // Conditional on the status it was judged in: a reader's change meanwhile wins, and is said.
  const changed = await changeStatus(ctx, a.appointment_no, 'Cancelled', {
    actor: `member:${userId}`,
    note: 'Cancelled by the member',
    allowedFrom: [a.status],
  });
  if (!changed) throw changedMeanwhile();
  return memberView(ctx, changed, settings);
}
