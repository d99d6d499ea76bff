// The reader's side of the waitlist (issue 45): each day's line for the month board and the
// day's detail, an offer made by hand (on a free place: the day never goes over its capacity),
// and removing someone (a place they held passes on to the next).
import { CODES } from '@mystic/shared';
import { z } from 'zod';
import type { Context } from '../context.js';
import { reservePlace } from '../appointments/day-counters-repository.js';
import { validate } from '../lib/validate.js';
import { freePlace, offerTo } from './offer.js';
import { endWait, findWait, openWaitsBetween } from './repository.js';
import { waitNotFound, waitRefusal } from './refusals.js';
import { deskWaitView } from './view.js';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: CODES.appointmentDateInvalid });
export const deskWaitlistQuery = z.object({ from: day, to: day });

/** The open entries of days in [from, to], each day's in line order with its place. */
export async function deskWaitlist(ctx: Context, query: unknown) {
  const { from, to } = validate(deskWaitlistQuery, query);
  const rows = await openWaitsBetween(ctx.db, from, to);
  const place = new Map<string, number>();
  return rows.map((w) => {
    const n = (place.get(w.day) ?? 0) + 1;
    place.set(w.day, n);
    return deskWaitView(w, n);
  });
}

/** The reader offers a place by hand to a waiting member: only on a free place of the day. */
export async function deskOffer(ctx: Context, id: string, actor = 'reader') {
  const w = await findWait(ctx.db, id);
  if (!w) throw waitNotFound();
  if (w.status !== 'waiting') {
    throw waitRefusal(w.status === 'offered' ? 'waitlistOfferGone' : 'waitlistEnded');
  }
  const settings = await ctx.cms.bookingSettings();
  const nowIso = ctx.now().toISOString();
  const told = await ctx.db.transaction().execute(async (trx) => {
    if (!(await reservePlace(trx, w.day, settings.daily_capacity))) {
      throw waitRefusal('waitlistNoFreePlace');
    }
    const said = await offerTo(trx, ctx, w, nowIso, actor);
    // Offered meanwhile, or gone: the transaction (and the place it took) rolls back.
    if (!said) throw waitRefusal('waitlistEnded');
    return said;
  });
  told();
  return deskWaitView((await findWait(ctx.db, id))!, 0);
}

/** The reader takes someone off the line; a place they held passes on. */
export async function deskRemove(ctx: Context, id: string) {
  const w = await findWait(ctx.db, id);
  if (!w) throw waitNotFound();
  const nowIso = ctx.now().toISOString();
  const told = await ctx.db.transaction().execute(async (trx) => {
    const end = { to: 'removed' as const, at: nowIso };
    if (await endWait(trx, id, { ...end, from: ['offered'] })) {
      return freePlace(trx, ctx, w.day, nowIso);
    }
    if (await endWait(trx, id, { ...end, from: ['waiting'] })) return () => {};
    throw waitRefusal('waitlistEnded');
  });
  told();
  return { id, removed: true };
}
