// Reminders the sweep sends (issue 18): the day before a confirmed booking, and on the day of one
// whose payment the reader has still not confirmed (so the member uses the messenger note on the
// slip). Each is claimed by one conditional UPDATE before it is sent, so two sweeps (two
// instances) never both send one; the text follows each device's language (push/service). The
// day-before reminder is also a mail in the member's language, queued in the claim's transaction.
import { addDays, type AppointmentStatus, type PushKind } from '@mystic/shared';
import type { Context } from '../context.js';
import { recordBookingEvent } from './events.js';
import * as repo from './repository.js';
import { today } from './calendar.js';

const REMINDERS: {
  column: repo.ReminderColumn;
  status: AppointmentStatus;
  kind: PushKind;
  /** Which day's bookings, counted from today in the reader's time zone. */
  daysAhead: number;
  /** Whether the member also gets the reminder mail. */
  mail: boolean;
}[] = [
  {
    column: 'day_before_reminded_at',
    status: 'Booked',
    kind: 'reminder:day_before',
    daysAhead: 1,
    mail: true,
  },
  {
    column: 'unconfirmed_reminded_at',
    status: 'Verifying',
    kind: 'reminder:unconfirmed',
    daysAhead: 0,
    mail: false,
  },
];

/** Sends the reminders due now; returns how many this sweep claimed. */
export async function sendReminders(ctx: Context): Promise<number> {
  const nowIso = ctx.now().toISOString();
  let sent = 0;
  for (const r of REMINDERS) {
    const day = addDays(today(ctx), r.daysAhead);
    for (const a of await repo.reminderCandidates(ctx.db, r.column, r.status, day)) {
      // The claim and the mail commit together: a claimed reminder always has its mail, once.
      const told = await ctx.db.transaction().execute(async (trx) => {
        if (!(await repo.claimReminder(trx, a.appointment_no, r.column, r.status, day, nowIso))) {
          return null; // another sweep claimed it
        }
        const booking = await repo.findByNo(trx, a.appointment_no);
        if (!booking) return null;
        return recordBookingEvent(trx, ctx, {
          type: 'reminder',
          booking,
          kind: r.kind,
          day,
          mail: r.mail,
          at: nowIso,
        });
      });
      if (!told) continue;
      told();
      sent++;
    }
  }
  return sent;
}
