// Starts the booking app on port 0 against a fresh database and a fake CMS, with a movable clock.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import request from 'supertest';
import { createApp, type BookingApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { DbKind } from '../../src/db/index.js';
import type { PushSender } from '../../src/push/service.js';
import { exchangeMisfit } from '@mystic/shared';
import { startFakeCms, type FakeCms } from './fake-cms.js';
import { createTestDb, type TestDb } from './db.js';

export const JWT_SECRET = 'test-jwt-secret-0123456789abcdef';
export const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';
/** Monday 2030-01-07, 09:30 in Yangon. */
export const NOW = new Date('2030-01-07T03:00:00Z');
export const TODAY = '2030-01-07';

export interface Harness {
  booking: BookingApp;
  config: Config;
  cms: FakeCms;
  db: TestDb;
  url: string;
  server: http.Server;
  http: ReturnType<typeof request>;
  clock: { now: Date };
  uploadDir: string;
  /** Where .eml files go when the test sets no SMTP_URL. */
  mailDir: string;
  token(userId: number, claims?: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  env?: Record<string, string>;
  pushSender?: PushSender | null;
  /** False: the fake CMS does not tell the booking service its changes (a lost signal). */
  cmsTells?: boolean;
}

export async function accessToken(
  userId: number,
  claims: Record<string, unknown> = {},
  secret = JWT_SECRET,
) {
  const jwt = new SignJWT({
    userId: String(userId),
    sessionId: `s-${userId}`,
    type: 'access',
    ...claims,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt();
  if (claims.exp === undefined) jwt.setExpirationTime('1h');
  return jwt.sign(new TextEncoder().encode(secret));
}

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);

/**
 * `agent`, whose every request is sent once the fake CMS has told the booking service what the
 * test changed in it (`FakeCms.publish`): as the real CMS's publish returns only after telling,
 * a test that edits a price, a setting or a member and then books sees the booking service know.
 */
function afterPublishing<T extends object>(agent: T, cms: FakeCms): T {
  return new Proxy(agent, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function' || !HTTP_METHODS.has(String(prop))) return value;
      return (...args: unknown[]) => {
        const test = (value as (...a: unknown[]) => request.Test).apply(target, args);
        const end = test.end.bind(test);
        test.end = (callback) => {
          // Every answer is held to its endpoint's contract (issue 40).
          const checked: typeof callback = (err, res) => {
            const sent = test as unknown as { method: string; url: string };
            const misfit = !err && res ? exchangeMisfit(sent, res) : null;
            callback?.(misfit ? new Error(misfit) : err, res);
          };
          cms.publish().then(
            () => end(checked),
            (err: Error) => callback?.(err, undefined as never),
          );
          return test;
        };
        return test;
      };
    },
  });
}

export async function startHarness(kind: DbKind, options: HarnessOptions = {}): Promise<Harness> {
  const cms = await startFakeCms();
  const db = await createTestDb(kind);
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booking-uploads-'));
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booking-mail-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET,
    BOOKING_ADMIN_TOKEN: ADMIN_TOKEN,
    CMS_API_TOKEN: cms.token,
    CMS_URL: cms.url,
    BOOKING_UPLOAD_DIR: uploadDir,
    // Mails go to .eml files here unless a test sets SMTP_URL.
    MAIL_OUTBOX_DIR: mailDir,
    BOOKING_CMS_CACHE_MS: '0',
    BOOKING_CMS_TIMEOUT_MS: '2000',
    PUBLIC_URL: 'http://localhost:8080',
    // Tests book and pay many times from one address: limits only where a test sets them.
    BOOKING_CREATE_MEMBER_MAX: '100000',
    BOOKING_CREATE_IP_MAX: '100000',
    BOOKING_PAYMENT_MEMBER_MAX: '100000',
    BOOKING_PAYMENT_IP_MAX: '100000',
    ...db.env,
    ...options.env,
  });
  const clock = { now: new Date(NOW) };
  const booking = await createApp({
    config,
    db: db.db,
    dbKind: db.kind,
    now: () => clock.now,
    pushSender: options.pushSender === undefined ? null : options.pushSender,
  });
  const server = http.createServer(booking.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  if (options.cmsTells !== false) cms.tellBooking(url, config.adminToken);
  return {
    booking,
    config,
    cms,
    db,
    url,
    server,
    http: afterPublishing(request(url), cms),
    clock,
    uploadDir,
    mailDir,
    token: (userId, claims) => accessToken(userId, claims),
    close: async () => {
      await booking.ctx.background.idle();
      await booking.notifier.idle();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await cms.close();
      await db.cleanup();
      fs.rmSync(uploadDir, { recursive: true, force: true });
      fs.rmSync(mailDir, { recursive: true, force: true });
    },
  };
}

/** A valid booking form for `date`, with overrides. */
export function bookingForm(date: string, overrides: Record<string, unknown> = {}) {
  return {
    email: 'aye@example.com',
    dob: '1990-05-15', // a Tuesday, as `birthday` 3 says
    gender: 1,
    birthday: 3,
    social_link: 'https://facebook.com/aye',
    desc: 'Career and love reading, please.',
    packages: [1, 2],
    appointment_date: date,
    ...overrides,
  };
}

/** Books `date` for `userId` and returns the appointment number (fails the test otherwise). */
export async function book(
  h: Harness,
  userId: number,
  date: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await h.http
    .post('/api/auth/appointments/store')
    .set('Authorization', `Bearer ${await h.token(userId)}`)
    .send(bookingForm(date, overrides));
  if (res.status !== 201)
    throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.appointment_no as string;
}
