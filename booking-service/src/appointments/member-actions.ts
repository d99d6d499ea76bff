// A member cancels or moves their own booking (issue 18). The window and limit rules live in
// member-rules; the calendar rules are the booking form's (closedReason, today, horizon, capacity).
import { MESSAGES, fieldErrors, rescheduleSchema } from '@mystic/shared';
import type { Context } from '../context.js';
import type { BookingSettings } from '../cms/client.js';
import { AppError } from '../errors.js';
import { auditId } from '../lib/audit-id.js';
import { queueRescheduledMails, sendSoon } from '../mail/service.js';
import { memberBookingEvent } from './member-events.js';
import { manageOptions, refusal } from './member-rules.js';
import type { AppointmentRecord } from './model.js';
import * as repo from './repository.js';
import { changeStatus, closedReason, lastBookableDay, today, view } from './service.js';

/** The member's own booking; another member's answers 404 like an unknown one (no probing). */
export async function ownBooking(
  ctx: Context,
  userId: number,
  no: string,
): Promise<AppointmentRecord> {
  const a = await repo.findByNo(ctx.db, no.toUpperCase());
  if (!a || a.user_id !== userId) throw new AppError('not_found', MESSAGES.notFound);
  return a;
}

/** The member's answer: the booking, what they may still do with it, and when to pay by. */
export function memberView(ctx: Context, a: AppointmentRecord, settings: BookingSettings) {
  const payBy =
    a.status === 'Pending' && a.pending_since
      ? new Date(
          new Date(a.pending_since).getTime() + settings.unpaid_expiry_hours * 3_600_000,
        ).toISOString()
      : null;
  return {
    ...view(ctx, a),
    pay_by: payBy,
    manage: manageOptions(a, settings, ctx.now(), ctx.config.timeZone),
  };
}

const changedMeanwhile = () => new AppError('booking_changed', MESSAGES.bookingChanged);
const dayFull = () =>
  new AppError('day_full', MESSAGES.dayFull, { appointment_date: [MESSAGES.dayFull] });

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
    silent: true,
  });
  if (!changed) throw changedMeanwhile();
  memberBookingEvent(ctx, {
    type: 'member_cancelled',
    userId,
    appointmentNo: a.appointment_no,
    day: a.appointment_date,
  });
  return memberView(ctx, changed, settings);
}

export async function rescheduleByMember(ctx: Context, userId: number, no: string, body: unknown) {
  const a = await ownBooking(ctx, userId, no);
  const parsed = rescheduleSchema.safeParse(body ?? {});
  if (!parsed.success) throw AppError.validation(fieldErrors(parsed.error));
  const day = parsed.data.appointment_date;

  const settings = await ctx.cms.bookingSettings();
  const options = manageOptions(a, settings, ctx.now(), ctx.config.timeZone);
  if (!options.can_reschedule) throw refusal(options.reschedule_block!);

  // The booking form's calendar rules, with its messages.
  const first = today(ctx);
  if (day < first) throw AppError.validation({ appointment_date: [MESSAGES.dateBeforeToday] });
  if (day > lastBookableDay(ctx, first)) {
    throw AppError.validation({ appointment_date: [MESSAGES.dateTooFar] });
  }
  if (day === a.appointment_date) {
    throw AppError.validation({ appointment_date: [MESSAGES.rescheduleSameDay] });
  }
  const closed = await closedReason(ctx, day, settings);
  if (closed) throw new AppError('day_unavailable', closed, { appointment_date: [closed] });

  const nowIso = ctx.now().toISOString();
  const from = a.appointment_date;
  const mailIds = await ctx.db.transaction().execute(async (trx) => {
    // The booking row first: a parallel move of the same booking waits here, then finds it
    // changed and is refused. Day counters are then locked in day order, so two moves in opposite
    // directions (A: 3rd→5th, B: 5th→3rd) cannot deadlock on PostgreSQL.
    if (!(await repo.moveDay(trx, a, day, nowIso))) throw changedMeanwhile();
    if (day < from) {
      if (!(await repo.reservePlace(trx, day, settings.daily_capacity))) throw dayFull();
      await repo.releasePlace(trx, from);
    } else {
      await repo.releasePlace(trx, from);
      if (!(await repo.reservePlace(trx, day, settings.daily_capacity))) throw dayFull();
    }
    // After the new day's counter is held (see createAppointment): the member's own day limit.
    const held = await repo.dayCountForUser(trx, userId, day);
    if (held > settings.max_bookings_per_day) {
      throw new AppError('day_already_held', MESSAGES.dayAlreadyHeld, {
        appointment_date: [MESSAGES.dayAlreadyHeld],
      });
    }
    // Same status on both sides: the desk's history shows it as a move, with the days.
    await repo.insertStatusChange(trx, {
      id: auditId(),
      appointment_no: a.appointment_no,
      from_status: a.status,
      to_status: a.status,
      note: `Moved by the member from ${from} to ${day}`,
      actor: `member:${userId}`,
      created_at: nowIso,
    });
    // The member's and the reader's mails exist exactly when the move does.
    return queueRescheduledMails(trx, ctx, { ...a, appointment_date: day }, from, nowIso);
  });
  sendSoon(ctx, mailIds);

  memberBookingEvent(ctx, {
    type: 'member_rescheduled',
    userId,
    appointmentNo: a.appointment_no,
    status: a.status,
    fromDay: from,
    toDay: day,
  });
  const moved = await repo.findByNo(ctx.db, a.appointment_no);
  return memberView(ctx, moved!, settings);
}
