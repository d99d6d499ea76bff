// Which booking events the reader hears of, and what each notice says and opens (issue 42).
import type { ReaderNoticeFacts, ReaderNoticeKind } from '@mystic/shared';
import type { AppointmentRecord } from '../appointments/model.js';
import type { BookingEvent } from '../appointments/events.js';

/** Where the desk lives on the site's origin (Strapi's admin, the bookings plugin). */
export const DESK_PATH = '/admin/plugins/bookings';

export interface ReaderNotice {
  kind: ReaderNoticeKind;
  facts: ReaderNoticeFacts;
  appointmentNo: string | null;
  /** The desk page the notice opens (a path on the site's origin). */
  url: string;
}

const amountOf = (a: AppointmentRecord) =>
  `${a.balance.toLocaleString('en-US')} Ks / ${a.th_balance.toLocaleString('en-US')} ฿`;

const aboutBooking = (
  kind: ReaderNoticeKind,
  a: AppointmentRecord,
  more: ReaderNoticeFacts = {},
) => ({
  kind,
  appointmentNo: a.appointment_no,
  url: `${DESK_PATH}/${encodeURIComponent(a.appointment_no)}`,
  facts: { no: a.appointment_no, day: a.appointment_date, customer: a.customer_name, ...more },
});

/** The notice `event` gives the reader, or null when it is nothing of hers. */
export function noticeOf(event: BookingEvent): ReaderNotice | null {
  // Hook of the waitlist (issue 45): its 'waitlist_accepted' event, once events.ts has it, is
  // told here; matched by name so this file stands whether or not that kind exists yet.
  const typed = event as { type: string; booking?: AppointmentRecord };
  if (typed.type === 'waitlist_accepted' && typed.booking) {
    return aboutBooking('waitlist_accepted', typed.booking);
  }
  switch (event.type) {
    case 'created':
      return aboutBooking('new_booking', event.booking);
    case 'status_changed': {
      const a = event.booking;
      if (a.status === 'Verifying') {
        return aboutBooking('proof', a, {
          amount: amountOf(a),
          payment: a.payment_type_name ?? '',
        });
      }
      if (a.status === 'Cancelled' && event.actor.startsWith('member:')) {
        return aboutBooking('member_cancelled', a);
      }
      return null;
    }
    case 'rescheduled':
      return aboutBooking('member_moved', event.booking, { from: event.fromDay });
    default:
      return null;
  }
}
