// Reminders the sweep sends (issue 18): the day before a confirmed booking, and on the day of one
// whose payment the reader has still not confirmed (so the member uses the messenger note on the
// slip). Each is claimed by one conditional UPDATE before it is sent, so two sweeps (two
// instances) never both send one; the text follows each device's language (push/service).
import type { AppointmentStatus, PushKind } from '@mystic/shared';
import type { Context } from '../context.js';
import { addDays } from '../lib/dates.js';
import * as repo from './repository.js';
import { today } from './service.js';

const REMINDERS: {
  column: repo.ReminderColumn;
  status: AppointmentStatus;
  kind: PushKind;
  /** Which day's bookings, counted from today in the reader's time zone. */
  daysAhead: number;
}[] = [
  { column: 'day_before_reminded_at', status: 'Booked', kind: 'reminder:day_before', daysAhead: 1 },
  {
    column: 'unconfirmed_reminded_at',
    status: 'Verifying',
    kind: 'reminder:unconfirmed',
    daysAhead: 0,
  },
];

/** Sends the reminders due now; returns how many this sweep claimed. */
export async function sendReminders(ctx: Context): Promise<number> {
  const nowIso = ctx.now().toISOString();
  let sent = 0;
  for (const r of REMINDERS) {
    const day = addDays(today(ctx), r.daysAhead);
    for (const a of await repo.reminderCandidates(ctx.db, r.column, r.status, day)) {
      if (!(await repo.claimReminder(ctx.db, a.appointment_no, r.column, r.status, day, nowIso))) {
        continue; // another sweep claimed it
      }
      ctx.notifier.statusChanged({
        userId: a.user_id,
        appointmentNo: a.appointment_no,
        status: r.status,
        kind: r.kind,
        day,
      });
      sent++;
    }
  }
  return sent;
}
