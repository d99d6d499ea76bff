import { MESSAGES, addDays } from '@mystic/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from './support/db.js';
import {
  ADMIN_TOKEN,
  NOW,
  book,
  bookingForm,
  startHarness,
  type Harness,
} from './support/harness.js';

// One member must not be able to hold every place: limits from the CMS's booking settings,
// request limits per member and address, and an overdue flag on the reader's queue.
describe.each(DB_KINDS)('booking limits on %s', (kind) => {
  let h: Harness;
  let day = 0;
  let member = 500;
  const nextDay = () => addDays('2030-03-02', day++);
  const nextMember = () => member++;
  const store = async (userId: number, date: string, ip = '127.0.0.1') =>
    h.http
      .post('/api/auth/appointments/store')
      .set('Authorization', `Bearer ${await h.token(userId)}`)
      .set('X-Forwarded-For', ip)
      .send(bookingForm(date));
  const pay = async (userId: number, no: string, ip = '127.0.0.1') =>
    h.http
      .post(`/api/auth/appointments/${no}/payment/store`)
      .set('Authorization', `Bearer ${await h.token(userId)}`)
      .set('X-Forwarded-For', ip)
      .send({ paymentype: 1, transaction_no: 'JUNK-1' });

  beforeAll(async () => {
    h = await startHarness(kind, {
      env: {
        BOOKING_CREATE_MEMBER_MAX: '6',
        BOOKING_CREATE_IP_MAX: '12',
        BOOKING_PAYMENT_MEMBER_MAX: '3',
        BOOKING_PAYMENT_IP_MAX: '100000',
      },
    });
  });
  afterAll(async () => {
    await h?.close();
  });
  afterEach(() => {
    h.clock.now = new Date(NOW);
    h.cms.settings = {
      daily_capacity: 5,
      closed_weekdays: [],
      blocked_dates: [],
      unpaid_expiry_hours: 24,
      max_open_bookings: 3,
      max_bookings_per_day: 1,
      verifying_overdue_hours: 48,
    };
  });

  it('when a member books a day they already hold, then 409 with the field error; another member still can', async () => {
    h.cms.settings.max_bookings_per_day = 1;
    const userId = nextMember();
    const date = nextDay();
    expect((await store(userId, date)).status).toBe(201);
    const again = await store(userId, date);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 'day_already_held',
      appointment_no: expect.any(String),
      message: MESSAGES.dayAlreadyHeld,
      errors: { appointment_date: [MESSAGES.dayAlreadyHeld] },
      field_codes: { appointment_date: ['day_already_held'] },
    });
    expect((await store(nextMember(), date)).status).toBe(201);
  });

  it('when a member has the most open bookings, then another is refused until one is handled', async () => {
    h.cms.settings.max_open_bookings = 3;
    const userId = nextMember();
    const nos: string[] = [];
    for (let i = 0; i < 3; i++) nos.push(await book(h, userId, nextDay()));
    // Paying with any transaction number only moves it to Verifying: still open.
    expect((await pay(userId, nos[0]!)).status).toBe(200);
    const fourth = await store(userId, nextDay());
    expect(fourth.status).toBe(409);
    expect(fourth.body).toEqual({
      code: 'too_many_open_bookings',
      message: MESSAGES.tooManyOpenBookings,
    });

    // The reader confirms one: a place for a new booking frees up.
    const confirmed = await h.http
      .patch(`/api/booking/admin/appointments/${nos[0]}/status`)
      .set('Authorization', `Bearer ${ADMIN_TOKEN}`)
      .send({ status: 'Booked' });
    expect(confirmed.status).toBe(200);
    expect((await store(userId, nextDay())).status).toBe(201);
  });

  it('when a member or an address creates bookings too fast, then 429 with Retry-After', async () => {
    h.cms.settings.max_open_bookings = 1000;
    const userId = nextMember();
    for (let i = 0; i < 6; i++) {
      expect((await store(userId, nextDay(), '10.1.0.1')).status).toBe(201);
    }
    const member = await store(userId, nextDay(), '10.1.0.2');
    expect(member.status).toBe(429);
    expect(member.body).toEqual({ code: 'too_many_requests', message: MESSAGES.tooManyRequests });
    expect(Number(member.headers['retry-after'])).toBeGreaterThan(0);

    // One address, many members.
    for (let i = 0; i < 12; i++) {
      expect((await store(nextMember(), nextDay(), '10.1.0.3')).status).toBe(201);
    }
    expect((await store(nextMember(), nextDay(), '10.1.0.3')).status).toBe(429);
    expect((await store(nextMember(), nextDay(), '10.1.0.4')).status).toBe(201);
  });

  it('when a member sends payments too fast, then 429', async () => {
    h.cms.settings.max_open_bookings = 1000;
    const userId = nextMember();
    // A booking takes one payment: four bookings, the fourth payment is one too many.
    const nos: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await store(userId, nextDay(), '10.2.0.1');
      expect(res.status).toBe(201);
      nos.push(res.body.data.appointment_no as string);
    }
    for (const no of nos.slice(0, 3)) expect((await pay(userId, no)).status).toBe(200);
    const res = await pay(userId, nos[3]!);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ code: 'too_many_requests', message: MESSAGES.tooManyRequests });
  });

  it('when a Verifying booking waits past the overdue hours, then the reader list flags it and it stays Verifying', async () => {
    h.cms.settings.verifying_overdue_hours = 6;
    const [first, second] = [nextMember(), nextMember()];
    const waiting = await book(h, first, nextDay());
    const fresh = await book(h, second, nextDay());
    const unpaid = await book(h, nextMember(), nextDay());
    expect((await pay(first, waiting)).status).toBe(200);
    h.clock.now = new Date(NOW.getTime() + 5 * 3_600_000);
    expect((await pay(second, fresh)).status).toBe(200);
    h.clock.now = new Date(NOW.getTime() + 7 * 3_600_000);

    const list = await h.http
      .get('/api/booking/admin/appointments?page_size=50')
      .set('Authorization', `Bearer ${ADMIN_TOKEN}`);
    expect(list.status).toBe(200);
    const byNo = new Map(
      (list.body.data.data as { appointment_no: string; overdue: boolean; status: string }[]).map(
        (a) => [a.appointment_no, a],
      ),
    );
    expect(byNo.get(waiting)).toMatchObject({ status: 'Verifying', overdue: true });
    expect(byNo.get(fresh)).toMatchObject({ status: 'Verifying', overdue: false });
    expect(byNo.get(unpaid)).toMatchObject({ status: 'Pending', overdue: false });
  });
});
