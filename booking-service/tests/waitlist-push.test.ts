// Issue 45: the member first in line is told of the offered place by push too (beside the mail),
// through the booking-event hook: a real web-push send to a stand-in push service (web-push
// speaks only https), on SQLite and PostgreSQL.
import https from 'node:https';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPushSender } from '../src/push/service.js';
import { DB_KINDS } from './support/db.js';
import { book, bookingForm, startHarness, type Harness } from './support/harness.js';
import { browserKeys, startPushService } from './support/push-service.js';

describe.each(DB_KINDS)('the waitlist offer by push on %s', (kind) => {
  let h: Harness;
  let push: Awaited<ReturnType<typeof startPushService>>;
  const auth = async (userId: number) => `Bearer ${await h.token(userId)}`;

  beforeAll(async () => {
    push = await startPushService();
    const vapid = webpush.generateVAPIDKeys();
    const subject = 'mailto:reader@example.com';
    h = await startHarness(kind, {
      env: {
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: subject,
      },
      pushSender: webPushSender(
        { publicKey: vapid.publicKey, privateKey: vapid.privateKey, subject },
        // Trusts only this test's self-signed push service.
        new https.Agent({ rejectUnauthorized: false }),
      ),
    });
    h.cms.settings.daily_capacity = 2;
  });
  afterAll(async () => {
    await h?.close();
    await push?.close();
  });

  it('when a place frees on a full day, then the first in line gets one push at her device, the others none', async () => {
    const day = '2030-05-06';
    const first = await book(h, 300, day);
    await book(h, 301, day);
    for (const [member, device] of [
      [310, '/b'],
      [311, '/c'],
    ] as const) {
      const sub = await h.http
        .post('/api/push/subscribe')
        .set('Authorization', await auth(member))
        .send({ endpoint: `${push.url}${device}`, keys: browserKeys(), locale: 'my' });
      expect(sub.status).toBe(201);
      const joined = await h.http
        .post('/api/auth/appointments/waitlist/entries')
        .set('Authorization', await auth(member))
        .send(bookingForm(day, { email: `m${member}@example.com` }));
      expect(joined.status).toBe(201);
    }
    const cancelled = await h.http
      .post(`/api/auth/appointments/${first}/cancel`)
      .set('Authorization', await auth(300));
    expect(cancelled.status).toBe(200);
    await expect.poll(() => push.received.map((r) => r.path)).toEqual(['/b']);
  });
});
