// A member takes the place held for them (issue 45): the booking is made with the form they
// joined with, on the place the offer holds (the day's counter already counts it), Pending and
// then paid as any booking. Taking the offer and writing the booking are one transaction.
import { holdStands } from '@mystic/shared';
import type { Context } from '../context.js';
import { createAppointment, type CreatedAppointment } from '../appointments/create.js';
import { recordBookingEvent } from '../appointments/events.js';
import { findByNo } from '../appointments/repository.js';
import { view } from '../appointments/view.js';
import { ownWait } from './member.js';
import { endWait, findWait, setWaitBooking } from './repository.js';
import { waitRefusal } from './refusals.js';

export async function acceptOffer(
  ctx: Context,
  userId: number,
  id: string,
): Promise<CreatedAppointment> {
  const w = await ownWait(ctx, userId, id);
  // Accepted already (a second tap, a retry): the booking it made.
  if (w.status === 'accepted' && w.appointment_no) {
    const made = await findByNo(ctx.db, w.appointment_no);
    if (made) return { data: view(ctx, made), created: false };
  }
  if (w.status !== 'offered') {
    throw waitRefusal(w.status === 'waiting' ? 'waitlistNotOffered' : 'waitlistOfferGone');
  }
  if (!holdStands(w.hold_until, ctx.now())) throw waitRefusal('waitlistOfferGone');
  const intake = JSON.parse(w.intake) as Record<string, unknown>;
  return createAppointment(ctx, userId, { ...intake, appointment_date: w.day }, undefined, {
    // Conditional on the offer still standing: a lapse or the desk's removal meanwhile wins.
    take: (trx, nowIso) =>
      endWait(trx, w.id, {
        from: ['offered'],
        to: 'accepted',
        at: nowIso,
        userId,
        holdStandsAt: nowIso,
      }),
    refusal: () => waitRefusal('waitlistOfferGone'),
    taken: async (trx, booking) => {
      await setWaitBooking(trx, w.id, booking.appointment_no);
      const wait = (await findWait(trx, w.id))!;
      return recordBookingEvent(trx, ctx, {
        type: 'waitlist_accepted',
        wait,
        booking,
        at: booking.created_at,
      });
    },
  });
}
