// The one home of what a member may still do with their booking (issue 18): cancel while it
// awaits payment or the reader's check; a confirmed (Booked) one only until `cancel_notice_hours`
// before its day begins in the reader's time zone (0: never); move it under the same rule, at
// most `max_reschedules` times.
import { type ManageBlock, type ManageOptions } from '@mystic/shared';
import type { BookingSettings } from '../cms/client.js';
import { AppError } from '../errors.js';
import { startOfDayIn } from '../lib/dates.js';
import type { AppointmentsTable } from '../db/schema.js';

type Facts = Pick<AppointmentsTable, 'status' | 'appointment_date' | 'reschedule_count'>;

export function manageOptions(
  a: Facts,
  settings: Pick<BookingSettings, 'cancel_notice_hours' | 'max_reschedules'>,
  now: Date,
  timeZone: string,
): ManageOptions {
  const left = Math.max(settings.max_reschedules - a.reschedule_count, 0);
  let block: ManageBlock | null = null;
  let deadline: string | null = null;
  if (a.status === 'Booked') {
    if (settings.cancel_notice_hours <= 0) block = 'members_cannot';
    else {
      const last = new Date(
        startOfDayIn(timeZone, a.appointment_date).getTime() -
          settings.cancel_notice_hours * 3_600_000,
      );
      deadline = last.toISOString();
      if (now > last) block = 'too_late';
    }
  } else if (a.status !== 'Pending' && a.status !== 'Verifying') {
    block = 'ended';
  }
  const rescheduleBlock = block ?? (left === 0 ? 'limit_reached' : null);
  return {
    can_cancel: block === null,
    can_reschedule: rescheduleBlock === null,
    cancel_block: block,
    reschedule_block: rescheduleBlock,
    reschedules_left: block === 'ended' ? 0 : left,
    deadline,
  };
}

const REFUSAL: Record<ManageBlock, () => AppError> = {
  ended: () => new AppError('booking_ended'),
  too_late: () => new AppError('manage_too_late'),
  members_cannot: () => new AppError('manage_members_cannot'),
  limit_reached: () => new AppError('reschedule_limit'),
};

/** The refusal (409) for a blocked cancel or move. */
export const refusal = (block: ManageBlock) => REFUSAL[block]();
