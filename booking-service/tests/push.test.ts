import https from 'node:https';
import { MESSAGES } from '@mystic/shared';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net, { type AddressInfo } from 'node:net';
import { isAllowedPushEndpoint, isPublicAddress, publicOnlyLookup } from '../src/push/endpoint.js';
import { subscriptionsOf } from '../src/push/repository.js';
import { MAX_SUBSCRIPTIONS_PER_MEMBER } from '../src/push/routes.js';
import { webPushSender } from '../src/push/service.js';
import { DB_KINDS } from './support/db.js';
import { ADMIN_TOKEN, NOW, book, startHarness, type Harness } from './support/harness.js';
import { browserKeys, startPushService } from './support/push-service.js';

describe.each(DB_KINDS)('push on %s', (kind) => {
  let h: Harness;
  let push: Awaited<ReturnType<typeof startPushService>>;
  const vapid = webpush.generateVAPIDKeys();
  const auth = async (userId: number) => `Bearer ${await h.token(userId)}`;

  beforeAll(async () => {
    push = await startPushService();
    const env = {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:reader@example.com',
    };
    h = await startHarness(kind, {
      env,
      pushSender: webPushSender(
        { publicKey: vapid.publicKey, privateKey: vapid.privateKey, subject: env.VAPID_SUBJECT },
        // Trusts only this test's self-signed push service.
        new https.Agent({ rejectUnauthorized: false }),
      ),
    });
  });
  afterAll(async () => {
    await h?.close();
    await push?.close();
  });

  it('when the public key is asked for, then the configured VAPID public key is returned', async () => {
    const res = await h.http.get('/api/push/public-key');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { publicKey: vapid.publicKey } });
  });

  it('when the end-to-end suite subscribes its stand-in http endpoint under NODE_ENV=test, then it is accepted', async () => {
    // web/e2e/pwa-settings.spec.ts subscribes http://127.0.0.1:9/push/e2e-<member> through Chromium.
    const res = await h.http
      .post('/api/push/subscribe')
      .set('Authorization', await auth(15))
      .send({ endpoint: 'http://127.0.0.1:9/push/e2e-member15', keys: browserKeys() });
    expect(res.status).toBe(201);
    expect(h.config.pushAllowLocalEndpoints).toBe(true);
  });

  it('when subscribing without a token or with a bad subscription, then 401 or 422', async () => {
    expect((await h.http.post('/api/push/subscribe').send({})).status).toBe(401);
    const res = await h.http
      .post('/api/push/subscribe')
      .set('Authorization', await auth(1))
      .send({ endpoint: 'not a url' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['endpoint', 'keys']);
  });

  it('when an appointment changes status, then each subscription gets an encrypted VAPID message and gone ones are deleted', async () => {
    const keepKeys = browserKeys();
    await h.http
      .post('/api/push/subscribe')
      .set('Authorization', await auth(11))
      .send({ subscription: { endpoint: `${push.url}/keep`, keys: keepKeys } })
      .expect(201);
    await h.http
      .post('/api/push/subscribe')
      .set('Authorization', await auth(11))
      .send({ endpoint: `${push.url}/gone`, keys: browserKeys() })
      .expect(201);
    await h.http
      .post('/api/push/subscribe')
      .set('Authorization', await auth(12))
      .send({ endpoint: `${push.url}/other`, keys: browserKeys() })
      .expect(201);
    push.gone.add('/gone');

    const no = await book(h, 11, '2030-04-01');
    await h.http
      .patch(`/api/booking/admin/appointments/${no}/status`)
      .set('Authorization', `Bearer ${ADMIN_TOKEN}`)
      .send({ status: 'Cancelled' })
      .expect(200);
    await h.booking.notifier.idle();

    expect(push.received.map((r) => r.path).sort()).toEqual(['/gone', '/keep']);
    const keep = push.received.find((r) => r.path === '/keep')!;
    expect(keep.headers['content-encoding']).toBe('aes128gcm');
    expect(String(keep.headers.authorization)).toMatch(/^vapid t=.+, k=/);
    expect(keep.bytes).toBeGreaterThan(100);
    const left = await h.db.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', 11)
      .execute();
    expect(left.map((r) => r.endpoint)).toEqual([`${push.url}/keep`]);
  });

  it("when a member subscribes another member's endpoint, then 403 and it stays the owner's", async () => {
    const endpoint = `${push.url}/owned-by-21`;
    const first = await h.http
      .post('/api/push/subscribe')
      .set('Authorization', await auth(21))
      .send({ endpoint, keys: browserKeys() });
    expect(first.status).toBe(201);
    const taken = await h.http
      .post('/api/push/subscribe')
      .set('Authorization', await auth(22))
      .send({ endpoint, keys: browserKeys() });
    expect(taken.status).toBe(403);
    expect(taken.body).toEqual({ code: 'forbidden', message: MESSAGES.forbidden });
    expect((await subscriptionsOf(h.db.db, 21)).map((s) => s.endpoint)).toContain(endpoint);
    expect(await subscriptionsOf(h.db.db, 22)).toEqual([]);
    // The owner may subscribe it again (new keys).
    const again = await h.http
      .post('/api/push/subscribe')
      .set('Authorization', await auth(21))
      .send({ endpoint, keys: browserKeys() });
    expect(again.status).toBe(201);
  });

  it('when a member unsubscribes, then only their own subscription is removed', async () => {
    await h.http
      .post('/api/push/subscribe')
      .set('Authorization', await auth(13))
      .send({ endpoint: `${push.url}/s13`, keys: browserKeys() })
      .expect(201);
    const other = await h.http
      .delete('/api/push/unsubscribe')
      .set('Authorization', await auth(14))
      .send({ endpoint: `${push.url}/s13` });
    expect(other.body).toEqual({ data: { unsubscribed: false } });
    const own = await h.http
      .delete('/api/push/unsubscribe')
      .set('Authorization', await auth(13))
      .send({ endpoint: `${push.url}/s13` });
    expect(own.body).toEqual({ data: { unsubscribed: true } });
    await h.http
      .post('/api/push/subscribe')
      .set('Authorization', await auth(13))
      .send({ endpoint: `${push.url}/q13`, keys: browserKeys() })
      .expect(201);
    const byQuery = await h.http
      .delete('/api/push/unsubscribe')
      .query({ endpoint: `${push.url}/q13` })
      .set('Authorization', await auth(13));
    expect(byQuery.body).toEqual({ data: { unsubscribed: true } });
  });
});

describe('push endpoint rule', () => {
  it('when endpoints are real push services, then they are accepted', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx1',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, false), endpoint).toBe(true);
    }
  });

  it('when an endpoint is http, an IP literal in any spelling, localhost, a local or single-label name, or carries credentials, then it is refused', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/a',
      'https://127.0.0.1/x',
      'https://2130706433/x',
      'https://0x7f.1/x',
      'https://10.0.0.5:8443/x',
      'https://[::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://localhost/x',
      'https://LOCALHOST./x',
      'https://push.localhost/x',
      'https://printer.local/x',
      'https://metadata.google.internal/x',
      'https://intranet/x',
      'https://user:pass@fcm.googleapis.com/x',
      'https://fcm.googleapis.com:8443/x',
      'https://127.0.0.1.nip.io:22/x',
      'ftp://fcm.googleapis.com/x',
      'not a url',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, false), endpoint).toBe(false);
    }
  });

  it('when an address is private, loopback, link-local or another special range, then it is not public', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::10.0.0.1',
      // The same addresses in the other spellings IPv6 has for IPv4 (issue 37).
      '::127.0.0.1',
      '::7f00:1',
      '::ffff:0:7f00:1',
      '::ffff:0:127.0.0.1',
      '::FFFF:7F00:0001',
      '0:0:0:0:0:ffff:127.0.0.1',
      '::ffff:8.8.8.8',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b:1::a00:1',
      '2002:7f00:1::',
      '2002:c0a8:101::1',
      '2002:a00:1:0:0:0:0:1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      'fe80::1%eth0',
      'febf::1',
      'ff02::1',
      '100::1',
      'not an ip',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of [
      '8.8.8.8',
      '142.250.80.10',
      '2001:4860:4860::8888',
      '2a00:1450:4001:82b::200a',
      '64:ff9b::808:808',
      '2002:808:808::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('when a push is sent to a name resolving to this host, then the lookup refuses it and nothing connects', async () => {
    let connections = 0;
    const server = net.createServer((s) => {
      connections += 1;
      s.destroy();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    try {
      const looked = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
        publicOnlyLookup('localhost', {}, (err) => resolve(err)),
      );
      expect(looked?.code).toBe('EPUSHADDRESS');

      const vapid = webpush.generateVAPIDKeys();
      const send = webPushSender({ ...vapid, subject: 'mailto:reader@example.com' });
      const sent = send(
        { endpoint: `https://localhost:${port}/push/x`, keys: browserKeys() },
        '{"title":"x"}',
      );
      await expect(sent).rejects.toMatchObject({ code: 'EPUSHADDRESS' });
      expect(connections).toBe(0);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  it('when local endpoints are allowed (tests only), then the e2e stand-in endpoint passes but other schemes do not', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:9/push/e2e-member1', true)).toBe(true);
    expect(isAllowedPushEndpoint('https://127.0.0.1:4443/keep', true)).toBe(true);
    expect(isAllowedPushEndpoint('ftp://127.0.0.1/x', true)).toBe(false);
  });
});

describe.each(DB_KINDS)('push subscriptions with local endpoints refused on %s', (kind) => {
  let h: Harness;
  const sent: string[] = [];
  const auth = async (userId: number) => `Bearer ${await h.token(userId)}`;
  const subscribe = async (userId: number, endpoint: string) =>
    h.http
      .post('/api/push/subscribe')
      .set('Authorization', await auth(userId))
      .send({ endpoint, keys: { p256dh: 'k', auth: 'a' } });
  const endpointsOf = async (userId: number) =>
    (
      await h.db.db
        .selectFrom('push_subscriptions')
        .select('endpoint')
        .where('user_id', '=', userId)
        .orderBy('endpoint')
        .execute()
    ).map((r) => r.endpoint);

  beforeAll(async () => {
    h = await startHarness(kind, {
      env: { BOOKING_PUSH_ALLOW_LOCAL_ENDPOINTS: 'false' },
      pushSender: async (target) => {
        sent.push(target.endpoint);
      },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('when no VAPID keys are configured, then the public key answers 503 with a message', async () => {
    expect(h.config.vapid).toBeNull();
    const res = await h.http.get('/api/push/public-key');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ code: 'push_unavailable', message: MESSAGES.pushUnavailable });
    expect(res.headers['cache-control'] ?? '').not.toContain('max-age');
  });

  it('when a member subscribes an endpoint on localhost, an IP or plain http, then 422 under endpoint and nothing is stored', async () => {
    for (const endpoint of [
      'https://127.0.0.1:8443/push',
      'https://localhost/push',
      'http://fcm.googleapis.com/fcm/send/a',
    ]) {
      const res = await subscribe(1, endpoint);
      expect(res.status, endpoint).toBe(422);
      expect(res.body.errors, endpoint).toEqual({ endpoint: [MESSAGES.pushEndpointInvalid] });
    }
    expect(await endpointsOf(1)).toEqual([]);
    expect((await subscribe(1, 'https://fcm.googleapis.com/fcm/send/m1')).status).toBe(201);
    expect(await endpointsOf(1)).toEqual(['https://fcm.googleapis.com/fcm/send/m1']);
  });

  it('when a member subscribes more than the cap, then only the newest ten are kept, and subscribing again makes one newest', async () => {
    const ep = (i: number) =>
      `https://fcm.googleapis.com/fcm/send/cap-${String(i).padStart(2, '0')}`;
    await subscribe(3, 'https://fcm.googleapis.com/fcm/send/other-member').then((r) =>
      expect(r.status).toBe(201),
    );
    for (let i = 1; i <= 10; i++) {
      h.clock.now = new Date(NOW.getTime() + i * 1000);
      expect((await subscribe(2, ep(i))).status).toBe(201);
    }
    // The oldest one comes back (e.g. the same browser again): it is now the newest.
    h.clock.now = new Date(NOW.getTime() + 11_000);
    await subscribe(2, ep(1));
    h.clock.now = new Date(NOW.getTime() + 12_000);
    await subscribe(2, ep(11));
    h.clock.now = new Date(NOW.getTime() + 13_000);
    await subscribe(2, ep(12));
    h.clock.now = new Date(NOW);

    expect(MAX_SUBSCRIPTIONS_PER_MEMBER).toBe(10);
    expect(await endpointsOf(2)).toEqual([1, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(ep));
    expect(await endpointsOf(3)).toEqual(['https://fcm.googleapis.com/fcm/send/other-member']);
  });

  it('when a stored subscription no longer passes the rule, then no push is sent to it and it is dropped', async () => {
    await h.db.db
      .insertInto('push_subscriptions')
      .values({
        endpoint: 'https://10.0.0.5/legacy',
        user_id: 4,
        p256dh: 'k',
        auth: 'a',
        created_at: NOW.toISOString(),
        locale: 'en',
      })
      .execute();
    await subscribe(4, 'https://fcm.googleapis.com/fcm/send/m4');
    const no = await book(h, 4, '2030-04-02');
    await h.http
      .patch(`/api/booking/admin/appointments/${no}/status`)
      .set('Authorization', `Bearer ${ADMIN_TOKEN}`)
      .send({ status: 'Cancelled' })
      .expect(200);
    await h.booking.notifier.idle();
    expect(sent).toEqual(['https://fcm.googleapis.com/fcm/send/m4']);
    expect(await endpointsOf(4)).toEqual(['https://fcm.googleapis.com/fcm/send/m4']);
    // A member can still remove such a subscription by its endpoint.
    const removed = await h.http
      .delete('/api/push/unsubscribe')
      .set('Authorization', await auth(4))
      .send({ endpoint: 'https://fcm.googleapis.com/fcm/send/m4' });
    expect(removed.body).toEqual({ data: { unsubscribed: true } });
  });
});
