// Issue 42: the reader's notices — a push to each of her devices and a Telegram message with the
// proof's image; Confirm from Telegram as her admin user; refused forged, replayed and other-chat
// callbacks; quiet hours; unlinking. Telegram is a LOCAL DOUBLE of the Bot API
// (support/telegram-double.ts); pushes go to a stand-in push service on loopback.
import https from 'node:https';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPushSender } from '../src/push/service.js';
import { queueMorningSummaries } from '../src/reader-notify/summary.js';
import { DB_KINDS } from './support/db.js';
import { ADMIN_TOKEN, book, startHarness, type Harness } from './support/harness.js';
import { png } from './support/images.js';
import { browserKeys, startPushService } from './support/push-service.js';
import { BOT_USERNAME, startTelegramDouble } from './support/telegram-double.js';

const BOT_TOKEN = '123456:test-bot-token';
const SECRET = 'webhook-secret-0123456789';
const ADMIN = 7;
const CHAT = 5550001;

describe.each(DB_KINDS)('reader notices on %s', (kind) => {
  let h: Harness;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let tg: Awaited<ReturnType<typeof startTelegramDouble>>;
  const vapid = webpush.generateVAPIDKeys();
  let day = 0;
  const nextDay = () => `2030-03-${String(10 + day++).padStart(2, '0')}`;
  const desk = (path: string) =>
    h.http[
      path.startsWith('DELETE ')
        ? 'delete'
        : path.startsWith('PUT ')
          ? 'put'
          : path.startsWith('POST ')
            ? 'post'
            : 'get'
    ](`/api/booking/admin/notify/${ADMIN}${path.replace(/^\w+ /, '')}`).set(
      'Authorization',
      `Bearer ${ADMIN_TOKEN}`,
    );
  let updateId = 1;
  const telegram = (update: Record<string, unknown>, secret = SECRET) =>
    h.http
      .post('/api/booking/telegram/webhook')
      .set('X-Telegram-Bot-Api-Secret-Token', secret)
      .send({ update_id: updateId++, ...update });
  const person = (id: number) => ({ id, is_bot: false, first_name: 'Thandar' });
  const settle = async () => {
    await h.booking.ctx.background.idle();
    await h.booking.notifier.idle();
  };
  const pay = async (no: string, userId = 1) => {
    const res = await h.http
      .post(`/api/auth/appointments/${no}/payment/store`)
      .set('Authorization', `Bearer ${await h.token(userId)}`)
      .field('paymentype', '1')
      .field('transaction_no', 'TX-42')
      .attach('transaction_img', png(), { filename: 'slip.png', contentType: 'image/png' });
    expect(res.status).toBe(200);
    await settle();
  };
  const status = async (no: string) =>
    (
      await h.http
        .get(`/api/booking/admin/appointments/${no}`)
        .set('Authorization', `Bearer ${ADMIN_TOKEN}`)
    ).body.data;
  /** The Confirm/Reject data of the last proof photo sent, and its message. */
  const lastProof = () => {
    const photo = tg.of('sendPhoto').at(-1)!;
    const keyboard = (
      photo.params.reply_markup as { inline_keyboard: { callback_data: string }[][] }
    ).inline_keyboard[0]!;
    return { confirm: keyboard[0]!.callback_data, reject: keyboard[1]!.callback_data, photo };
  };
  const press = (data: string, messageId: number, chat = CHAT, from = chat) =>
    telegram({
      callback_query: {
        id: `cb-${updateId}`,
        from: person(from),
        chat_instance: 'ci',
        data,
        message: {
          message_id: messageId,
          date: 1,
          chat: { id: chat, type: 'private' },
          photo: [{ file_id: 'p1', file_unique_id: 'p1', width: 1, height: 1 }],
        },
      },
    });

  beforeAll(async () => {
    push = await startPushService();
    tg = await startTelegramDouble(BOT_TOKEN);
    const env = {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:reader@example.com',
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
      TELEGRAM_API_ROOT: tg.url,
      TELEGRAM_WEBHOOK_SECRET: SECRET,
    };
    h = await startHarness(kind, {
      env,
      pushSender: webPushSender(
        { publicKey: vapid.publicKey, privateKey: vapid.privateKey, subject: env.VAPID_SUBJECT },
        new https.Agent({ rejectUnauthorized: false }),
      ),
    });
    h.cms.deskActors.set(ADMIN, { name: 'Daw Thandar', may_update_status: true });
    await h.booking.telegram!.start();
    expect(tg.of('setWebhook')[0]!.params).toMatchObject({
      url: 'http://localhost:8080/api/booking/telegram/webhook',
      secret_token: SECRET,
    });
  });
  afterAll(async () => {
    await h?.close();
    await push?.close();
    await tg?.close();
  });

  it('when she subscribes two devices and links Telegram, then her settings list them', async () => {
    for (const name of ['phone', 'laptop']) {
      const res = await desk('POST /devices').send({
        subscription: { endpoint: `${push.url}/reader-${name}`, keys: browserKeys() },
        label: name,
      });
      expect(res.status).toBe(201);
    }
    // A member's own subscription stays the member's: never sent the reader's notices.
    await h.http
      .post('/api/push/subscribe')
      .set('Authorization', `Bearer ${await h.token(1)}`)
      .send({ endpoint: `${push.url}/member-1`, keys: browserKeys() })
      .expect(201);

    const link = await desk('POST /telegram');
    expect(link.status).toBe(200);
    const url = new URL(link.body.data.url);
    expect(url.origin + url.pathname).toBe(`https://t.me/${BOT_USERNAME}`);
    const token = url.searchParams.get('start')!;
    const start = (chat: number) =>
      telegram({
        message: {
          message_id: 1,
          date: 1,
          chat: { id: chat, type: 'private' },
          from: person(chat),
          text: `/start ${token}`,
          entities: [{ type: 'bot_command', offset: 0, length: 6 }],
        },
      });
    expect((await start(CHAT)).status).toBe(204);
    // The link works once: a second chat with the same token is refused.
    await start(CHAT + 1);
    const replies = tg.of('sendMessage');
    expect(replies.at(-2)!.params.chat_id).toBe(CHAT);
    expect(String(replies.at(-2)!.params.text)).toContain('Linked');
    expect(replies.at(-1)!.params).toMatchObject({ chat_id: CHAT + 1 });
    expect(String(replies.at(-1)!.params.text)).toContain('used or expired');

    const view = await desk('GET ');
    expect(view.body.data.devices.map((d: { label: string }) => d.label)).toEqual([
      'phone',
      'laptop',
    ]);
    expect(view.body.data.telegram).toEqual({ available: true, linked: true, bot: BOT_USERNAME });
  });

  it('when a proof arrives, then each of her devices gets exactly one push and Telegram one photo with the amount and buttons', async () => {
    const no = await book(h, 1, nextDay());
    await settle();
    push.received.length = 0;
    const photos = tg.of('sendPhoto').length;
    await pay(no);
    const readerPaths = push.received.map((r) => r.path).filter((p) => p.startsWith('/reader-'));
    expect(readerPaths.sort()).toEqual(['/reader-laptop', '/reader-phone']);
    expect(tg.of('sendPhoto')).toHaveLength(photos + 1);
    const { photo, confirm, reject } = lastProof();
    expect(String(photo.params.chat_id)).toBe(String(CHAT));
    expect(photo.files.photo).toBeGreaterThan(0);
    expect(String(photo.params.caption)).toContain(no);
    expect(String(photo.params.caption)).toMatch(/Ks \/ .*฿ by KBZ Pay/);
    expect(confirm).toMatch(/^c:/);
    expect(reject).toMatch(/^r:/);
  });

  it('when she taps Confirm in Telegram, then the booking is Booked in her name, the member is told and the message shows it; a replay is refused', async () => {
    const no = await book(h, 1, nextDay());
    await pay(no);
    const { confirm, photo } = lastProof();
    const sent = await sentMessageId(photo);
    expect((await press(confirm, sent)).status).toBe(204);
    await settle();
    const booking = await status(no);
    expect(booking.status).toBe('Booked');
    expect(booking.history.at(-1)).toMatchObject({ to: 'Booked', by: 'reader:Daw Thandar' });
    expect(booking.mails.map((m: { kind: string }) => m.kind)).toContain('payment_confirmed');
    const edit = tg.of('editMessageCaption').at(-1)!;
    expect(String(edit.params.chat_id)).toBe(String(CHAT));
    expect(edit.params.message_id).toBe(sent);
    expect(String(edit.params.caption)).toContain('Confirmed by Daw Thandar');

    // The same button again: refused, nothing changes.
    const answers = tg.of('answerCallbackQuery').length;
    await press(confirm, sent);
    expect(tg.of('answerCallbackQuery')).toHaveLength(answers + 1);
    expect(tg.of('answerCallbackQuery').at(-1)!.params).toMatchObject({ show_alert: true });
    expect(
      (await status(no)).history.filter((c: { to: string }) => c.to === 'Booked'),
    ).toHaveLength(1);
  });

  it('when a callback is forged, comes from another chat or without the secret header, then it is refused', async () => {
    const no = await book(h, 1, nextDay());
    await pay(no);
    const { confirm, photo } = lastProof();
    const sent = await sentMessageId(photo);
    const refusals = () =>
      tg.of('answerCallbackQuery').filter((c) => c.params.show_alert === true).length;
    const before = refusals();
    await press('c:AAAAAAAAAAAAAAAAAAAAAA', sent); // forged id
    await press(confirm, sent, CHAT + 1); // another chat
    await press(confirm, sent, CHAT, CHAT + 1); // another person in her chat
    await press(confirm, sent + 1000); // another message
    expect(refusals()).toBe(before + 4);
    // Without Telegram's secret header, grammY refuses the update before any handler.
    const wrong = await press(confirm, sent).set(
      'X-Telegram-Bot-Api-Secret-Token',
      'nope-nope-nope-nope',
    );
    expect(wrong.status).toBe(401);
    expect((await status(no)).status).toBe('Verifying');

    // Her reply to Reject's question rejects with the note, in her name.
    const { reject } = lastProof();
    await press(reject, sent);
    const ask = tg.of('sendMessage').findLast((c) => String(c.params.text).includes('Reply to'))!;
    expect(ask).toBeDefined();
    expect(String(ask.params.text)).toContain('Reply to this message');
    await telegram({
      message: {
        message_id: 9001,
        date: 1,
        chat: { id: CHAT, type: 'private' },
        from: person(CHAT),
        text: 'The amount is short.',
        reply_to_message: {
          message_id: await sentMessageId(ask),
          date: 1,
          chat: { id: CHAT, type: 'private' },
          text: String(ask.params.text),
        },
      },
    });
    await settle();
    const rejected = await status(no);
    expect(rejected.status).toBe('Pending');
    expect(rejected.history.at(-1)).toMatchObject({
      note: 'The amount is short.',
      by: 'reader:Daw Thandar',
    });
  });

  it('when her admin account may no longer confirm payments, then the button is refused', async () => {
    const no = await book(h, 1, nextDay());
    await pay(no);
    const { confirm, photo } = lastProof();
    h.cms.deskActors.set(ADMIN, { name: 'Daw Thandar', may_update_status: false });
    try {
      await press(confirm, await sentMessageId(photo));
      expect(String(tg.of('answerCallbackQuery').at(-1)!.params.text)).toContain('may not');
      expect((await status(no)).status).toBe('Verifying');
    } finally {
      h.cms.deskActors.set(ADMIN, { name: 'Daw Thandar', may_update_status: true });
    }
  });

  it('when a booking comes in her quiet hours, then its pushes wait until they end', async () => {
    // 09:30 in Yangon now: quiet until 10:00.
    const saved = await desk('PUT ').send({
      events: ['new_booking', 'proof'],
      quiet_from: '09:00',
      quiet_to: '10:00',
      locale: 'en',
    });
    expect(saved.status).toBe(200);
    push.received.length = 0;
    await book(h, 1, nextDay());
    await settle();
    expect(push.received.filter((r) => r.path.startsWith('/reader-'))).toEqual([]);
    expect(await h.booking.flushReaderOutbox()).toBe(0);

    const was = h.clock.now;
    h.clock.now = new Date(was.getTime() + 30 * 60_000); // 10:00 in Yangon
    try {
      await h.booking.flushReaderOutbox();
      await settle();
    } finally {
      h.clock.now = was;
    }
    const paths = push.received.map((r) => r.path).filter((p) => p.startsWith('/reader-'));
    expect(paths.sort()).toEqual(['/reader-laptop', '/reader-phone']);
    await desk('PUT ').send({
      events: ['new_booking', 'proof'],
      quiet_from: null,
      quiet_to: null,
      locale: 'en',
    });
  });

  it('when she unlinks Telegram, then proofs no longer go there but still reach her devices', async () => {
    expect((await desk('DELETE /telegram')).body.data).toEqual({ linked: false });
    const photos = tg.of('sendPhoto').length;
    push.received.length = 0;
    await pay(await book(h, 1, nextDay()));
    expect(tg.of('sendPhoto')).toHaveLength(photos);
    // The booking and its proof: two notices on each device.
    const paths = push.received.map((r) => r.path).filter((p) => p.startsWith('/reader-'));
    expect(paths.sort()).toEqual([
      '/reader-laptop',
      '/reader-laptop',
      '/reader-phone',
      '/reader-phone',
    ]);
  });

  it('when she asks for a test push or removes a device, then only that device is concerned', async () => {
    const { devices } = (await desk('GET ')).body.data as {
      devices: { id: string; label: string }[];
    };
    push.received.length = 0;
    const phone = devices.find((d) => d.label === 'phone')!;
    expect((await desk('POST /test').send({ id: phone.id })).body.data).toEqual({ sent: true });
    await settle();
    expect(push.received.map((r) => r.path)).toEqual(['/reader-phone']);
    expect((await desk('POST /test').send({ id: 'nope' })).status).toBe(404);
    expect((await desk('DELETE /devices').send({ id: phone.id })).body.data).toEqual({
      removed: true,
    });
    expect((await desk('GET ')).body.data.devices).toHaveLength(1);
  });

  it('when the morning comes, then her summary of the day is pushed once, however often the sweep runs', async () => {
    await desk('PUT ').send({
      events: ['morning_summary'],
      quiet_from: null,
      quiet_to: null,
      locale: 'my',
    });
    push.received.length = 0;
    // 09:30 in Yangon: past 08:00. Two sweeps (or two instances) queue it once.
    expect(await queueMorningSummaries(h.booking.ctx)).toBe(1);
    expect(await queueMorningSummaries(h.booking.ctx)).toBe(0);
    await settle();
    expect(push.received.map((r) => r.path)).toEqual(['/reader-laptop']);
  });

  /** The message id the double gave a recorded send. */
  async function sentMessageId(call: { result?: unknown }) {
    return (call.result as { message_id: number }).message_id;
  }
});

describe('reader notices: Telegram by long polling', () => {
  let h: Harness;
  let tg: Awaited<ReturnType<typeof startTelegramDouble>>;

  beforeAll(async () => {
    tg = await startTelegramDouble(BOT_TOKEN);
    // No webhook secret: a server without a public address polls getUpdates instead.
    h = await startHarness('sqlite', {
      env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_API_ROOT: tg.url },
    });
  });
  afterAll(async () => {
    await h?.booking.telegram?.stop();
    await h?.close();
    await tg?.close();
  });

  it('when no webhook secret is set, then updates come by getUpdates and the webhook path is not there', async () => {
    await h.booking.telegram!.start();
    expect(tg.of('deleteWebhook')).toHaveLength(1);
    expect(tg.of('setWebhook')).toHaveLength(0);
    const link = await h.http
      .post(`/api/booking/admin/notify/${ADMIN}/telegram`)
      .set('Authorization', `Bearer ${ADMIN_TOKEN}`);
    const token = new URL(link.body.data.url).searchParams.get('start')!;
    tg.push({
      message: {
        message_id: 1,
        date: 1,
        chat: { id: CHAT, type: 'private' },
        from: { id: CHAT, is_bot: false, first_name: 'Thandar' },
        text: `/start ${token}`,
        entities: [{ type: 'bot_command', offset: 0, length: 6 }],
      },
    });
    await expect
      .poll(() => tg.of('sendMessage').map((c) => String(c.params.text)), { timeout: 5000 })
      .toEqual([expect.stringContaining('Linked')]);
    const settings = await h.db.db
      .selectFrom('reader_settings')
      .select('telegram_chat_id')
      .where('admin_id', '=', ADMIN)
      .executeTakeFirst();
    expect(settings?.telegram_chat_id).toBe(String(CHAT));
    const webhook = await h.http.post('/api/booking/telegram/webhook').send({ update_id: 1 });
    expect(webhook.status).toBe(404);
  });
});
