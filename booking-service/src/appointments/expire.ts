// The sweep's expiry of unpaid bookings (docs/product.md section 7).
import type { Context } from '../context.js';
import { unpaidCutoff } from './calendar.js';
import { changeStatus } from './change-status.js';
import { pendingSince } from './repository.js';

/**
 * Expires appointments Pending for longer than the CMS's expiry hours, freeing their places.
 * Safe with several instances: each change is conditional on the appointment still being Pending.
 */
export async function expireUnpaid(ctx: Context): Promise<string[]> {
  const settings = await ctx.cms.bookingSettings();
  const cutoff = unpaidCutoff(ctx.now(), settings);
  const expired: string[] = [];
  for (const no of await pendingSince(ctx.db, cutoff)) {
    const changed = await changeStatus(ctx, no, 'Expired', {
      actor: 'system:expiry',
      note: `Unpaid after ${settings.unpaid_expiry_hours} hours`,
      allowedFrom: ['Pending'],
      pendingBefore: cutoff,
    });
    if (changed) expired.push(no);
  }
  return expired;
}
