// The sweep's part of the waitlist (issue 45): an offer whose hold ran out is ended as lapsed
// and its place passed on to the next in line (or back to the day), in one transaction each.
// Safe with several instances: the lapse is conditional on the entry still being offered.
import type { Context } from '../context.js';
import { recordBookingEvent } from '../appointments/events.js';
import { freePlace } from './offer.js';
import { endWait, findWait, lapsedOffers } from './repository.js';

/** Passes on every lapsed hold; returns how many lapsed. */
export async function lapseHolds(ctx: Context): Promise<number> {
  const nowIso = ctx.now().toISOString();
  let lapsed = 0;
  for (const id of await lapsedOffers(ctx.db, nowIso)) {
    const told = await ctx.db.transaction().execute(async (trx) => {
      const ended = await endWait(trx, id, {
        from: ['offered'],
        to: 'lapsed',
        at: nowIso,
        holdEndedBy: nowIso,
      });
      if (!ended) return null;
      const wait = (await findWait(trx, id))!;
      const said = await recordBookingEvent(trx, ctx, {
        type: 'waitlist_lapsed',
        wait,
        at: nowIso,
      });
      const passed = await freePlace(trx, ctx, wait.day, nowIso);
      return () => {
        said();
        passed();
      };
    });
    if (told) {
      lapsed++;
      told();
    }
  }
  return lapsed;
}
