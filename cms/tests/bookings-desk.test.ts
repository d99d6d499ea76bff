import { MESSAGES, MESSAGES_MY } from '@mystic/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../src/plugins/bookings/admin/src/api';
import { startBookingService, type BookingService } from './booking-service';
import { TINY_PNG, bearer, register } from './members-helpers';
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

async function adminLogin(user: { email: string; password: string }) {
  const res = await api().post('/admin/login').send(user);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.token as string;
}

/** A member's booking, made and paid through the booking service itself; its number. */
async function bookAndPay(day: string): Promise<string> {
  const m = await register(app);
  const first = async (path: string) => (await api().get(path)).body.data;
  const packages = await first('/api/packages-all');
  const form = {
    email: m.email,
    dob: '1990-01-01',
    gender: (await first('/api/genders-list'))[0].id,
    birthday: (await first('/api/weekdays-list'))[1].id,
    social_link: 'fb.com/desk',
    desc: 'A reading.',
    packages: [packages.data[0].id],
    appointment_date: day,
  };
  const made = await request(booking.url)
    .post('/api/auth/appointments/store')
    .set(bearer(m.access))
    .send(form);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const no = made.body.data.appointment_no as string;
  const paid = await request(booking.url)
    .post(`/api/auth/appointments/${no}/payment/store`)
    .set(bearer(m.access))
    .field('paymentype', String((await first('/api/banks-list'))[0].id))
    .field('transaction_no', 'TX-DESK')
    .attach('transaction_img', TINY_PNG, { filename: 'slip.png', contentType: 'image/png' });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return no;
}

const inDays = (n: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Yangon' }).format(
    new Date(Date.now() + n * 86_400_000),
  );

beforeAll(async () => {
  process.env.BOOKING_ADMIN_TOKEN = ADMIN_TOKEN;
  process.env.TEST_JWT_SECRET = JWT_SECRET;
  app = await startStrapi({
    CMS_SEED: 'true',
    MEMBER_REGISTER_IP_MAX: '1000',
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

  // An Editor: an admin of the panel, without any of the desk's actions.
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

/**
 * A failed answer as the desk's page receives it: Strapi's admin fetch client hands the body over
 * only when it has Strapi's `error` member, else just the status.
 */
const thrownToPage = (res: request.Response) =>
  res.body?.error
    ? Object.assign(new Error(res.body.error.message), {
        status: res.status,
        response: { data: res.body },
      })
    : Object.assign(new Error('Unknown Server Error'), { status: res.status });

describe("the reader's booking desk (/bookings admin routes)", () => {
  const ROUTES = [
    ['get', '/bookings/summary'],
    ['get', '/bookings/stats'],
    ['get', '/bookings/feedback'],
    ['get', '/bookings/appointments'],
    ['get', '/bookings/appointments/MV-1'],
    ['get', '/bookings/appointments/MV-1/proof'],
    ['put', '/bookings/appointments/MV-1/status'],
    ['get', '/bookings/board'],
    ['post', '/bookings/blocked-days'],
    ['delete', '/bookings/blocked-days/2030-01-01'],
    ['get', '/bookings/export'],
    ['get', '/bookings/day-sheet?date=2030-01-01'],
  ] as const;

  it('when no admin is logged in, then every route answers 401', async () => {
    for (const [method, path] of ROUTES) {
      const res = await api()[method](path);
      expect(res.status, path).toBe(401);
    }
  });

  it('when an Editor without the desk permissions calls, then every route answers 403', async () => {
    for (const [method, path] of ROUTES) {
      const res = await api()[method](path).set(bearer(editorJwt));
      expect(res.status, path).toBe(403);
    }
  });

  it('when the reader confirms a proof, then it is Booked and the history names her', async () => {
    const no = await bookAndPay(inDays(3));
    const queue = await api()
      .get('/bookings/appointments')
      .query({ status: 'Verifying', order: 'oldest' })
      .set(bearer(readerJwt));
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
    expect(queue.body.data.data.map((a: { appointment_no: string }) => a.appointment_no)).toContain(
      no,
    );
    const summary = await api().get('/bookings/summary').set(bearer(readerJwt));
    expect(summary.body.data.verifying).toBeGreaterThanOrEqual(1);

    const detail = await api().get(`/bookings/appointments/${no}`).set(bearer(readerJwt));
    expect(detail.body.data).toMatchObject({ status: 'Verifying', transaction_no: 'TX-DESK' });
    // The intake's gender and birth weekday read as the names the member chose.
    const genders = (await api().get('/api/genders-list')).body.data;
    const weekdays = (await api().get('/api/weekdays-list')).body.data;
    expect(detail.body.data.gender_name).toBe(genders[0].name);
    expect(detail.body.data.birthday_name).toBe(weekdays[1].name);
    // A Burmese desk asks with ?locale=my and reads them in Burmese, never English on its page.
    const detailMy = await api()
      .get(`/bookings/appointments/${no}`)
      .query({ locale: 'my' })
      .set(bearer(readerJwt));
    const gendersMy = (await api().get('/api/genders-list?locale=my')).body.data;
    const weekdaysMy = (await api().get('/api/weekdays-list?locale=my')).body.data;
    expect(detailMy.body.data.gender_name).toBe(gendersMy[0].name);
    expect(detailMy.body.data.birthday_name).toBe(weekdaysMy[1].name);
    expect(detailMy.body.data.gender_name).not.toBe(genders[0].name);
    // The proof image comes through the plugin, byte for byte, never cached by the browser.
    const proof = await api().get(`/bookings/appointments/${no}/proof`).set(bearer(readerJwt));
    expect(proof.status).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
    expect(proof.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(proof.body as Buffer, TINY_PNG)).toBe(0);

    const done = await api()
      .put(`/bookings/appointments/${no}/status`)
      .set(bearer(readerJwt))
      .send({ status: 'Booked', note: 'Paid, checked', actor: 'someone else' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.status).toBe('Booked');
    expect(done.body.data.history.at(-1)).toMatchObject({
      from: 'Verifying',
      to: 'Booked',
      note: 'Paid, checked',
      by: 'reader:Reader',
    });
  });

  it('when the reader rejects or cancels without a note, then 422 names the note; with one, it is audited', async () => {
    const no = await bookAndPay(inDays(4));
    for (const status of ['Pending', 'Cancelled']) {
      const res = await api()
        .put(`/bookings/appointments/${no}/status`)
        .set(bearer(readerJwt))
        .send({ status, note: '  ' });
      expect(res.status, status).toBe(422);
      expect(res.body.errors).toEqual({ note: [MESSAGES.noteRequired] });
      expect(res.body.field_codes).toEqual({ note: ['note_required'] });
      // The desk shows it in the admin's language, by its codes.
      expect(failure(thrownToPage(res), 'my')).toEqual({
        message: `${MESSAGES_MY.validationFailed} ${MESSAGES_MY.noteRequired}`,
        outage: false,
      });
      expect(failure(thrownToPage(res), 'en').message).toBe(
        `${MESSAGES.validationFailed} ${MESSAGES.noteRequired}`,
      );
    }
    const rejected = await api()
      .put(`/bookings/appointments/${no}/status`)
      .set(bearer(readerJwt))
      .send({ status: 'Pending', note: 'The slip is unreadable' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.history.at(-1)).toMatchObject({
      to: 'Pending',
      note: 'The slip is unreadable',
      by: 'reader:Reader',
    });
    // A transition the booking service refuses comes back as its own 409.
    const finish = await api()
      .put(`/bookings/appointments/${no}/status`)
      .set(bearer(readerJwt))
      .send({ status: 'Finished' });
    expect(finish.status).toBe(409);
    expect(finish.body.code).toBe('invalid_transition');
    expect(failure(thrownToPage(finish), 'my').message).toBe(MESSAGES_MY.invalidTransition);
    // A proof that is not there: the image is fetched as a blob, so only the status comes back.
    const none = await api().get('/bookings/appointments/NOPE-1/proof').set(bearer(readerJwt));
    expect(none.status).toBe(404);
    expect(failure({ status: none.status }, 'my').message).toBe(MESSAGES_MY.notFound);
  });

  it('when the reader blocks and unblocks a day, then the board shows it with her name recorded', async () => {
    const day = inDays(10);
    const blocked = await api()
      .post('/bookings/blocked-days')
      .set(bearer(readerJwt))
      .send({ date: day, reason: 'Retreat' });
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(201);
    const who = await request(booking.url)
      .get('/api/booking/admin/blocked-days')
      .query({ from: day, to: day })
      .set(bearer(ADMIN_TOKEN));
    expect(who.body.data).toEqual([
      expect.objectContaining({ date: day, reason: 'Retreat', by: 'reader:Reader' }),
    ]);
    const board = await api()
      .get('/bookings/board')
      .query({ month: day.slice(0, 7) })
      .set(bearer(readerJwt));
    expect(board.status).toBe(200);
    expect(board.body.data.days.find((d: { date: string }) => d.date === day)).toMatchObject({
      blocked: true,
      reason: 'Retreat',
    });
    const unblocked = await api().delete(`/bookings/blocked-days/${day}`).set(bearer(readerJwt));
    expect(unblocked.status).toBe(200);
  });

  it('when the reader exports, then a UTF-8 CSV with a BOM lists the filtered bookings', async () => {
    const no = await bookAndPay(inDays(5));
    const res = await api()
      .get('/bookings/export')
      .query({ q: no })
      .set(bearer(readerJwt))
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toMatch(/^Number,Appointment date,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(no);
    expect(lines[1]).toContain('Verifying');
  });

  it("when the reader opens a day's sheet, then every booking of the day comes, confirmed first, with the intake's names and the Wednesday half", async () => {
    const day = inDays(9);
    const waiting = await bookAndPay(day);
    const confirmed = await bookAndPay(day);
    const done = await api()
      .put(`/bookings/appointments/${confirmed}/status`)
      .set(bearer(readerJwt))
      .send({ status: 'Booked', note: 'Paid' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    await bookAndPay(inDays(10)); // another day's: not on the sheet

    const sheet = await api()
      .get('/bookings/day-sheet')
      .query({ date: day })
      .set(bearer(readerJwt));
    expect(sheet.status, JSON.stringify(sheet.body)).toBe(200);
    expect(sheet.headers['cache-control']).toBe('private, no-store');
    const { date, bookings } = sheet.body.data as {
      date: string;
      bookings: Record<string, unknown>[];
    };
    expect(date).toBe(day);
    expect(bookings.map((b) => [b.appointment_no, b.status])).toEqual([
      [confirmed, 'Booked'],
      [waiting, 'Verifying'],
    ]);
    const weekdays = (await api().get('/api/weekdays-list')).body.data;
    expect(bookings[0]).toMatchObject({
      dob: '1990-01-01',
      desc: 'A reading.',
      birthday_name: weekdays[1].name,
      // The form's weekday entry is not a Wednesday's.
      birthday_half: null,
      payment_state: 'confirmed',
    });

    const bad = await api()
      .get('/bookings/day-sheet')
      .query({ date: '2030-02-30' })
      .set(bearer(readerJwt));
    expect(bad.status).toBe(422);
  });

  it('when the reader confirms or rejects, then the answer names the gender and birth weekday, not their ids (issue 39.9)', async () => {
    const genders = (await api().get('/api/genders-list')).body.data;
    const weekdays = (await api().get('/api/weekdays-list')).body.data;
    for (const [status, note] of [
      ['Booked', 'Paid'],
      ['Pending', 'Unreadable'],
    ]) {
      const no = await bookAndPay(inDays(6));
      const res = await api()
        .put(`/bookings/appointments/${no}/status`)
        .set(bearer(readerJwt))
        .send({ status, note });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({
        status,
        gender_name: genders[0].name,
        birthday_name: weekdays[1].name,
      });
    }
  });

  it('when the reader exports in Burmese, then the CSV carries the intake, the chart and the payment days under Burmese headers (issue 42.4)', async () => {
    const no = await bookAndPay(inDays(7));
    const done = await api()
      .put(`/bookings/appointments/${no}/status`)
      .set(bearer(readerJwt))
      .send({ status: 'Booked' });
    expect(done.status).toBe(200);
    const csv = async (locale: string) => {
      const res = await api()
        .get('/bookings/export')
        .query({ q: no, locale })
        .set(bearer(readerJwt))
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        });
      expect(res.status).toBe(200);
      return (res.body as Buffer).toString('utf8').slice(1).trim().split('\r\n');
    };
    const en = await csv('en');
    expect(en[0]).toBe(
      'Number,Appointment date,Booked on,Status,Customer,E-mail,Phone,Date of birth,Birth weekday,' +
        'Myanmar birth date,Eight-day weekday,Sign and planet,Mahabote house,Gender,Question,' +
        'Social account,Packages,Total (Ks),Total (฿),Payment type,Transaction number,Paid on,Confirmed on',
    );
    const today = inDays(0);
    const weekdaysEn = (await api().get('/api/weekdays-list')).body.data;
    for (const part of [
      no,
      '1990-01-01',
      weekdaysEn[1].name,
      'Tiger · Moon',
      'A reading.',
      'fb.com/desk',
      'Booked',
    ]) {
      expect(en[1]).toContain(part);
    }
    expect(en[1]!.endsWith(`${today},${today}`)).toBe(true);
    const my = await csv('my');
    expect(my[0]!.split(',').slice(0, 4)).toEqual(['နံပါတ်', 'ချိန်းဆိုသည့်ရက်', 'ဘိုကင်လုပ်သည့်ရက်', 'အခြေအနေ']);
    expect(my[0]).toContain('မဟာဘုတ်ဖွား');
    const weekdaysMy = (await api().get('/api/weekdays-list').query({ locale: 'my' })).body.data;
    expect(my[1]).toContain(weekdaysMy[1].name);
    expect(my[1]).not.toContain(',Booked,');
  });

  it('when a member sends feedback, then the desk counts it like a proof until she marks it handled, and the figures answer (issue 42.4)', async () => {
    const before = (await api().get('/bookings/summary').set(bearer(readerJwt))).body.data;
    const sent = await api().post('/api/send-feedback').set('X-Forwarded-For', '10.9.0.1').send({
      name: 'Ma Aye',
      email: 'aye@example.com',
      rating: 5,
      type: 'reading',
      message: 'Thank you!',
    });
    expect(sent.status).toBe(201);
    const summary = (await api().get('/bookings/summary').set(bearer(readerJwt))).body.data;
    expect(summary.feedback).toBe((before.feedback ?? 0) + 1);
    const list = await api().get('/bookings/feedback').set(bearer(readerJwt));
    expect(list.status).toBe(200);
    const item = list.body.data.find((f: { message: string }) => f.message === 'Thank you!');
    expect(item).toMatchObject({ name: 'Ma Aye', email: 'aye@example.com' });
    // An Editor cannot mark it handled.
    const refused = await api()
      .put(`/bookings/feedback/${item.documentId}/handled`)
      .set(bearer(editorJwt));
    expect(refused.status).toBe(403);
    const handled = await api()
      .put(`/bookings/feedback/${item.documentId}/handled`)
      .set(bearer(readerJwt));
    expect(handled.status).toBe(200);
    expect((await api().get('/bookings/summary').set(bearer(readerJwt))).body.data.feedback).toBe(
      before.feedback ?? 0,
    );

    const stats = await api().get('/bookings/stats').set(bearer(readerJwt));
    expect(stats.status, JSON.stringify(stats.body)).toBe(200);
    expect(stats.body.data.months).toHaveLength(12);
    expect(stats.body.data.months.at(-1).revenue.ks).toBeGreaterThan(0);
  });

  it('when the booking service is down, then the desk answers 503 JSON with a message', async () => {
    const saved = app.strapi.config.get('site.bookingUrl');
    app.strapi.config.set('site.bookingUrl', 'http://127.0.0.1:9');
    try {
      const res = await api().get('/bookings/appointments').set(bearer(readerJwt));
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        code: 'booking_unavailable',
        message: MESSAGES.serviceUnavailable,
        error: { status: 503, message: MESSAGES.serviceUnavailable },
      });
      expect(failure(thrownToPage(res), 'my')).toEqual({
        message: MESSAGES_MY.serviceUnavailable,
        outage: true,
      });
    } finally {
      app.strapi.config.set('site.bookingUrl', saved);
    }
  });
});
