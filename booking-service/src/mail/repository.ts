// Kysely code for the mail outbox: queue, then the leased outbox's claim, sent or reschedule
// (lib/leased-outbox.ts), and the mails of one booking.
import type { Db, Executor } from '../db/index.js';
import type { MailOutboxTable, MailStatus } from '../db/schema.js';
import { bookingLog } from '../db/booking-log.js';
import { leasedOutbox } from '../lib/leased-outbox.js';

/** The mail outbox keeps its sent and failed rows (the desk shows them): these are still open. */
export const outbox = leasedOutbox('mail_outbox', {
  leaseMs: 120_000,
  openStatuses: ['queued', 'retrying'] satisfies MailStatus[],
});

/** Inserts the rows in one statement (a booking's two mails are queued together). */
export async function insert(trx: Executor, rows: MailOutboxTable[]): Promise<void> {
  if (rows.length > 0) await trx.insertInto('mail_outbox').values(rows).execute();
}

/** The mails about one booking, oldest first (the reader's desk shows them). */
export const forAppointment = (db: Db, no: string): Promise<MailOutboxTable[]> =>
  bookingLog(db, 'mail_outbox', no);
