// POST /:appointmentNo/reschedule: a member moves their own booking to another day (issue 18).
// The window and limit rules are member-rules'; the calendar rules are the booking form's.
import { rescheduleSchema } from '@mystic/shared';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { auditId } from '../lib/audit-id.js';
import { validate } from '../lib/validate.js';
import { ownBooking } from './access.js';
import { checkBookingWindow, refuseClosedDay } from './calendar.js';
import { reservePlace } from './day-counters-repository.js';
import { recordBookingEvent } from './events.js';
import { manageOptions, refusal } from './member-rules.js';
import { changedMeanwhile, dayAlreadyHeld, dayFull } from './refusals.js';
import { dayCountForUser, findByNo, moveDay } from './repository.js';
import { insertStatusChange } from './status-changes-repository.js';
import { memberView } from './view.js';
import { freePlace } from '../waitlist/offer.js';

export async function rescheduleByMember(ctx: Context, userId: number, no: string, body: unknown) {
  const a = await ownBooking(ctx, userId, no);
  const day = validate(rescheduleSchema, body).appointment_date;

  const settings = await ctx.cms.bookingSettings();
  const options = manageOptions(a, settings, ctx.now(), ctx.config.timeZone);
  if (!options.can_reschedule) throw refusal(options.reschedule_block!);

  // The booking form's calendar rules, with its messages.
  checkBookingWindow(ctx, day);
  if (day === a.appointment_date) {
    throw AppError.validation({ appointment_date: ['reschedule_same_day'] });
  }
  await refuseClosedDay(ctx, day, settings);

  const nowIso = ctx.now().toISOString();
  const from = a.appointment_date;
  const told = await ctx.db.transaction().execute(async (trx) => {
    // The booking row first: a parallel move of the same booking waits here, then finds it
    // changed and is refused. Day counters are then locked in day order, so two moves in opposite
    // directions (A: 3rd→5th, B: 5th→3rd) cannot deadlock on PostgreSQL.
    if (!(await moveDay(trx, a, day, nowIso))) throw changedMeanwhile();
    // The place left behind goes to the first on that day's waitlist, if any (issue 45).
    let offered = () => {};
    if (day < from) {
      if (!(await reservePlace(trx, day, settings.daily_capacity))) throw dayFull();
      offered = await freePlace(trx, ctx, from, nowIso);
    } else {
      offered = await freePlace(trx, ctx, from, nowIso);
      if (!(await reservePlace(trx, day, settings.daily_capacity))) throw dayFull();
    }
    // After the new day's counter is held (see create.ts): the member's own day limit.
    const held = await dayCountForUser(trx, userId, day);
    if (held > settings.max_bookings_per_day) throw dayAlreadyHeld();
    // Same status on both sides: the desk's history shows it as a move, with the days.
    await insertStatusChange(trx, {
      id: auditId(),
      appointment_no: a.appointment_no,
      from_status: a.status,
      to_status: a.status,
      note: `Moved by the member from ${from} to ${day}`,
      actor: `member:${userId}`,
      created_at: nowIso,
    });
    // The member's and the reader's mails exist exactly when the move does.
    const moved = await recordBookingEvent(trx, ctx, {
      type: 'rescheduled',
      booking: { ...a, appointment_date: day },
      fromDay: from,
      at: nowIso,
    });
    return () => {
      moved();
      offered();
    };
  });
  told();
  const moved = await findByNo(ctx.db, a.appointment_no);
  return memberView(ctx, moved!, settings);
}
