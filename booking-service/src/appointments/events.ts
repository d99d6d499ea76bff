// The booking-event hook (issue 40): every change of a booking leaves the service here, once.
// The rules (create, change-status, reschedule, reminders) say what happened; each channel is a
// listener that decides what it owes for it: the mails (durable, queued in the change's own
// transaction) and the member's push (after the commit). A new channel (the reader's push, a chat
// app, the waitlist's offers) is one more listener here, not a call added to five rules.
import type { AppointmentStatus, PushKind } from '@mystic/shared';
import type { Context } from '../context.js';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import {
  queueBookingCreatedMails,
  queueReminderMail,
  queueRescheduledMails,
  queueStatusMails,
  sendSoon,
} from '../mail/service.js';
import type { AppointmentRecord } from './model.js';
import { readerListener } from '../reader-notify/listener.js';
import { memberTelegramListener } from '../telegram/member.js';
import { memberPush, queueMemberMail } from '../readings/tell.js';
import type { WaitRecord } from '../waitlist/repository.js';
import { queueWaitlistOfferMail, waitlistPush } from '../waitlist/tell.js';

export type BookingEvent =
  | { type: 'created'; booking: AppointmentRecord; at: string; expiresAt: string }
  | {
      type: 'status_changed';
      /** The booking after the change. */
      booking: AppointmentRecord;
      from: AppointmentStatus;
      actor: string;
      note: string | null;
      at: string;
      /** No push: the change is part of another event (a sweep's, say) that tells it itself. */
      silent?: boolean;
    }
  | { type: 'rescheduled'; booking: AppointmentRecord; fromDay: string; at: string }
  | {
      type: 'reminder';
      booking: AppointmentRecord;
      kind: PushKind;
      /** The day the reminder is about. */
      day: string;
      /** Whether the member also gets the reminder mail. */
      mail: boolean;
      at: string;
    }
  // Issue 45, the waitlist: a freed place held for the first in line (`wait` after the change),
  // taken (the booking it made has its own 'created'), or its hold run out (passed on).
  | { type: 'waitlist_offered'; wait: WaitRecord; at: string; holdUntil: string }
  | { type: 'waitlist_accepted'; wait: WaitRecord; booking: AppointmentRecord; at: string }
  | { type: 'waitlist_lapsed'; wait: WaitRecord; at: string }
  // Issue 44: the reader sent the reading (`finished`: it moved the booking to Finished too), and
  // the member is asked once for a review.
  | { type: 'reading_sent'; booking: AppointmentRecord; finished: boolean; at: string }
  | { type: 'review_request'; booking: AppointmentRecord; at: string };

type Trx = Transaction<Database>;

/** What a listener does once the change has committed (nothing when it owes nothing). */
type AfterCommit = (() => void) | void;

export interface BookingEventListener {
  name: string;
  /** Runs in the change's transaction: what must exist exactly when the change does. */
  record(trx: Trx, ctx: Context, event: BookingEvent): Promise<AfterCommit> | AfterCommit;
}

const byMember = (actor: string) => actor.startsWith('member:');

/** The mails: queued with the change (the outbox), sent soon after it commits. */
export const mailListener: BookingEventListener = {
  name: 'mail',
  async record(trx, ctx, event) {
    const ids = await (() => {
      switch (event.type) {
        case 'created':
          return queueBookingCreatedMails(trx, ctx, event.booking, event.at, event.expiresAt);
        case 'status_changed':
          return queueStatusMails(
            trx,
            ctx,
            event.booking,
            event.from,
            event.actor,
            event.note,
            event.at,
          );
        case 'rescheduled':
          return queueRescheduledMails(trx, ctx, event.booking, event.fromDay, event.at);
        case 'reminder':
          return event.mail ? queueReminderMail(trx, ctx, event.booking, event.at) : [];
        case 'waitlist_offered':
          return queueWaitlistOfferMail(trx, ctx, event.wait, event.holdUntil, event.at);
        case 'waitlist_accepted':
        case 'waitlist_lapsed':
          return [];
        case 'reading_sent':
        case 'review_request':
          return queueMemberMail(trx, event.booking, event.type, event.at);
      }
    })();
    return () => sendSoon(ctx, ids);
  },
};

/** The member's devices: a push in each device's language, after the commit. */
export const memberPushListener: BookingEventListener = {
  name: 'member push',
  record(_trx, ctx, event) {
    switch (event.type) {
      case 'waitlist_offered':
      case 'waitlist_lapsed':
        return () => ctx.notifier.statusChanged(waitlistPush(ctx, event));
      case 'waitlist_accepted':
        return;
    }
    const { booking } = event;
    const target = { userId: booking.user_id, appointmentNo: booking.appointment_no };
    switch (event.type) {
      case 'created':
        return;
      case 'status_changed':
        if (event.silent) return;
        // The member's own cancellation names its day (the member may hold several).
        return () =>
          ctx.notifier.statusChanged(
            byMember(event.actor)
              ? { ...target, status: booking.status, day: booking.appointment_date }
              : { ...target, status: booking.status },
          );
      case 'rescheduled':
        return () =>
          ctx.notifier.statusChanged({
            ...target,
            status: booking.status,
            kind: 'rescheduled',
            day: booking.appointment_date,
          });
      case 'reminder':
        return () =>
          ctx.notifier.statusChanged({
            ...target,
            status: booking.status,
            kind: event.kind,
            day: event.day,
          });
      case 'reading_sent':
      case 'review_request':
        return () => memberPush(ctx, booking, event.type);
    }
  },
};

/** Every channel, in the order their follow-ups run. */
export const BOOKING_EVENT_LISTENERS: readonly BookingEventListener[] = [
  mailListener,
  memberPushListener,
  // Issue 42: the reader's own devices and Telegram; members who opted in to Telegram.
  readerListener,
  memberTelegramListener,
];

/**
 * Records `event` in its transaction with every listener, and returns what to run once that
 * transaction has committed (never before: a rolled-back change must tell nobody).
 */
export async function recordBookingEvent(
  trx: Trx,
  ctx: Context,
  event: BookingEvent,
  listeners: readonly BookingEventListener[] = BOOKING_EVENT_LISTENERS,
): Promise<() => void> {
  const after: (() => void)[] = [];
  for (const listener of listeners) {
    const follow = await listener.record(trx, ctx, event);
    if (follow) after.push(follow);
  }
  return () => {
    for (const follow of after) follow();
  };
}
