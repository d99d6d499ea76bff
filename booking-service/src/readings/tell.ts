// What the reading's events tell the member (issue 44): "your reading is ready" when the reader
// sends it, and "how was your reading?" once, some days after it finished; a mail queued with
// the event (the outbox) and a push after the commit, both in the member's language.
import { LOCALES, type Locale, type MailKind } from '@mystic/shared';
import type { Transaction } from 'kysely';
import type { Context } from '../context.js';
import type { Database } from '../db/schema.js';
import { bookingSnapshot, queueMail } from '../mail/service.js';
import type { AppointmentRecord } from '../appointments/model.js';

const localeOf = (value: string | null | undefined): Locale =>
  (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : 'en';

/** Queues `kind` to the booking's member, in its language; returns the mail's id. */
export async function queueMemberMail(
  trx: Transaction<Database>,
  a: AppointmentRecord,
  kind: Extract<MailKind, 'reading_sent' | 'review_request'>,
  nowIso: string,
): Promise<string[]> {
  const id = await queueMail(trx, {
    kind,
    audience: 'member',
    recipient: a.customer_email,
    locale: localeOf(a.locale),
    appointmentNo: a.appointment_no,
    payload: { name: a.customer_name, booking: { ...bookingSnapshot(a), previous_date: null } },
    nowIso,
  });
  return [id];
}

/** The member's push for `kind` (after the commit). */
export const memberPush = (
  ctx: Context,
  a: AppointmentRecord,
  kind: 'reading_sent' | 'review_request',
) =>
  ctx.notifier.statusChanged({
    userId: a.user_id,
    appointmentNo: a.appointment_no,
    status: a.status,
    kind,
  });
