// Issue 37 against a running CMS: limits before work (the content API's body limit, the length of
// a field checked before Zawgyi conversion), accounts (a new login e-mail takes the password,
// voids reset links and tells the old address; phone-shaped usernames; a phone-shaped credential
// is a phone first; control characters), and one view per address per post per day.
import http from 'node:http';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@mystic/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBookingService, type BookingService } from './booking-service';
import { PASSWORD, bearer, createProfileRefs, newMember, register } from './members-helpers';
import { startStrapi, type TestStrapi } from './strapi';

const API_TOKEN = 'test-cms-api-token-0123456789';
const JWT_SECRET = 'test-jwt-secret-0123456789abcdef';
const ADMIN_TOKEN = 'test-booking-admin-token-0123456789';
const USER_UID = 'plugin::users-permissions.user';

let app: TestStrapi;
let booking: BookingService;
let port: number;
let refs: { gender: number; weekday: number };
const api = () => request(app.server);

beforeAll(async () => {
  process.env.BOOKING_ADMIN_TOKEN = ADMIN_TOKEN;
  app = await startStrapi({
    CMS_SEED: 'false',
    CMS_API_TOKEN: API_TOKEN,
    JWT_SECRET,
    MEMBER_REGISTER_IP_MAX: '1000',
    MEMBER_LOGIN_IP_MAX: '1000',
    MEMBER_PASSWORD_IP_MAX: '1000',
    MEMBER_FORGOT_IP_MAX: '1000',
    POST_VIEW_RATE_LIMIT: '5',
    PUBLIC_URL: 'http://localhost:8080',
  });
  refs = await createProfileRefs(app);
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  port = (app.server.address() as AddressInfo).port;
  booking = await startBookingService({
    CMS_URL: `http://127.0.0.1:${port}`,
    CMS_API_TOKEN: API_TOKEN,
    JWT_SECRET,
    BOOKING_ADMIN_TOKEN: ADMIN_TOKEN,
  });
  // The booking service starts after the CMS (it needs its address): the CMS is told where.
  app.strapi.config.set('site.bookingUrl', booking.url);
});
afterAll(async () => {
  await booking?.stop();
  await app?.close();
});

/** A Burmese text (Zawgyi) of `length` characters. */
const myanmar = (length: number) => 'ေမာင္ေမာင္ '.repeat(Math.ceil(length / 11)).slice(0, length);

/** POSTs `body` as JSON, chunked (no Content-Length) when `chunked`; the status and the body. */
function postRaw(path: string, body: string, chunked = false) {
  return new Promise<{ status: number; body: string; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        agent: false,
        headers: {
          'content-type': 'application/json',
          ...(chunked ? {} : { 'content-length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, body: text, ms: performance.now() - started }),
        );
      },
    );
    req.on('error', reject);
    if (!chunked) return void req.end(body);
    // In 16 kB writes, so no length is declared.
    for (let i = 0; i < body.length; i += 16_384) req.write(body.slice(i, i + 16_384));
    req.end();
  });
}

const tooLarge = { code: 'request_too_large', message: MESSAGES.requestTooLarge };

describe('limits before work', () => {
  it('when a JSON body over 100 kB comes to /api, declared or chunked, then 413 with the coded message', async () => {
    const body = JSON.stringify({ ...newMember(), username: 'a'.repeat(150_000) });
    for (const chunked of [false, true]) {
      const res = await postRaw('/api/register', body, chunked);
      expect(res.status, `chunked: ${chunked}`).toBe(413);
      expect(JSON.parse(res.body)).toEqual(tooLarge);
    }
  });

  it('when 100,000 Burmese characters are sent as a username, then 413 at once, and other requests stay fast', async () => {
    const body = JSON.stringify({ ...newMember(), username: myanmar(100_000) });
    const flood = Array.from({ length: 5 }, () => postRaw('/api/register', body));
    const started = performance.now();
    const normal = await api().get('/api/auth/user');
    const normalMs = performance.now() - started;
    const answers = await Promise.all(flood);
    expect(answers.map((a) => a.status)).toEqual([413, 413, 413, 413, 413]);
    expect(normal.status).toBe(401);
    expect(normalMs).toBeLessThan(1_000);
  });

  it('when a field is too long but the body fits, then the length message comes without converting it', async () => {
    // 30,000 Burmese characters: about 90 kB of JSON, under the limit.
    const res = await postRaw(
      '/api/register',
      JSON.stringify({ ...newMember(), username: myanmar(30_000) }),
    );
    expect(res.status).toBe(422);
    expect(JSON.parse(res.body).errors.username).toEqual([MESSAGES.usernameMax]);
    expect(res.ms).toBeLessThan(1_000);
  });

  it('when a body under 100 kB comes to /api, or a larger one to the admin panel, then it is read', async () => {
    const small = await postRaw(
      '/api/register',
      JSON.stringify({ ...newMember(), pad: 'x'.repeat(90_000) }),
    );
    expect(small.status).toBe(201);
    // The admin's editor keeps Strapi's own limit (long posts): read, then refused for its content.
    const admin = await postRaw(
      '/admin/login',
      JSON.stringify({ email: 'nobody@example.com', password: 'x', pad: 'x'.repeat(300_000) }),
    );
    expect(admin.status).not.toBe(413);
  });
});

describe('accounts', () => {
  let phones = 0;
  const profile = (
    m: { username: string; email: string },
    extra: Record<string, unknown> = {},
  ) => ({
    username: m.username,
    email: m.email,
    phone: `+66 81 345 ${String(1000 + (phones += 1))}`,
    gender: refs.gender,
    birthday: refs.weekday,
    dob: '1992-02-29',
    ...extra,
  });
  const update = (token: string, body: Record<string, unknown>) =>
    api().patch('/api/auth/users/info/update').set(bearer(token)).send(body);

  const mailsTo = async (email: string, kind: string) => {
    const limit = Date.now() + 15_000;
    while (Date.now() < limit) {
      const found = existsSync(booking.mailDir)
        ? readdirSync(booking.mailDir)
            .filter((f) => f.endsWith(`-${kind}.eml`))
            // Quoted-printable's soft line breaks undone.
            .map((f) => readFileSync(join(booking.mailDir, f), 'utf8').replace(/=\r?\n/g, ''))
            .filter((eml) => eml.includes(`To: ${email}`))
        : [];
      if (found.length) return found;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no ${kind} mail to ${email}`);
  };

  it('when the login e-mail changes without the current password, or with a wrong one, then 422 on current_password and nothing changes', async () => {
    const m = await register(app);
    const missing = await update(m.access, profile(m, { email: `new-${m.email}` }));
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      current_password: [MESSAGES.emailChangePasswordRequired],
    });
    expect(missing.body.field_codes).toEqual({
      current_password: ['email_change_password_required'],
    });
    const wrong = await update(
      m.access,
      profile(m, { email: `new-${m.email}`, current_password: 'Wrong123' }),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ current_password: [MESSAGES.currentPasswordInvalid] });
    const me = await api().get('/api/auth/user').set(bearer(m.access));
    expect(me.body.data.email).toBe(m.email);
    // The rest of the profile needs no password.
    expect((await update(m.access, profile(m))).status).toBe(200);
  });

  it('when the login e-mail changes with the password, then reset links die and the old address is told', async () => {
    const m = await register(app);
    await api().post('/api/auth/forgot-password').send({ email: m.email }).expect(200);
    const users = app.strapi.db.query(USER_UID);
    const limit = Date.now() + 10_000;
    while (!(await users.findOne({ where: { id: m.id } })).resetPasswordToken) {
      if (Date.now() > limit) throw new Error('no reset token was issued');
      await new Promise((r) => setTimeout(r, 50));
    }
    const newEmail = `moved-${m.email}`;
    const res = await update(m.access, profile(m, { email: newEmail, current_password: PASSWORD }));
    expect(res.status).toBe(200);
    expect(res.body.data.email).toBe(newEmail);
    expect((await users.findOne({ where: { id: m.id } })).resetPasswordToken).toBeNull();
    const [notice] = await mailsTo(m.email, 'email_changed');
    // Naming the new address only in part (the old one may no longer be the owner's).
    expect(notice).toContain('Subject: Your e-mail address was changed');
    expect(notice).toContain(`m***@${newEmail.split('@')[1]}`);
    expect(notice).not.toContain(newEmail);
  });

  it('when a username reads as a phone number, then register and profile refuse it in both languages', async () => {
    const reg = await api()
      .post('/api/register')
      .send(newMember({ username: '09 450 123 456' }));
    expect(reg.status).toBe(422);
    expect(reg.body.errors.username).toEqual([MESSAGES.usernamePhoneShaped]);
    expect(reg.body.field_codes.username).toEqual(['username_phone_shaped']);
    const m = await register(app);
    const res = await update(m.access, profile(m, { username: '+959450123456' }));
    expect(res.status).toBe(422);
    expect(res.body.errors.username).toEqual([MESSAGES.usernamePhoneShaped]);
  });

  it("when a phone number is typed at login, then the phone's owner is found before a username like it", async () => {
    const owner = await register(app);
    await update(owner.access, profile(owner, { phone: '09450999111' })).expect(200);
    // An account from before such usernames were refused, named like the owner's phone.
    await app.strapi
      .plugin('users-permissions')
      .service('user')
      .add({
        username: '09450999111',
        email: `squatter-${Date.now()}@example.com`,
        password: 'Squatter1',
        provider: 'local',
        confirmed: true,
        blocked: false,
      });
    const res = await api()
      .post('/api/login')
      .send({ credentials: '09450999111', password: PASSWORD, acceptTerms: true });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(owner.id);
  });

  it('when a username carries CR/LF or another control character, then it is refused with the message in both languages', async () => {
    for (const username of ['mya\r\nBcc: x@example.com', 'mya\u0000', 'mya\u2028x']) {
      const res = await api().post('/api/register').send(newMember({ username }));
      expect(res.status).toBe(422);
      expect(res.body.errors.username).toEqual([MESSAGES.controlCharacters]);
      expect(res.body.field_codes.username).toEqual(['control_characters']);
    }
  });
});

describe('post views', () => {
  it('when one address rotates its User-Agent, then it is one view, and past the limit it is refused', async () => {
    await app.strapi.documents('api::post.post').create({
      data: { title: 'Counted', slug: 'counted', body: '<p>x</p>', published_date: new Date() },
      locale: 'en',
      status: 'published',
    } as never);
    const views = async () =>
      (
        (await app.strapi.db.query('api::post.post').findOne({
          select: ['views'],
          where: { slug: 'counted', publishedAt: { $notNull: true } },
        })) as {
          views: number | null;
        }
      ).views ?? 0;
    const before = await views();
    const beacon = (ip: string, ua: string) =>
      api().post('/api/posts-list/counted/view').set('X-Forwarded-For', ip).set('User-Agent', ua);
    for (let i = 0; i < 5; i++)
      expect((await beacon('198.51.100.20', `bot-${i}`)).status).toBe(204);
    expect(await views()).toBe(before + 1);
    const refused = await beacon('198.51.100.20', 'bot-6');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'too_many_requests', message: MESSAGES.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is another reader.
    expect((await beacon('198.51.100.21', 'bot-0')).status).toBe(204);
    expect(await views()).toBe(before + 2);
  });
});
