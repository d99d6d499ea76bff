// Sends one queued notice of the reader (issue 42): a push to one of her devices, or a message
// to her Telegram chat (a proof with its image and Confirm/Reject buttons). Leased like mails; a
// failure waits with the outbox back-off, a gone device or chat drops it.
import { readerNoticeText } from '@mystic/shared';
import { InputFile, type Api } from 'grammy';
import type { Context } from '../context.js';
import { auditId } from '../lib/audit-id.js';
import { outboxBackoffMs } from '../lib/leased-outbox.js';
import { findByNo } from '../appointments/repository.js';
import { createProofStore } from '../payments/proof-store.js';
import type { PushSender } from '../push/service.js';
import { telegramText } from '../telegram/texts.js';
import type { ReaderNotice } from './notices.js';
import { findSettings, readerOutbox } from './repository.js';

/** How the reader's notices leave the service (app.ts builds them; tests bring their own). */
export interface ReaderChannels {
  push: PushSender | null;
  /** grammY's Bot API client, or null when no bot is configured. */
  telegram: Api | null;
}

/** Attempts before a notice is given up (the outbox's back-off makes it about a day). */
export const MAX_NOTICE_ATTEMPTS = 30;

/** A Bot API or push answer that a retry will not change. */
const isGone = (err: unknown) => {
  const status =
    (err as { statusCode?: number }).statusCode ?? (err as { error_code?: number }).error_code;
  return status === 400 || status === 403 || status === 404 || status === 410;
};

const desk = (ctx: Context, path: string) => `${ctx.config.publicUrl}${path}`;

async function sendPush(
  ctx: Context,
  push: PushSender,
  target: string,
  notice: ReaderNotice,
  locale: 'en' | 'my',
) {
  const device = await ctx.db
    .selectFrom('reader_subscriptions')
    .selectAll()
    .where('id', '=', target)
    .executeTakeFirst();
  if (!device) return; // unsubscribed meanwhile: nothing to send to
  const text = readerNoticeText(notice.kind, locale, notice.facts);
  try {
    await push(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify({
        ...text,
        kind: `reader:${notice.kind}`,
        url: notice.url,
        tag: notice.appointmentNo ? `desk-${notice.appointmentNo}` : `desk-${notice.kind}`,
      }),
    );
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 404 || status === 410) {
      await ctx.db.deleteFrom('reader_subscriptions').where('id', '=', target).execute();
      return;
    }
    throw err;
  }
}

async function sendTelegram(
  ctx: Context,
  api: Api,
  adminId: number,
  chatId: string,
  notice: ReaderNotice,
  locale: 'en' | 'my',
) {
  const { title, body } = readerNoticeText(notice.kind, locale, notice.facts);
  const link = { text: telegramText('openDesk', locale), url: desk(ctx, notice.url) };
  const booking =
    notice.kind === 'proof' && notice.appointmentNo
      ? await findByNo(ctx.db, notice.appointmentNo)
      : undefined;
  if (!booking || booking.status !== 'Verifying') {
    await api.sendMessage(chatId, `${title}\n${body}`, {
      reply_markup: ctx.config.publicUrl.startsWith('https:')
        ? { inline_keyboard: [[link]] }
        : undefined,
    });
    return;
  }
  // A proof: its image, the facts, and buttons that carry a one-time id (never the booking's).
  const action = auditId();
  await ctx.db
    .insertInto('telegram_actions')
    .values({
      id: action,
      admin_id: adminId,
      chat_id: chatId,
      appointment_no: booking.appointment_no,
      message_id: null,
      prompt_message_id: null,
      used_at: null,
      created_at: ctx.now().toISOString(),
    })
    .execute();
  const caption = [
    title,
    body,
    `${booking.customer_name} · ${booking.appointment_date}`,
    booking.lines.map((l) => l.package_name).join(', '),
    booking.transaction_no ? `# ${booking.transaction_no}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  const reply_markup = {
    inline_keyboard: [
      [
        { text: telegramText('confirm', locale), callback_data: `c:${action}` },
        { text: telegramText('reject', locale), callback_data: `r:${action}` },
      ],
    ],
  };
  const sent = booking.proof_key
    ? await api.sendPhoto(
        chatId,
        new InputFile(createProofStore(ctx.config.uploadDir).pathOf(booking.proof_key)),
        { caption, reply_markup },
      )
    : await api.sendMessage(chatId, caption, { reply_markup });
  await ctx.db
    .updateTable('telegram_actions')
    .set({ message_id: sent.message_id })
    .where('id', '=', action)
    .execute();
}

export type NoticeResult = 'sent' | 'retry' | 'failed' | 'skipped';

/** Sends one queued notice if it is due and no one else holds it. */
export async function deliverReaderNotice(ctx: Context, id: string): Promise<NoticeResult> {
  const claimed = await readerOutbox.claim(ctx.db, id, ctx.now());
  if (!claimed) return 'skipped';
  const { row, lease } = claimed;
  const channels = ctx.readerChannels;
  try {
    const notice = JSON.parse(row.payload) as ReaderNotice;
    const settings = await findSettings(ctx.db, row.admin_id);
    const locale = settings?.locale === 'my' ? 'my' : 'en';
    if (row.channel === 'push') {
      if (channels?.push) await sendPush(ctx, channels.push, row.target, notice, locale);
    } else if (channels?.telegram && settings?.telegram_chat_id === row.target) {
      // Unlinked (or linked to another chat) since it was queued: nothing goes to the old chat.
      await sendTelegram(ctx, channels.telegram, row.admin_id, row.target, notice, locale);
    }
    await readerOutbox.remove(ctx.db, id, lease);
    return 'sent';
  } catch (err) {
    const attempts = row.attempts + 1;
    const message = (err as Error).message.slice(0, 500);
    if (isGone(err) || attempts >= MAX_NOTICE_ATTEMPTS) {
      ctx.log.warn({ notice: id, channel: row.channel, error: message }, 'reader notice dropped');
      await readerOutbox.remove(ctx.db, id, lease);
      return 'failed';
    }
    await readerOutbox.release(ctx.db, id, lease, {
      attempts,
      next_attempt_at: new Date(ctx.now().getTime() + outboxBackoffMs(attempts)).toISOString(),
      last_error: message,
    });
    return 'retry';
  }
}

/** Tries `ids` soon after their event committed (the sweep retries what fails). */
export function deliverSoon(ctx: Context, ids: string[]): void {
  if (ids.length === 0) return;
  ctx.background.soon('reader notices', async () => {
    for (const id of ids) await deliverReaderNotice(ctx, id);
  });
}

/** One pass of the sweep over due notices (those held by quiet hours too); how many were sent. */
export async function flushReaderOutbox(ctx: Context, limit = 50): Promise<number> {
  let sent = 0;
  for (const id of await readerOutbox.dueIds(ctx.db, ctx.now().toISOString(), limit)) {
    if ((await deliverReaderNotice(ctx, id)) === 'sent') sent++;
  }
  return sent;
}
