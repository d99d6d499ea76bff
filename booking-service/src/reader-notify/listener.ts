// The reader's notices as one listener of the booking-event hook (issue 42): in the change's
// transaction, one outbox row per device of each reader who wants the notice (and one for her
// Telegram chat), due when her quiet hours end; after the commit they are tried at once, and the
// sweep retries what failed, as with mails.
import { quietHoursEnd } from '@mystic/shared';
import type { BookingEventListener } from '../appointments/events.js';
import type { Context } from '../context.js';
import type { Executor } from '../db/index.js';
import type { ReaderOutboxTable } from '../db/schema.js';
import { auditId } from '../lib/audit-id.js';
import { deliverSoon } from './deliver.js';
import { noticeOf, type ReaderNotice } from './notices.js';
import { insertNotices, listeners, settingsOf } from './repository.js';

/** Queues `notice` for every reader who wants it; returns the outbox ids. */
export async function queueReaderNotice(
  db: Executor,
  ctx: Context,
  notice: ReaderNotice,
  onlyAdmin?: number,
): Promise<string[]> {
  const now = ctx.now();
  const nowIso = now.toISOString();
  const { settings, devices } = await listeners(db);
  const rows: ReaderOutboxTable[] = [];
  const payload = JSON.stringify(notice);
  for (const row of settings) {
    if (onlyAdmin !== undefined && row.admin_id !== onlyAdmin) continue;
    const s = settingsOf(row);
    if (!s.events.includes(notice.kind)) continue;
    // Held, not dropped: due when her quiet hours end.
    const due =
      quietHoursEnd(now, ctx.config.timeZone, s.quiet_from, s.quiet_to)?.toISOString() ?? nowIso;
    const row0 = {
      admin_id: row.admin_id,
      kind: notice.kind,
      appointment_no: notice.appointmentNo,
      payload,
      attempts: 0,
      next_attempt_at: due,
      locked_until: null,
      last_error: null,
      created_at: nowIso,
    };
    for (const d of devices) {
      if (d.admin_id === row.admin_id) {
        rows.push({ ...row0, id: auditId(), channel: 'push', target: d.id });
      }
    }
    if (row.telegram_chat_id && ctx.config.telegram) {
      rows.push({ ...row0, id: auditId(), channel: 'telegram', target: row.telegram_chat_id });
    }
  }
  await insertNotices(db, rows);
  return rows.filter((r) => r.next_attempt_at <= nowIso).map((r) => r.id);
}

export const readerListener: BookingEventListener = {
  name: 'reader notices',
  async record(trx, ctx, event) {
    const notice = noticeOf(event);
    if (!notice) return;
    const ids = await queueReaderNotice(trx, ctx, notice);
    return () => deliverSoon(ctx, ids);
  },
};
