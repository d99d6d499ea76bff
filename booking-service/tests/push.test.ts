import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPushSender } from '../src/push/service.js';
import { DB_KINDS } from './support/db.js';
import { ADMIN_TOKEN, book, startHarness, type Harness } from './support/harness.js';

/** A throw-away self-signed certificate for 127.0.0.1 (web-push only speaks https). */
function selfSignedCert() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const out = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  fs.rmSync(dir, { recursive: true, force: true });
  return out;
}

/** A stand-in push service: records what arrives, answers 201, or 410 for gone subscriptions. */
async function startPushService() {
  const received: { path: string; headers: http.IncomingHttpHeaders; bytes: number }[] = [];
  const gone = new Set<string>();
  const server = https.createServer(selfSignedCert(), (req, res) => {
    let bytes = 0;
    req.on('data', (c: Buffer) => (bytes += c.length));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, bytes });
      res.writeHead(gone.has(req.url ?? '') ? 410 : 201).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, gone, close: () => new Promise<void>((r) => server.close(() => r())) };
}

function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

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
