// A member's side of the waitlist (issue 45): join a full day with the booking form, see their
// waits, leave one, decline an offer. Accepting is accept.ts; the offers themselves offer.ts.
import { WAITLIST_MAX_DAYS, appointmentSchema, isOpenWait } from '@mystic/shared';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { auditId } from '../lib/audit-id.js';
import { validate } from '../lib/validate.js';
import { isUniqueViolation } from '../db/index.js';
import { checkBookingWindow, refuseClosedDay, today } from '../appointments/calendar.js';
import { refuseUnknownIds } from '../appointments/create.js';
import { takenPlaces } from '../appointments/day-counters-repository.js';
import { dayAlreadyHeld } from '../appointments/refusals.js';
import { heldBookingOn } from '../appointments/repository.js';
import { freePlace } from './offer.js';
import {
  aheadOf,
  countOpenWaits,
  endWait,
  findWait,
  insertWait,
  waitsOfMember,
  type WaitRecord,
} from './repository.js';
import { waitNotFound, waitRefusal } from './refusals.js';
import { memberWaitView } from './view.js';

/** The member's own entry; another member's answers 404 like an unknown one. */
export async function ownWait(ctx: Context, userId: number, id: string): Promise<WaitRecord> {
  const w = await findWait(ctx.db, id);
  if (!w || w.user_id !== userId) throw waitNotFound();
  return w;
}

async function viewOf(ctx: Context, w: WaitRecord) {
  return memberWaitView(w, w.status === 'waiting' ? await aheadOf(ctx.db, w) : null);
}

/**
 * Joins the line of a full day with the booking form (so an offer books in one step). Only a
 * day that is full: a closed or blocked day has no places to wait for, a day with a free place
 * is booked instead. At most WAITLIST_MAX_DAYS days at once, each once.
 */
export async function joinWaitlist(ctx: Context, userId: number, body: unknown) {
  const input = validate(appointmentSchema, body);
  const day = input.appointment_date;
  checkBookingWindow(ctx, day);
  const [member, version] = await Promise.all([
    ctx.changes.member(userId),
    ctx.changes.contentVersion(),
  ]);
  const content = await ctx.cms.bookingContent(version);
  refuseUnknownIds(input, content);
  await refuseClosedDay(ctx, day, content.settings);
  if (!member) throw new AppError('unauthenticated');
  if (member.blocked) throw new AppError('forbidden');
  if ((await takenPlaces(ctx.db, day)) < content.settings.daily_capacity) {
    throw waitRefusal('waitlistDayNotFull');
  }
  const held = await heldBookingOn(ctx.db, userId, day);
  if (held) throw dayAlreadyHeld(held);

  const nowIso = ctx.now().toISOString();
  const row: WaitRecord = {
    id: auditId(),
    user_id: userId,
    member_name: member.username,
    day,
    status: 'waiting',
    open_key: 1,
    intake: JSON.stringify(input),
    locale: input.locale ?? 'en',
    created_at: nowIso,
    offered_at: null,
    hold_until: null,
    offered_by: null,
    ended_at: null,
    appointment_no: null,
  };
  try {
    await ctx.db.transaction().execute(async (trx) => {
      if ((await countOpenWaits(trx, userId)) >= WAITLIST_MAX_DAYS) {
        throw waitRefusal('waitlistLimit');
      }
      // The unique (user_id, day, open_key) index refuses a second open entry for the day.
      await insertWait(trx, row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw waitRefusal('waitlistAlreadyWaiting');
    throw err;
  }
  return viewOf(ctx, row);
}

/** The member's waits: open ones and those of days still to come. */
export async function myWaits(ctx: Context, userId: number) {
  const rows = await waitsOfMember(ctx.db, userId, today(ctx));
  return Promise.all(rows.map((w) => viewOf(ctx, w)));
}

/**
 * Ends the member's entry: leaving (waiting or offered) or declining (offered only). A held place
 * goes on to the next in line in the same transaction.
 */
export async function endOwnWait(
  ctx: Context,
  userId: number,
  id: string,
  how: 'left' | 'declined',
) {
  const w = await ownWait(ctx, userId, id);
  if (!isOpenWait(w.status)) throw waitRefusal('waitlistEnded');
  if (how === 'declined' && w.status !== 'offered') throw waitRefusal('waitlistNotOffered');
  const nowIso = ctx.now().toISOString();
  const told = await ctx.db.transaction().execute(async (trx) => {
    // State by state, each conditional: an entry offered meanwhile (another instance) is ended
    // as an offer, so its held place is passed on, never lost.
    const end = { to: how, at: nowIso, userId };
    if (await endWait(trx, id, { ...end, from: ['offered'] })) {
      return freePlace(trx, ctx, w.day, nowIso);
    }
    if (how === 'left' && (await endWait(trx, id, { ...end, from: ['waiting'] }))) return () => {};
    throw waitRefusal(how === 'declined' ? 'waitlistNotOffered' : 'waitlistEnded');
  });
  told();
  return viewOf(ctx, (await findWait(ctx.db, id))!);
}
