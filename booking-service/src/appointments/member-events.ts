// What happens after a member cancels or moves their own booking, once it is committed. This is
// the one place such events leave the service: today a web push to the member's devices (and the
// audit row written in the transaction shows it in the reader's desk). E-mails for these events
// (issue 19) belong here too: add them in `memberBookingEvent`, not in the routes or rules.
import type { Context } from '../context.js';

export type MemberBookingEvent =
  | { type: 'member_cancelled'; userId: number; appointmentNo: string; day: string }
  | {
      type: 'member_rescheduled';
      userId: number;
      appointmentNo: string;
      status: import('@mystic/shared').AppointmentStatus;
      fromDay: string;
      toDay: string;
    };

export function memberBookingEvent(ctx: Context, event: MemberBookingEvent): void {
  if (event.type === 'member_cancelled') {
    ctx.notifier.statusChanged({
      userId: event.userId,
      appointmentNo: event.appointmentNo,
      status: 'Cancelled',
      day: event.day,
    });
  } else {
    ctx.notifier.statusChanged({
      userId: event.userId,
      appointmentNo: event.appointmentNo,
      status: event.status,
      kind: 'rescheduled',
      day: event.toDay,
    });
  }
  // Issue 19 (e-mails): send "member cancelled" / "member rescheduled" mails from here.
}
