// Issue 42: the desk's notice settings through the CMS (the signed-in admin's own, forwarded to
// the booking service), the desk's push service worker, and the CMS's answer of who an admin is
// and whether she may confirm payments (asked by the booking service for a Telegram button).
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBookingService, type BookingService } from './booking-service';
import { startStrapi, type TestStrapi } from './strapi';

const API_TOKEN = 'test-cms-api-token-0123456789';
const JWT_SECRET = 'test-jwt-secret-0123456789abcdef';
const ADMIN_TOKEN = 'test-booking-admin-token-0123456789';
const READER = { email: 'reader@example.com', password: 'Reader-Admin-1' };
const EDITOR = { email: 'editor@example.com', password: 'Editor-Admin-1' };

let app: TestStrapi;
let booking: BookingService;
let readerJwt = '';
let editorJwt = '';
const api = () => request(app.server);
const idOf = async (email: string) =>
  ((await app.strapi.db.query('admin::user').findOne({ where: { email } })) as { id: number }).id;

async function adminLogin(user: { email: string; password: string }) {
  const res = await api().post('/admin/login').send(user);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.token as string;
}

beforeAll(async () => {
  process.env.BOOKING_ADMIN_TOKEN = ADMIN_TOKEN;
  app = await startStrapi({
    CMS_API_TOKEN: API_TOKEN,
    JWT_SECRET,
    DEV_ADMIN_EMAIL: READER.email,
    DEV_ADMIN_PASSWORD: READER.password,
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
  const editorRole = await app.strapi.db
    .query('admin::role')
    .findOne({ where: { code: 'strapi-editor' } });
  await app.strapi.admin.services.user.create({
    email: EDITOR.email,
    firstname: 'Ed',
    lastname: 'Itor',
    password: EDITOR.password,
    isActive: true,
    registrationToken: null,
    roles: [editorRole.id],
  });
  readerJwt = await adminLogin(READER);
  editorJwt = await adminLogin(EDITOR);
});

afterAll(async () => {
  await booking?.stop();
  await app?.close();
});

describe("the reader's notice settings (/bookings/notify)", () => {
  it('when she saves her settings, then she reads them back; an Editor without the desk is refused', async () => {
    const auth = { Authorization: `Bearer ${readerJwt}` };
    const first = await api().get('/bookings/notify').query({ locale: 'my' }).set(auth);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.settings.locale).toBe('my');
    expect(first.body.data.settings.events).toContain('proof');
    expect(first.body.data.telegram).toEqual({ available: false, linked: false, bot: null });

    const saved = await api()
      .put('/bookings/notify')
      .set(auth)
      .send({ events: ['proof'], quiet_from: '22:00', quiet_to: '07:00', locale: 'en' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.settings).toEqual({
      events: ['proof'],
      quiet_from: '22:00',
      quiet_to: '07:00',
      locale: 'en',
    });
    const bad = await api()
      .put('/bookings/notify')
      .set(auth)
      .send({ events: ['nonsense'], quiet_from: '25:00', quiet_to: null, locale: 'en' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(expect.arrayContaining(['events']));

    // Without a bot configured, linking Telegram says so (a 409 with its code).
    const link = await api().post('/bookings/notify/telegram').set(auth);
    expect(link.status).toBe(409);
    expect(link.body.code).toBe('telegram_unavailable');

    // Her devices are removed by id in the path (the admin's fetch client sends no DELETE body).
    const removed = await api().delete('/bookings/notify/devices/nope').set(auth);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.data).toEqual({ removed: false });

    const editor = await api()
      .get('/bookings/notify')
      .set({ Authorization: `Bearer ${editorJwt}` });
    expect(editor.status).toBe(403);
    expect((await api().get('/bookings/notify')).status).toBe(401);
  });

  it('when the desk registers its push worker, then /bookings/notify-sw.js is served without a session', async () => {
    const res = await api().get('/bookings/notify-sw.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.text).toContain("addEventListener('push'");
    expect(res.text).toContain('notificationclick');
  });
});

describe('who an admin is, for the booking service (/api/internal/desk-actors/:id)', () => {
  it('when asked with the service token, then the name and the update-status permission; else 401', async () => {
    const ask = (id: number, token = API_TOKEN) =>
      api().get(`/api/internal/desk-actors/${id}`).set('Authorization', `Bearer ${token}`);
    const reader = await ask(await idOf(READER.email));
    expect(reader.status, JSON.stringify(reader.body)).toBe(200);
    expect(reader.body.data.may_update_status).toBe(true);
    expect(typeof reader.body.data.name).toBe('string');
    const editor = await ask(await idOf(EDITOR.email));
    expect(editor.body.data).toEqual({ name: 'Ed Itor', may_update_status: false });
    expect((await ask(999999)).status).toBe(404);
    expect((await ask(await idOf(READER.email), 'wrong-token-0123456789')).status).toBe(401);
  });
});
