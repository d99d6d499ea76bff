// The mail outbox (issue 19). A mail is a row written in the same transaction as the event that
// causes it, so an event that committed always has its mails and a rolled-back one has none.
// After the commit it is tried at once; the periodic sweep retries it with back-off while SMTP is
// down. A lease (one conditional UPDATE) lets exactly one sweep of any instance send a row, and
// the row turns `sent` right after the server accepted it. A crash between the two can repeat a
// mail once: it is sent again with the same Message-ID, which mail clients treat as one message.
import {
  LOCALES,
  paymentStateOf,
  proofStands,
  totalsOf,
  type Locale,
  type MailKind,
} from '@mystic/shared';
import type { Transaction } from 'kysely';
import type { AppointmentRecord } from '../appointments/model.js';
import type { Context } from '../context.js';
import type { Database, MailOutboxTable } from '../db/schema.js';
import { auditId } from '../lib/audit-id.js';
import { outboxBackoffMs } from '../lib/leased-outbox.js';
import * as repo from './repository.js';
import {
  NEEDS_ACCOUNTS,
  renderMail,
  type MailBooking,
  type MailPayload,
  type MailSite,
} from './templates.js';

type Trx = Transaction<Database>;

/** Attempts before a mail is marked failed (with the outbox's back-off, about a day). */
export const MAX_MAIL_ATTEMPTS = 30;
export const mailBackoffMs = outboxBackoffMs;

const localeOf = (value: string | null | undefined): Locale =>
  (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : 'en';

export function bookingSnapshot(a: AppointmentRecord): MailBooking {
  return {
    no: a.appointment_no,
    date: a.appointment_date,
    customer: a.customer_name,
    lines: a.lines.map((l) => ({
      name: l.package_name,
      name_my: l.package_name_my,
      balance: l.balance,
      th_balance: l.th_balance,
    })),
    ...totalsOf(a),
    payment_type_name: a.payment_type_name,
    payment_type_id: a.payment_type_id,
    transaction_no: a.transaction_no,
    paid_at: a.paid_at,
    payment_state: paymentStateOf(a.status, a.paid_at, proofStands(a)),
  };
}

interface QueueInput {
  kind: MailKind;
  audience: 'member' | 'reader';
  recipient: string | null;
  locale: Locale;
  appointmentNo: string | null;
  payload: MailPayload;
  nowIso: string;
}

/** The outbox row of a mail to queue (its payload serialised once, shared by every row). */
function mailRow(input: QueueInput, payload: string): MailOutboxTable {
  return {
    id: auditId(),
    kind: input.kind,
    audience: input.audience,
    recipient: input.recipient,
    locale: input.locale,
    appointment_no: input.appointmentNo,
    payload,
    status: 'queued',
    attempts: 0,
    next_attempt_at: input.nowIso,
    locked_until: null,
    last_error: null,
    message_id: null,
    created_at: input.nowIso,
    sent_at: null,
  };
}

/** Queues one mail inside the caller's transaction; returns its id. */
export async function queueMail(trx: Trx | Context['db'], input: QueueInput): Promise<string> {
  const row = mailRow(input, JSON.stringify(input.payload));
  await repo.insert(trx, [row]);
  return row.id;
}

/** Queues `memberKind` to the booking's member and `readerKind` (if any) to the reader. */
async function queueForBooking(
  trx: Trx,
  ctx: Context,
  a: AppointmentRecord,
  nowIso: string,
  memberKind: MailKind | null,
  readerKind: MailKind | null,
  extra: Omit<MailPayload, 'booking' | 'name'> & { previousDate?: string } = {},
): Promise<string[]> {
  const { previousDate, ...rest } = extra;
  const booking = { ...bookingSnapshot(a), previous_date: previousDate ?? null };
  const payload: MailPayload = { ...rest, name: a.customer_name, booking };
  const common = { appointmentNo: a.appointment_no, payload, nowIso };
  const json = JSON.stringify(payload);
  const rows: MailOutboxTable[] = [];
  if (memberKind) {
    rows.push(
      mailRow(
        {
          ...common,
          kind: memberKind,
          audience: 'member',
          recipient: a.customer_email,
          locale: localeOf(a.locale),
        },
        json,
      ),
    );
  }
  if (readerKind) {
    rows.push(
      mailRow(
        {
          ...common,
          kind: readerKind,
          audience: 'reader',
          recipient: null,
          locale: ctx.config.mail.readerLocale,
        },
        json,
      ),
    );
  }
  await repo.insert(trx, rows);
  return rows.map((r) => r.id);
}

/** A new booking: "received, how to pay" to the member, "new booking" to the reader. */
export const queueBookingCreatedMails = (
  trx: Trx,
  ctx: Context,
  a: AppointmentRecord,
  nowIso: string,
  expiresAt: string,
) =>
  queueForBooking(trx, ctx, a, nowIso, 'booking_received', 'reader_new_booking', {
    expires_at: expiresAt,
  });

/**
 * The mails a status change causes, queued in its transaction (`a` is the booking after it).
 * A member's own cancellation gets its own pair of mails.
 */
export function queueStatusMails(
  trx: Trx,
  ctx: Context,
  a: AppointmentRecord,
  from: string,
  actor: string,
  note: string | null,
  nowIso: string,
): Promise<string[]> {
  const byMember = actor.startsWith('member:');
  switch (a.status) {
    case 'Verifying':
      return queueForBooking(trx, ctx, a, nowIso, 'proof_received', 'reader_new_proof');
    case 'Booked':
      return queueForBooking(trx, ctx, a, nowIso, 'payment_confirmed', null);
    case 'Pending':
      // Only a rejected proof sends a booking back to awaiting payment.
      return from === 'Verifying'
        ? queueForBooking(trx, ctx, a, nowIso, 'proof_rejected', null, { note })
        : Promise.resolve([]);
    case 'Finished':
      return queueForBooking(trx, ctx, a, nowIso, 'finished', null);
    case 'Cancelled':
      return byMember
        ? queueMemberCancelledMails(trx, ctx, a, nowIso)
        : queueForBooking(trx, ctx, a, nowIso, 'cancelled', null, { note });
    case 'Expired':
      return queueForBooking(trx, ctx, a, nowIso, 'expired', null);
    default:
      return Promise.resolve([]);
  }
}

/** For the member's own cancellation (issue 18): to the member and to the reader. */
export const queueMemberCancelledMails = (
  trx: Trx,
  ctx: Context,
  a: AppointmentRecord,
  nowIso: string,
) => queueForBooking(trx, ctx, a, nowIso, 'member_cancelled', 'reader_member_cancelled');

/** For a reschedule (issue 18): `a` has its new date; `previousDate` the one it had. */
export const queueRescheduledMails = (
  trx: Trx,
  ctx: Context,
  a: AppointmentRecord,
  previousDate: string,
  nowIso: string,
) => queueForBooking(trx, ctx, a, nowIso, 'rescheduled', 'reader_rescheduled', { previousDate });

/** For the day-before reminder (issue 18): to the member only. */
export const queueReminderMail = (trx: Trx, ctx: Context, a: AppointmentRecord, nowIso: string) =>
  queueForBooking(trx, ctx, a, nowIso, 'reminder', null);

/** A password reset link (the CMS asks for it over the reader API). */
export function queuePasswordResetMail(
  ctx: Context,
  input: { to: string; locale: Locale; link: string; name?: string },
): Promise<string> {
  return queueMail(ctx.db, {
    kind: 'password_reset',
    audience: 'member',
    recipient: input.to,
    locale: input.locale,
    appointmentNo: null,
    payload: { link: input.link, name: input.name ?? '' },
    nowIso: ctx.now().toISOString(),
  });
}

/** A notice to the old address that the login e-mail changed (the CMS asks for it, issue 37). */
export function queueEmailChangedMail(
  ctx: Context,
  input: { to: string; locale: Locale; newEmail: string; name?: string },
): Promise<string> {
  return queueMail(ctx.db, {
    kind: 'email_changed',
    audience: 'member',
    recipient: input.to,
    locale: input.locale,
    appointmentNo: null,
    payload: { new_email: input.newEmail, name: input.name ?? '' },
    nowIso: ctx.now().toISOString(),
  });
}

/** The reader's details and the site, read now; payment accounts only when the mail needs them. */
async function siteFor(
  ctx: Context,
  kind: MailKind,
): Promise<MailSite & { readerEmail: string | null }> {
  const info = await ctx.cms.siteInfo();
  // The accounts must be right: when the CMS cannot give them, the mail waits for it.
  const accounts = NEEDS_ACCOUNTS.includes(kind) ? await ctx.cms.paymentTypes() : null;
  return {
    url: ctx.config.publicUrl,
    name: info?.title || 'Mystic Visions',
    // The public contact address in the mail; READER_EMAIL is where the reader's mails go.
    email: info?.email || ctx.config.mail.readerEmail,
    phone: info?.phone ?? null,
    accounts,
    timeZone: ctx.config.timeZone,
    readerEmail: ctx.config.mail.readerEmail ?? (info?.email || null),
  };
}

/** An SMTP answer that will not change on a retry (a refused address, a message refused). */
const isPermanent = (err: unknown) => {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * The payload with the payment type named in the mail's language: the booking keeps the name it
 * was paid with (English), the CMS has the Burmese one ("Bank transfer (Thailand)" read as
 * English in a Burmese mail, issue 38).
 */
async function inLanguage(ctx: Context, payload: MailPayload, locale: Locale) {
  const id = payload.booking?.payment_type_id;
  if (locale !== 'my' || id === null || id === undefined) return payload;
  const name = (await ctx.cms.paymentTypeNamesMy())?.get(id);
  return name ? { ...payload, booking: { ...payload.booking!, payment_type_name: name } } : payload;
}

export type MailResult = 'sent' | 'retry' | 'failed' | 'skipped';

/** Sends one queued mail if it is due and no one else holds it. */
export async function deliverMail(ctx: Context, id: string): Promise<MailResult> {
  const claimed = await repo.outbox.claim(ctx.db, id, ctx.now());
  if (!claimed) return 'skipped';
  const { row, lease } = claimed;
  const attempts = row.attempts + 1;
  const messageId = `<${row.id}@${new URL(ctx.config.publicUrl).hostname || 'localhost'}>`;
  try {
    const kind = row.kind as MailKind;
    const site = await siteFor(ctx, kind);
    const to = row.audience === 'reader' ? site.readerEmail : row.recipient;
    if (!to) throw Object.assign(new Error('no address to send to'), { responseCode: 550 });
    const locale = localeOf(row.locale);
    const mail = renderMail(
      kind,
      locale,
      await inLanguage(ctx, JSON.parse(row.payload) as MailPayload, locale),
      site,
    );
    await ctx.mailer.send({
      id: row.id,
      kind: row.kind,
      messageId,
      from: ctx.config.mail.from,
      to,
      ...mail,
    });
    await repo.outbox.release(ctx.db, id, lease, {
      status: 'sent',
      attempts,
      sent_at: ctx.now().toISOString(),
      message_id: messageId,
      last_error: null,
    });
    return 'sent';
  } catch (err) {
    const message = (err as Error).message.slice(0, 500);
    if (isPermanent(err) || attempts >= MAX_MAIL_ATTEMPTS) {
      ctx.log.warn({ mail: row.id, kind: row.kind, error: message }, 'mail failed for good');
      await repo.outbox.release(ctx.db, id, lease, {
        status: 'failed',
        attempts,
        last_error: message,
      });
      return 'failed';
    }
    await repo.outbox.release(ctx.db, id, lease, {
      status: 'retrying',
      attempts,
      next_attempt_at: new Date(ctx.now().getTime() + mailBackoffMs(attempts)).toISOString(),
      last_error: message,
    });
    return 'retry';
  }
}

/** Tries `ids` soon, after their event committed (the sweep retries what fails). */
export function sendSoon(ctx: Context, ids: string[]): void {
  if (ids.length === 0) return;
  ctx.background.soon('mail', async () => {
    for (const id of ids) await deliverMail(ctx, id);
  });
}

/** One pass of the sweep over due mails, oldest first; returns how many were sent. */
export async function flushMailOutbox(ctx: Context, limit = 50): Promise<number> {
  let sent = 0;
  for (const id of await repo.outbox.dueIds(ctx.db, ctx.now().toISOString(), limit)) {
    if ((await deliverMail(ctx, id)) === 'sent') sent++;
  }
  return sent;
}

/** What the reader's desk shows of a booking's mails. */
export async function mailsOf(ctx: Context, no: string) {
  const rows: MailOutboxTable[] = await repo.forAppointment(ctx.db, no);
  return rows.map((r) => ({
    kind: r.kind,
    to: r.audience === 'reader' ? 'reader' : r.recipient,
    status: r.status,
    attempts: r.attempts,
    sent_at: r.sent_at,
    last_error: r.last_error,
  }));
}
