// The bot's life (issue 42): built from the config (no token, no bot), its @name for deep links,
// and how updates arrive: a webhook through the gateway, checked with Telegram's secret-token
// header (TELEGRAM_WEBHOOK_SECRET set), else long polling for a server without a public address.
import type { Bot } from 'grammy';
import type { Context } from '../context.js';
import { createBot } from './bot.js';

export const WEBHOOK_PATH = '/api/booking/telegram/webhook';

export interface TelegramRuntime {
  bot: Bot;
  /** The bot's @name (configured, or asked of Telegram once). */
  username(): Promise<string>;
  /** Starts receiving updates: sets the webhook, or starts long polling. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createTelegram(ctx: Context): TelegramRuntime | null {
  const t = ctx.config.telegram;
  if (!t) return null;
  const bot = createBot(ctx);
  let polling = false;
  return {
    bot,
    async username() {
      if (t.username) return t.username;
      if (!bot.isInited()) await bot.init();
      return bot.botInfo.username;
    },
    async start() {
      if (t.webhookSecret) {
        await bot.api.setWebhook(`${ctx.config.publicUrl}${WEBHOOK_PATH}`, {
          secret_token: t.webhookSecret,
          allowed_updates: ['message', 'callback_query'],
        });
        ctx.log.info('telegram: webhook set');
        return;
      }
      // Long polling drops a webhook first (Telegram refuses getUpdates while one is set).
      await bot.api.deleteWebhook();
      polling = true;
      void bot.start({ allowed_updates: ['message', 'callback_query'] }).catch((err: unknown) => {
        ctx.log.warn({ err }, 'telegram: long polling stopped');
      });
      ctx.log.info('telegram: long polling');
    },
    async stop() {
      if (polling) await bot.stop();
    },
  };
}
