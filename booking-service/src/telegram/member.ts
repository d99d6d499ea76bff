// A member who opted in from the slip (issue 42) gets her booking's status messages in Telegram
// too, in the language she linked in, with the push texts. Telegram is never the only channel:
// the mails and pushes of the same events go as ever; a lost message here is not retried.
import { LOCALES, pushText, type PushKind } from '@mystic/shared';
import type { BookingEventListener } from '../appointments/events.js';

export const memberTelegramListener: BookingEventListener = {
  name: 'member telegram',
  record(_trx, ctx, event) {
    const api = ctx.readerChannels?.telegram;
    if (!api) return;
    let kind: PushKind;
    let day: string | undefined;
    switch (event.type) {
      case 'status_changed':
        if (event.silent) return;
        kind = `status:${event.booking.status}`;
        break;
      case 'rescheduled':
        kind = 'rescheduled';
        day = event.booking.appointment_date;
        break;
      case 'reminder':
        kind = event.kind;
        day = event.day;
        break;
      default:
        return;
    }
    const { booking } = event;
    return () =>
      ctx.background.soon('member telegram', async () => {
        const row = await ctx.db
          .selectFrom('member_telegram')
          .selectAll()
          .where('user_id', '=', booking.user_id)
          .executeTakeFirst();
        if (!row) return;
        const locale = LOCALES.includes(row.locale) ? row.locale : 'en';
        const { title, body } = pushText(kind, locale, { no: booking.appointment_no, day });
        await api.sendMessage(row.chat_id, `${title}\n${body}`);
      });
  },
};
