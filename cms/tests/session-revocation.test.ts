// A session the CMS ends is refused by the booking service within a second, without a CMS call
// per request (issue 14): the booking service runs against this Strapi as in production.
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type BookingApp } from '../../booking-service/src/app';
import { loadConfig } from '../../booking-service/src/config';
import { createTestDb, type TestDb } from '../../booking-service/tests/support/db';
import { PASSWORD, bearer, register } from './members-helpers';
import { startStrapi, type TestStrapi } from './strapi';

const JWT_SECRET = 'revocation-test-jwt-secret-0123456789';
const CMS_API_TOKEN = 'revocation-test-cms-token-0123456789';

let app: TestStrapi;
let db: TestDb;
let booking: BookingApp;
let cmsCalls = 0;

beforeAll(async () => {
  process.env.TEST_JWT_SECRET = JWT_SECRET;
  process.env.TEST_CMS_API_TOKEN = CMS_API_TOKEN;
  app = await startStrapi({
    CMS_SEED: 'false',
    MEMBER_LOGIN_IP_MAX: '1000',
    MEMBER_REGISTER_IP_MAX: '1000',
    MEMBER_PASSWORD_IP_MAX: '1000',
  });
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', () => resolve()));
  app.server.on('request', (req: { url?: string }) => {
    if (req.url?.startsWith('/api/internal/sessions/ended')) cmsCalls++;
  });
  db = await createTestDb('sqlite');
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET,
    CMS_API_TOKEN,
    CMS_URL: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    BOOKING_ADMIN_TOKEN: 'revocation-test-admin-token-0123456789',
    PUBLIC_URL: 'http://localhost:8080',
    ...db.env,
  });
  booking = await createApp({ config, db: db.db, dbKind: db.kind, pushSender: null });
}, 120_000);
afterAll(async () => {
  booking?.ctx.sessions.stop();
  await db?.cleanup();
  await app?.close();
  delete process.env.TEST_JWT_SECRET;
  delete process.env.TEST_CMS_API_TOKEN;
});

/** The member's own bookings: a booking-service route that needs a member token. */
const appointments = (token: string) => {
  const { userId } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    userId: string;
  };
  return request(booking.app)
    .get(`/api/auth/appointments/users/${userId}/bookings`)
    .set(bearer(token));
};

/**
 * Asks the booking service with `token` until it is refused (at most 5 s), and says how many
 * checks the booking service made with the CMS meanwhile. Checks run every POLL_MS (500 ms), so
 * "refused by the second check" is "refused within 1 s" without timing this machine's speed.
 */
async function checksUntilRefused(token: string): Promise<number> {
  const before = cmsCalls;
  const deadline = Date.now() + 5_000;
  for (;;) {
    const res = await appointments(token);
    if (res.status === 401) {
      expect(res.body).toEqual(expect.objectContaining({ message: expect.any(String) }));
      return cmsCalls - before;
    }
    expect(res.status).toBe(200);
    if (Date.now() > deadline) throw new Error('the ended session was still accepted after 5 s');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('booking service and sessions the CMS ends', () => {
  it('when a member logs out, then the old access token is refused within 1 s', async () => {
    const m = await register(app);
    expect((await appointments(m.access)).status).toBe(200);
    const before = cmsCalls;
    for (let i = 0; i < 10; i++) expect((await appointments(m.access)).status).toBe(200);
    // Ten requests, no question to the CMS per request (at most the background poll's).
    expect(cmsCalls - before).toBeLessThanOrEqual(2);

    const res = await request(app.server).post('/api/auth/logout').set(bearer(m.access));
    expect(res.status).toBe(200);
    expect(await checksUntilRefused(m.access)).toBeLessThanOrEqual(2);
  });

  it('when a member changes the password, then the tokens of their other logins are refused within 1 s', async () => {
    const m = await register(app);
    const other = await request(app.server)
      .post('/api/login')
      .send({ credentials: m.email, password: PASSWORD, acceptTerms: true, device_name: 'other' });
    expect(other.status).toBe(200);
    const otherToken = other.body.access_token as string;
    expect((await appointments(otherToken)).status).toBe(200);

    const res = await request(app.server)
      .patch('/api/auth/users/password/update')
      .set(bearer(m.access))
      .send({
        currentPassword: PASSWORD,
        newPassword: 'Changed123',
        confirmPassword: 'Changed123',
      });
    expect(res.status).toBe(200);
    expect(await checksUntilRefused(otherToken)).toBeLessThanOrEqual(2);
    // The login that changed it goes on.
    expect((await appointments(m.access)).status).toBe(200);
  });

  it('when the reader blocks a member, then their access token is refused within 1 s', async () => {
    const m = await register(app);
    expect((await appointments(m.access)).status).toBe(200);
    await app.strapi.db
      .query('plugin::users-permissions.user')
      .update({ where: { id: m.id }, data: { blocked: true } });
    expect(await checksUntilRefused(m.access)).toBeLessThanOrEqual(2);
  });

  it('when a session was ended before the booking service first saw its token, then it is refused at once', async () => {
    const m = await register(app);
    await request(app.server).post('/api/auth/logout').set(bearer(m.access));
    expect((await appointments(m.access)).status).toBe(401);
  });
});
