// The Telegram bot (issue 42), with grammY: /start <token> links the reader's or a member's
// chat; a proof's Confirm and Reject buttons act as the reader's admin user through the desk's
// own setStatus (same transitions, same audit line `reader:<her name>`), after the CMS says she
// still may (the desk's update-status permission). A button works once, only in the chat and on
// the message it was sent with; anything else is refused.
import { Bot, type Context as BotContext } from 'grammy';
import { sql } from 'kysely';
import type { Context } from '../context.js';
import { setStatus } from '../admin/set-status.js';
import { AppError } from '../errors.js';
import { findSettings } from '../reader-notify/repository.js';
import { useLink } from './links.js';
import { telegramText } from './texts.js';

export interface DeskActor {
  name: string;
  may_update_status: boolean;
}

/** Who admin user `id` is and whether she may confirm payments, asked of the CMS now. */
async function deskActor(ctx: Context, id: number): Promise<DeskActor | null> {
  try {
    const res = await fetch(`${ctx.config.cmsUrl}/api/internal/desk-actors/${id}`, {
      headers: { Authorization: `Bearer ${ctx.config.cmsApiToken}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(ctx.config.cmsTimeoutMs),
    });
    if (!res.ok) return null;
    return ((await res.json()) as { data: DeskActor }).data;
  } catch {
    return null;
  }
}

const CALLBACK = /^([cr]):([A-Za-z0-9_-]{8,60})$/;

export function createBot(ctx: Context): Bot {
  const t = ctx.config.telegram!;
  const bot = new Bot(t.token, { client: t.apiRoot ? { apiRoot: t.apiRoot } : {} });

  const readerLocale = async (adminId: number) =>
    (await findSettings(ctx.db, adminId))?.locale === 'my' ? ('my' as const) : ('en' as const);

  bot.command('start', async (c) => {
    const chatId = String(c.chat.id);
    const link =
      c.match && c.chat.type === 'private' ? await useLink(ctx.db, c.match, ctx.now()) : null;
    if (!link) {
      await c.reply(`${telegramText('linkInvalid', 'en')}\n${telegramText('linkInvalid', 'my')}`);
      return;
    }
    const nowIso = ctx.now().toISOString();
    if (link.audience === 'reader') {
      await ctx.db
        .updateTable('reader_settings')
        .set({ telegram_chat_id: chatId, updated_at: nowIso })
        .where('admin_id', '=', link.owner_id)
        .execute();
      await c.reply(telegramText('readerLinked', link.locale));
    } else {
      await ctx.db
        .insertInto('member_telegram')
        .values({
          user_id: link.owner_id,
          chat_id: chatId,
          locale: link.locale,
          created_at: nowIso,
        })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({ chat_id: chatId, locale: link.locale, created_at: nowIso }),
        )
        .execute();
      await c.reply(telegramText('memberLinked', link.locale));
    }
  });

  /** The action a button or a reply names, if it is valid for this chat; null otherwise. */
  async function actionFor(c: BotContext, id: string) {
    const action = await ctx.db
      .selectFrom('telegram_actions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    const chatId = String(c.chat?.id ?? '');
    if (!action || action.used_at || action.chat_id !== chatId) return null;
    // In a private chat the chat is the person: nobody else can press her buttons there.
    if (String(c.from?.id ?? '') !== chatId) return null;
    // Still her linked chat (unlinking ends the buttons already sent).
    const settings = await findSettings(ctx.db, action.admin_id);
    if (settings?.telegram_chat_id !== chatId) return null;
    return action;
  }

  /** Marks the action used now; false when another press took it first (a replay). */
  async function claim(id: string): Promise<boolean> {
    const res = await ctx.db
      .updateTable('telegram_actions')
      .set({ used_at: ctx.now().toISOString() })
      .where('id', '=', id)
      .where(sql<boolean>`used_at is null`)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Moves the booking as the desk does; the outcome's text, or null when refused. */
  async function act(
    adminId: number,
    no: string,
    status: 'Booked' | 'Pending',
    note: string | undefined,
    locale: 'en' | 'my',
  ): Promise<{ ok: boolean; text: string }> {
    const actor = await deskActor(ctx, adminId);
    if (!actor?.may_update_status) return { ok: false, text: telegramText('notAllowed', locale) };
    try {
      await setStatus(ctx, no, { status, note, actor: actor.name });
    } catch (err) {
      if (err instanceof AppError) return { ok: false, text: telegramText('changed', locale) };
      throw err;
    }
    return status === 'Booked'
      ? { ok: true, text: telegramText('confirmedBy', locale, { name: actor.name }) }
      : {
          ok: true,
          text: telegramText('rejectedBy', locale, { name: actor.name, note: note ?? '' }),
        };
  }

  /** Shows the outcome on the proof's message (a photo's caption, or a text). */
  async function showOutcome(
    chatId: string,
    messageId: number | null,
    photo: boolean,
    text: string,
  ) {
    if (messageId === null) return;
    if (photo) await bot.api.editMessageCaption(chatId, messageId, { caption: text });
    else await bot.api.editMessageText(chatId, messageId, text);
  }

  /** A reply does not say whether the proof's message was a photo: the caption, else the text. */
  async function showOutcomeOfReply(chatId: string, messageId: number | null, text: string) {
    try {
      await showOutcome(chatId, messageId, true, text);
    } catch {
      await showOutcome(chatId, messageId, false, text);
    }
  }

  bot.on('callback_query:data', async (c) => {
    const m = CALLBACK.exec(c.callbackQuery.data);
    const action = m ? await actionFor(c, m[2]!) : null;
    const message = c.callbackQuery.message;
    if (!m || !action || message?.message_id !== action.message_id) {
      ctx.log.warn({ data: c.callbackQuery.data.slice(0, 80) }, 'telegram: refused a callback');
      await c.answerCallbackQuery({ text: telegramText('refused', 'en'), show_alert: true });
      return;
    }
    const locale = await readerLocale(action.admin_id);
    if (m[1] === 'r') {
      // Reject asks for the note first; her reply to this prompt rejects (see below).
      const prompt = await c.reply(telegramText('askNote', locale), {
        reply_markup: { force_reply: true, selective: true },
        reply_parameters: { message_id: action.message_id! },
      });
      await ctx.db
        .updateTable('telegram_actions')
        .set({ prompt_message_id: prompt.message_id })
        .where('id', '=', action.id)
        .execute();
      await c.answerCallbackQuery();
      return;
    }
    if (!(await claim(action.id))) {
      await c.answerCallbackQuery({ text: telegramText('refused', locale), show_alert: true });
      return;
    }
    const outcome = await act(action.admin_id, action.appointment_no, 'Booked', undefined, locale);
    await c.answerCallbackQuery({ text: outcome.text, show_alert: !outcome.ok });
    if (outcome.ok) {
      await showOutcome(action.chat_id, action.message_id, Boolean(message.photo), outcome.text);
    }
  });

  bot.on('message:text', async (c) => {
    const replyTo = c.message.reply_to_message?.message_id;
    if (replyTo === undefined) return;
    const row = await ctx.db
      .selectFrom('telegram_actions')
      .select('id')
      .where('chat_id', '=', String(c.chat.id))
      .where('prompt_message_id', '=', replyTo)
      .executeTakeFirst();
    const action = row ? await actionFor(c, row.id) : null;
    if (!action) return;
    const locale = await readerLocale(action.admin_id);
    const note = c.message.text.trim().slice(0, 1000);
    if (!note || !(await claim(action.id))) return;
    const outcome = await act(action.admin_id, action.appointment_no, 'Pending', note, locale);
    if (!outcome.ok) {
      await c.reply(outcome.text);
      return;
    }
    await showOutcomeOfReply(action.chat_id, action.message_id, outcome.text);
  });

  bot.catch((err) => ctx.log.warn({ err: err.error }, 'telegram update failed'));
  return bot;
}
