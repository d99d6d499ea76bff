// Forgot password (issue 23): the same answer for every address, a mail with a one-hour,
// single-use link through the booking service's outbox (.eml files here), the registration
// password rules, and every session of the member ended.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from '@mystic/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBookingService, type BookingService } from './booking-service';
import { bearer, register } from './members-helpers';
import { startStrapi, type TestStrapi } from './strapi';

const API_TOKEN = 'test-cms-api-token-0123456789';
const JWT_SECRET = 'test-jwt-secret-0123456789abcdef';
const ADMIN_TOKEN = 'test-booking-admin-token-0123456789';

let app: TestStrapi;
let booking: BookingService;
const api = () => request(app.server);

beforeAll(async () => {
  process.env.BOOKING_ADMIN_TOKEN = ADMIN_TOKEN;
  app = await startStrapi({
    CMS_SEED: 'false',
    CMS_API_TOKEN: API_TOKEN,
    JWT_SECRET,
    MEMBER_REGISTER_IP_MAX: '1000',
    MEMBER_LOGIN_IP_MAX: '1000',
    MEMBER_FORGOT_IP_MAX: '1000',
    PUBLIC_URL: 'http://localhost:8080',
  });
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  const { port } = app.server.address() as { port: number };
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

/** Quoted-printable's soft line breaks and escaped `=` undone, enough to read links. */
const unfold = (eml: string) => eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

const mailFiles = () =>
  existsSync(booking.mailDir)
    ? readdirSync(booking.mailDir).filter((f) => f.endsWith('-password_reset.eml'))
    : [];

/** The reset mails to `email` not in `after`, once there are `count` (written just after the answer). */
async function resetMailsTo(email: string, after: string[], count: number): Promise<string[]> {
  const limit = Date.now() + 15_000;
  let found: string[] = [];
  while (Date.now() < limit) {
    found = mailFiles()
      .filter((f) => !after.includes(f))
      .map((f) => unfold(readFileSync(join(booking.mailDir, f), 'utf8')))
      .filter((eml) => eml.includes(`To: ${email}`));
    if (found.length >= count) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${found.length} of ${count} reset mail(s) to ${email}`);
}
const resetMailTo = async (email: string, after: string[] = []) =>
  (await resetMailsTo(email, after, 1))[0]!;

/** The link's token, read from the mail. */
const tokenOf = (eml: string) => {
  const m = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(eml);
  if (!m) throw new Error('no link in the mail');
  return m[1]!;
};

const forgot = (email: string, locale?: string) =>
  api()
    .post('/api/auth/forgot-password')
    .send({ email, ...(locale ? { locale } : {}) });
const reset = (token: string, password: string, confirmation = password) =>
  api()
    .post('/api/auth/reset-password')
    .send({ token, password, passwordConfirmation: confirmation });
const usable = async (token: unknown) => {
  const res = await api().post('/api/auth/reset-password/check').send({ token });
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.body.data.usable as boolean;
};
const login = (credentials: string, password: string) =>
  api()
    .post('/api/login')
    .send({ credentials, password, acceptTerms: true, device_name: 'vitest' });

describe('forgot and reset password', () => {
  it('answers an unknown address exactly like a known one, and mails only the member', async () => {
    const m = await register(app);
    const known = await forgot(m.email.toUpperCase());
    const unknown = await forgot('nobody-here@example.com');
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.body).toEqual({ message: MESSAGES.forgotPasswordSent });
    expect(unknown.body).toEqual(known.body);
    const eml = await resetMailTo(m.email);
    expect(eml).toContain('Subject: Reset your password');
    const all = mailFiles().map((f) => readFileSync(join(booking.mailDir, f), 'utf8'));
    expect(all.some((eml) => eml.includes('nobody-here'))).toBe(false);
  });

  it('sets a new password once with the link, and ends every session of the member', async () => {
    const m = await register(app);
    const before = mailFiles();
    await forgot(m.email, 'my');
    const eml = await resetMailTo(m.email, before);
    expect(eml).toContain('lang=my');
    const token = tokenOf(eml);
    // The page asks first; asking uses nothing up.
    expect(await usable(token)).toBe(true);
    expect(await usable(token)).toBe(true);

    // The registration rules: at least 6 characters, the confirmation matching.
    const short = await reset(token, 'abc');
    expect(short.status).toBe(422);
    expect(short.body.errors.password).toEqual([MESSAGES.passwordMin]);
    const mismatch = await reset(token, 'New-pass-1', 'New-pass-2');
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.passwordConfirmation).toEqual([MESSAGES.passwordsMustMatch]);

    const ok = await reset(token, 'New-pass-1');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: MESSAGES.passwordResetDone });
    // The old login is over; the old password no longer works, the new one does.
    expect((await api().get('/api/auth/user').set(bearer(m.access))).status).toBe(401);
    expect((await api().post('/api/refresh-token').send({ refresh_token: m.refresh })).status).toBe(
      401,
    );
    expect((await login(m.username, 'Secret123')).status).toBe(401);
    expect((await login(m.username, 'New-pass-1')).status).toBe(200);

    // Single use: the page now says the link is dead before anything is typed.
    expect(await usable(token)).toBe(false);
    const again = await reset(token, 'Other-pass-1');
    expect(again.status).toBe(422);
    expect(again.body.errors.token).toEqual([MESSAGES.resetTokenInvalid]);
  });

  it('refuses an unknown token, an older link after a newer one, and an expired one', async () => {
    expect((await reset('x'.repeat(43), 'New-pass-1')).status).toBe(422);
    const m = await register(app);
    let before = mailFiles();
    await forgot(m.email);
    const first = tokenOf(await resetMailTo(m.email, before));
    before = mailFiles();
    await forgot(m.email);
    const second = tokenOf(await resetMailTo(m.email, before));
    expect((await reset(first, 'New-pass-1')).status).toBe(422);

    // One hour later the newer link has expired too.
    const user = await app.strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { id: m.id }, select: ['resetPasswordToken'] });
    const [hash] = String(user.resetPasswordToken).split(':');
    await app.strapi.db
      .query('plugin::users-permissions.user')
      .update({ where: { id: m.id }, data: { resetPasswordToken: `${hash}:${Date.now() - 1}` } });
    expect(await usable(first)).toBe(false);
    expect(await usable(second)).toBe(false);
    expect(await usable('x'.repeat(43))).toBe(false);
    expect(await usable(42)).toBe(false);
    const expired = await reset(second, 'New-pass-1');
    expect(expired.status).toBe(422);
    expect(expired.body.message).toBe(MESSAGES.resetTokenInvalid);
  });

  it('checks the e-mail field and limits requests per address', async () => {
    const bad = await forgot('not-an-email');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.email).toEqual([MESSAGES.emailInvalid]);
    // Per typed address: after three, the answer stays the same but no more mails go out.
    const m = await register(app);
    const before = mailFiles();
    for (let i = 0; i < 5; i++) expect((await forgot(m.email)).status).toBe(200);
    // Requests 4 and 5 were refused before answering, so no later mail can appear.
    expect(await resetMailsTo(m.email, before, 3)).toHaveLength(3);
  });
});
