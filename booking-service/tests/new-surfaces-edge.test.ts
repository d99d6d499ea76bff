// The surfaces this turn opened (issues 42, 44, 45) as an attacker meets them, on the real
// booking service: a member's photo upload streamed far past its limit, Telegram's webhook sent
// too much, broken or unsigned, and a waitlist form carrying a very long Burmese text. Each is
// answered with a clear 4xx in the API's error shape, quickly, keeps nothing, and another
// member's read stays fast meanwhile. (Telegram's Bot API is the one double here: it cannot run.)
import fs from 'node:fs';
import http from 'node:http';
import { MATERIAL_MAX_BYTES, addDays } from '@mystic/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from './support/db.js';
import { book, bookingForm, startHarness, type Harness } from './support/harness.js';
import { startTelegramDouble } from './support/telegram-double.js';

const BOT_TOKEN = '123456:edge-test-token';
const SECRET = 'edge-webhook-secret-0123456789';

describe.each(DB_KINDS)('the new surfaces under attack on %s', (kind) => {
  let h: Harness;
  let tg: Awaited<ReturnType<typeof startTelegramDouble>>;
  const auth = async (userId: number) => `Bearer ${await h.token(userId)}`;

  beforeAll(async () => {
    tg = await startTelegramDouble(BOT_TOKEN);
    h = await startHarness(kind, {
      env: {
        TELEGRAM_BOT_TOKEN: BOT_TOKEN,
        TELEGRAM_API_ROOT: tg.url,
        TELEGRAM_WEBHOOK_SECRET: SECRET,
      },
    });
    // Package 1 asks for the client's photos (issue 44).
    (h.cms.packages[0] as { needs_material?: boolean }).needs_material = true;
    await h.booking.telegram!.start();
  });
  afterAll(async () => {
    await h?.close();
    await tg?.close();
  });

  /** Another member's read on a connection of its own: answered 200 within `ms`. */
  const staysFast = async (ms = 1_000) => {
    const started = Date.now();
    const res = await h.http
      .get('/api/auth/appointments/waitlist/entries')
      .set('Authorization', await auth(99));
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(ms);
  };

  /** Files under the upload folder (the kept ones and any temp file left behind). */
  const filesKept = (): string[] =>
    fs.existsSync(h.uploadDir)
      ? (fs.readdirSync(h.uploadDir, { recursive: true }) as string[]).filter((f) =>
          fs.statSync(`${h.uploadDir}/${f}`).isFile(),
        )
      : [];

  it('when a member streams a 40 MB photo, then 413 with the field error well before it is sent, nothing is kept, and others stay fast', async () => {
    const no = await book(h, 1, addDays('2030-03-11', 0), { packages: [1] });
    const before = filesKept();
    const boundary = 'edge-boundary';
    const token = await auth(1);
    const started = Date.now();
    let written = 0;
    const answer = await new Promise<{ status: number; body: string; tookMs: number }>(
      (resolve, reject) => {
        const req = http.request(new URL(`/api/auth/appointments/${no}/materials`, h.url), {
          method: 'POST',
          agent: false,
          headers: {
            Authorization: token,
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
            'Content-Length': String(40 * 1024 * 1024),
          },
        });
        req.on('response', (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () =>
            resolve({ status: res.statusCode!, body, tookMs: Date.now() - started }),
          );
        });
        // The server may close the connection once it has answered: not an error here.
        req.on('error', (err) => (written > 0 ? undefined : reject(err)));
        req.write(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="palm.jpg"\r\n` +
            'Content-Type: image/jpeg\r\n\r\n',
        );
        const chunk = Buffer.alloc(64 * 1024, 0xff);
        const pump = () => {
          while (written < 40 * 1024 * 1024 - 1024) {
            written += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          req.end();
        };
        pump();
      },
    );
    expect(answer.status).toBe(413);
    const body = JSON.parse(answer.body) as { code: string; errors: Record<string, string[]> };
    expect(body.code).toBe('material_too_large');
    expect(body.errors.file).toHaveLength(1);
    expect(body).toMatchObject({ field_codes: { file: ['material_too_large'] } });
    // Refused after about the limit's bytes, not after 40 MB.
    expect(written).toBeLessThan(MATERIAL_MAX_BYTES * 4);
    expect(answer.tookMs).toBeLessThan(5_000);
    expect(filesKept()).toEqual(before);
    await staysFast();
  });

  it('when the webhook is called unsigned, with a broken body or with 200 kB of Burmese, then 401, 400 and 413 in the API error shape, and the bot says nothing', async () => {
    const sent = tg.calls.length;
    const unsigned = await h.http.post('/api/booking/telegram/webhook').send({ update_id: 1 });
    expect(unsigned.status).toBe(401);
    expect(unsigned.body.code).toBe('unauthenticated');

    const broken = await h.http
      .post('/api/booking/telegram/webhook')
      .set('X-Telegram-Bot-Api-Secret-Token', SECRET)
      .set('Content-Type', 'application/json')
      .send('{"update_id": 1, "message": {');
    expect(broken.status).toBe(400);
    expect(typeof broken.body.code).toBe('string');

    const huge = await h.http
      .post('/api/booking/telegram/webhook')
      .set('X-Telegram-Bot-Api-Secret-Token', SECRET)
      .send({
        update_id: 2,
        message: {
          message_id: 1,
          date: 0,
          chat: { id: 5, type: 'private' },
          text: 'မင်္ဂလာပါ'.repeat(8_000),
        },
      });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('request_too_large');
    expect(tg.calls.length).toBe(sent);
    await staysFast();
  });

  it("when a message of Telegram's longest, all Burmese, reaches the bot, then it is handled at once and the service stays fast", async () => {
    const started = Date.now();
    const res = await h.http
      .post('/api/booking/telegram/webhook')
      .set('X-Telegram-Bot-Api-Secret-Token', SECRET)
      .send({
        update_id: 3,
        message: {
          message_id: 2,
          date: Math.floor(Date.now() / 1000),
          chat: { id: 7, type: 'private' },
          from: { id: 7, is_bot: false, first_name: 'သန္တာ' },
          // 4,096 characters: Telegram's limit for one message.
          text: `/start ${'ကျေးဇူးတင်ပါတယ် '.repeat(240)}`.slice(0, 4_096),
        },
      });
    expect(res.status).toBe(204);
    expect(Date.now() - started).toBeLessThan(2_000);
    await staysFast();
  });

  it('when a waitlist form carries 58 kB of Burmese in the name and the wishes, then 422 with both fields named, and nothing is joined', async () => {
    const day = addDays('2030-03-11', 1);
    const started = Date.now();
    const res = await h.http
      .post('/api/auth/appointments/waitlist/entries')
      .set('Authorization', await auth(2))
      .send(
        bookingForm(day, {
          email: 'edge@example.com',
          for_other: true,
          // 31 kB and 27 kB: under the 100 kB body limit, far over each field's own.
          subject_name: 'ဒေါ်ခင်'.repeat(1_500),
          desc: 'မေတ္တာ'.repeat(1_500),
        }),
      );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.field_codes)).toEqual(
      expect.arrayContaining(['subject_name', 'desc']),
    );
    expect(Date.now() - started).toBeLessThan(2_000);
    const mine = await h.http
      .get('/api/auth/appointments/waitlist/entries')
      .set('Authorization', await auth(2));
    expect(mine.body.data).toEqual([]);
    await staysFast();
  });
});
