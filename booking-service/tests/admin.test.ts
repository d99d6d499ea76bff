import { MESSAGES } from '@mystic/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushTarget } from '../src/push/service.js';
import { DB_KINDS } from './support/db.js';
import {
  ADMIN_TOKEN,
  NOW,
  book,
  bookingForm,
  startHarness,
  type Harness,
} from './support/harness.js';

describe.each(DB_KINDS)("the reader's API on %s", (kind) => {
  let h: Harness;
  const pushed: { endpoint: string; payload: Record<string, unknown> }[] = [];
  const reader = { Authorization: `Bearer ${ADMIN_TOKEN}` };
  const auth = async (userId: number) => `Bearer ${await h.token(userId)}`;

  beforeAll(async () => {
    h = await startHarness(kind, {
      pushSender: async (target: PushTarget, payload: string) => {
        pushed.push({
          endpoint: target.endpoint,
          payload: JSON.parse(payload) as Record<string, unknown>,
        });
      },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('when no or a wrong service token is sent, then 401; a member token is not enough either', async () => {
    expect((await h.http.get('/api/booking/admin/appointments')).status).toBe(401);
    const wrong = await h.http
      .get('/api/booking/admin/appointments')
      .set('Authorization', 'Bearer nope');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ code: 'unauthenticated', message: MESSAGES.unauthenticated });
    const member = await h.http
      .get('/api/booking/admin/appointments')
      .set('Authorization', await auth(1));
    expect(member.status).toBe(401);
  });

  it('when the reader filters by date range, status and number, then paging meta and rows match', async () => {
    const a = await book(h, 1, '2030-03-01');
    const b = await book(h, 2, '2030-03-02');
    const c = await book(h, 3, '2030-03-03');
    await h.http
      .patch(`/api/booking/admin/appointments/${c}/status`)
      .set(reader)
      .send({ status: 'Cancelled' });

    const range = await h.http
      .get('/api/booking/admin/appointments')
      .query({ from: '2030-03-01', to: '2030-03-02' })
      .set(reader);
    expect(range.status).toBe(200);
    expect(
      range.body.data.data.map((x: { appointment_no: string }) => x.appointment_no).sort(),
    ).toEqual([a, b].sort());
    expect(range.body.data.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 2 });

    const cancelled = await h.http
      .get('/api/booking/admin/appointments')
      .query({ status: 'Cancelled' })
      .set(reader);
    expect(
      cancelled.body.data.data.map((x: { appointment_no: string }) => x.appointment_no),
    ).toEqual([c]);

    // A number typed in lower case finds exactly that appointment; so does its day part alone.
    for (const q of [b.toLowerCase(), '-300302-']) {
      const search = await h.http.get('/api/booking/admin/appointments').query({ q }).set(reader);
      expect(
        search.body.data.data.map((x: { appointment_no: string }) => x.appointment_no),
        q,
      ).toEqual([b]);
    }
    const none = await h.http
      .get('/api/booking/admin/appointments')
      .query({ q: 'MV-000000-%' })
      .set(reader);
    expect(none.body.data.data).toEqual([]);

    const paged = await h.http
      .get('/api/booking/admin/appointments')
      .query({ page: 2, page_size: 2 })
      .set(reader);
    expect(paged.body.data.meta).toMatchObject({
      current_page: 2,
      per_page: 2,
      total: 3,
      last_page: 2,
    });
    expect(paged.body.data.data).toHaveLength(1);

    const bad = await h.http
      .get('/api/booking/admin/appointments')
      .query({ status: 'Nope', from: '2030-13-01' })
      .set(reader);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['from', 'status']);
  });

  it('when the reader confirms, then the status is Booked, paid, audited with who and when, and the member is pushed', async () => {
    await h.http
      .post('/api/push/subscribe')
      .set('Authorization', await auth(5))
      .send({ endpoint: 'https://push.example.test/sub/5', keys: { p256dh: 'k', auth: 'a' } })
      .expect(201);
    const no = await book(h, 5, '2030-03-05');
    await h.http
      .post(`/api/auth/appointments/${no}/payment/store`)
      .set('Authorization', await auth(5))
      .field('paymentype', '1')
      .field('transaction_no', 'TX');
    h.clock.now = new Date(NOW.getTime() + 3_600_000);
    const res = await h.http
      .patch(`/api/booking/admin/appointments/${no}/status`)
      .set(reader)
      .send({ status: 'Booked', note: 'Payment checked', actor: 'Daw Mya' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'Booked', is_paid: true });
    expect(res.body.data.history).toEqual([
      expect.objectContaining({ from: null, to: 'Pending', by: 'member:5' }),
      expect.objectContaining({ from: 'Pending', to: 'Verifying', by: 'member:5' }),
      {
        from: 'Verifying',
        to: 'Booked',
        note: 'Payment checked',
        by: 'reader:Daw Mya',
        at: new Date(NOW.getTime() + 3_600_000).toISOString(),
      },
    ]);
    await h.booking.notifier.idle();
    const mine = pushed.filter((p) => p.endpoint === 'https://push.example.test/sub/5');
    expect(mine.map((p) => p.payload.status)).toEqual(['Verifying', 'Booked']);
    expect(mine[1]!.payload).toMatchObject({
      title: 'Booking confirmed',
      url: `http://localhost:8080/appointment/${no}/booking/slip`,
    });
    expect(String(mine[1]!.payload.body)).toContain(no);
    h.clock.now = new Date(NOW);
  });

  it('when a transition is not allowed, then 409 and nothing changes', async () => {
    const no = await book(h, 6, '2030-03-06');
    await h.http
      .patch(`/api/booking/admin/appointments/${no}/status`)
      .set(reader)
      .send({ status: 'Cancelled' })
      .expect(200);
    const res = await h.http
      .patch(`/api/booking/admin/appointments/${no}/status`)
      .set(reader)
      .send({ status: 'Booked' });
    expect(res.status).toBe(409);
    const invalid = await h.http
      .patch(`/api/booking/admin/appointments/${no}/status`)
      .set(reader)
      .send({ status: 'Expired' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.status).toHaveLength(1);
    const unknown = await h.http
      .patch('/api/booking/admin/appointments/MV-000000-ZZZZ/status')
      .set(reader)
      .send({ status: 'Booked' });
    expect(unknown.status).toBe(404);
  });

  it('when the reader cancels a booking on a full day, then the place is freed', async () => {
    h.cms.settings.daily_capacity = 1;
    const no = await book(h, 7, '2030-03-07');
    const refused = await h.http
      .post('/api/auth/appointments/store')
      .set('Authorization', await auth(8))
      .send(bookingForm('2030-03-07'));
    expect(refused.status).toBe(409);
    await h.http
      .patch(`/api/booking/admin/appointments/${no}/status`)
      .set(reader)
      .send({ status: 'Cancelled' })
      .expect(200);
    await book(h, 8, '2030-03-07');
    h.cms.settings.daily_capacity = 5;
  });

  it('when the reader blocks a day, then it is listed as full and refused; unblocking opens it again', async () => {
    const block = await h.http
      .post('/api/booking/admin/blocked-days')
      .set(reader)
      .send({ date: '2030-03-20', reason: 'Travelling' });
    expect(block.status).toBe(201);
    const list = await h.http.get('/api/booking/admin/blocked-days').set(reader);
    expect(list.body.data).toEqual([
      expect.objectContaining({ date: '2030-03-20', reason: 'Travelling' }),
    ]);
    const full = await h.http
      .get('/api/auth/appointments/bookings/full-days')
      .set('Authorization', await auth(1));
    expect(full.body.data).toContain('2030-03-20');
    const refused = await h.http
      .post('/api/auth/appointments/store')
      .set('Authorization', await auth(1))
      .send(bookingForm('2030-03-20'));
    expect(refused.status).toBe(409);

    await h.http.delete('/api/booking/admin/blocked-days/2030-03-20').set(reader).expect(200);
    expect(
      (await h.http.delete('/api/booking/admin/blocked-days/2030-03-20').set(reader)).status,
    ).toBe(404);
    await book(h, 1, '2030-03-20');
    const bad = await h.http
      .post('/api/booking/admin/blocked-days')
      .set(reader)
      .send({ date: 'tomorrow' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.date).toHaveLength(1);
  });

  it('when the reader sends an impossible date (2026-02-30) or wrong types, then 422 with field errors', async () => {
    const impossible = await h.http
      .post('/api/booking/admin/blocked-days')
      .set(reader)
      .send({ date: '2026-02-30' });
    expect(impossible.status).toBe(422);
    expect(Object.keys(impossible.body.errors)).toEqual(['date']);
    // Issue 40: the reader API's own messages have their codes (and Burmese texts).
    expect(impossible.body.field_codes).toEqual({ date: ['day_invalid'] });
    const range = await h.http
      .get('/api/booking/admin/blocked-days')
      .query({ from: '2026-02-30' })
      .set(reader);
    expect(range.status).toBe(422);
    expect(Object.keys(range.body.errors)).toEqual(['from']);
    const types = await h.http
      .post('/api/booking/admin/blocked-days')
      .set(reader)
      .send({ date: 20300320, reason: ['x'] });
    expect(types.status).toBe(422);
    expect(Object.keys(types.body.errors).sort()).toEqual(['date', 'reason']);
    const status = await h.http
      .patch('/api/booking/admin/appointments/MV-000000-ZZZZ/status')
      .set(reader)
      .send({ status: 3, note: { text: 'x' } });
    expect(status.status).toBe(422);
    expect(Object.keys(status.body.errors).sort()).toEqual(['note', 'status']);
    const unblock = await h.http.delete('/api/booking/admin/blocked-days/2026-02-30').set(reader);
    expect(unblock.status).toBe(422);
  });

  it('when audit ids do not follow time (another instance, another clock), then the history is by time, then id', async () => {
    const no = await book(h, 10, '2030-03-10');
    const change = (id: string, from: string, to: string, at: string, actor: string) => ({
      id,
      appointment_no: no,
      from_status: from,
      to_status: to,
      note: null,
      actor,
      created_at: at,
    });
    // Ids drawn on instances whose clocks disagree: the id order is not the order of events.
    await h.db.db
      .insertInto('status_changes')
      .values([
        change('zzzz-late-clock', 'Pending', 'Verifying', '2030-01-07T04:00:00.000Z', 'member:10'),
        change('0000-b', 'Verifying', 'Pending', '2030-01-07T05:00:00.000Z', 'reader:b'),
        change('0000-a', 'Verifying', 'Pending', '2030-01-07T05:00:00.000Z', 'reader:a'),
      ])
      .execute();
    const res = await h.http.get(`/api/booking/admin/appointments/${no}`).set(reader);
    expect(res.body.data.history.map((c: { by: string; at: string }) => [c.by, c.at])).toEqual([
      ['member:10', NOW.toISOString()],
      ['member:10', '2030-01-07T04:00:00.000Z'],
      ['reader:a', '2030-01-07T05:00:00.000Z'],
      ['reader:b', '2030-01-07T05:00:00.000Z'],
    ]);
  });

  it('when the reader reads one appointment, then it includes the proof link and history', async () => {
    const no = await book(h, 9, '2030-03-09');
    const res = await h.http.get(`/api/booking/admin/appointments/${no.toLowerCase()}`).set(reader);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      appointment_no: no,
      proof_url: null,
      history: [expect.objectContaining({ to: 'Pending' })],
    });
  });

  it('when the desk asks for the queue, then Verifying bookings come oldest first and the summary counts them', async () => {
    const pay = async (user: number, no: string) =>
      h.http
        .post(`/api/auth/appointments/${no}/payment/store`)
        .set('Authorization', await auth(user))
        .field('paymentype', '1')
        .field('transaction_no', `TX${user}`)
        .expect(200);
    const first = await book(h, 21, '2030-04-01');
    h.clock.now = new Date(NOW.getTime() + 60_000);
    const second = await book(h, 22, '2030-04-01');
    await pay(22, second);
    await pay(21, first);
    const queue = await h.http
      .get('/api/booking/admin/appointments')
      .query({ status: 'Verifying', order: 'oldest' })
      .set(reader);
    expect(queue.status).toBe(200);
    const nos = queue.body.data.data.map((x: { appointment_no: string }) => x.appointment_no);
    expect(nos.indexOf(first)).toBeLessThan(nos.indexOf(second));
    expect(nos).toContain(second);

    const today = await book(h, 23, '2030-01-07');
    const summary = await h.http.get('/api/booking/admin/summary').set(reader);
    expect(summary.status).toBe(200);
    expect(summary.body.data).toMatchObject({
      verifying: nos.length,
      today_date: '2030-01-07',
      tomorrow_date: '2030-01-08',
    });
    expect(summary.body.data.today).toBeGreaterThanOrEqual(1);
    await h.http
      .patch(`/api/booking/admin/appointments/${today}/status`)
      .set(reader)
      .send({ status: 'Cancelled', note: 'asked to' });
    const after = await h.http.get('/api/booking/admin/summary').set(reader);
    expect(after.body.data.today).toBe(summary.body.data.today - 1);
    h.clock.now = new Date(NOW);
  });

  it("when the reader searches by name, e-mail or phone, then the member's bookings are found", async () => {
    const no = await book(h, 31, '2030-04-02', { email: 'Thiri.31@Example.com' });
    for (const q of ['MEMBER31', 'thiri.31@example', '09000000031']) {
      const res = await h.http.get('/api/booking/admin/appointments').query({ q }).set(reader);
      expect(
        res.body.data.data.map((x: { appointment_no: string }) => x.appointment_no),
        q,
      ).toEqual([no]);
    }
    const wild = await h.http.get('/api/booking/admin/appointments').query({ q: '%_' }).set(reader);
    expect(wild.status).toBe(200);
    expect(wild.body.data.data).toEqual([]);
  });

  it('when the desk asks for a month board, then each day has places used of capacity, blocked and closed days', async () => {
    await book(h, 41, '2030-05-14');
    await book(h, 42, '2030-05-14');
    await h.http
      .post('/api/booking/admin/blocked-days')
      .set(reader)
      .send({ date: '2030-05-20', reason: 'Travel', actor: 'Daw Mya' })
      .expect(201);
    h.cms.settings.closed_weekdays = [0];
    h.booking.ctx.cms.clearCache();
    try {
      const res = await h.http
        .get('/api/booking/admin/board')
        .query({ month: '2030-05' })
        .set(reader);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ month: '2030-05', capacity: 5 });
      expect(res.body.data.days).toHaveLength(31);
      const byDate = Object.fromEntries(
        res.body.data.days.map((d: { date: string }) => [d.date, d]),
      );
      expect(byDate['2030-05-14']).toMatchObject({
        used: 2,
        capacity: 5,
        blocked: false,
        closed: false,
      });
      expect(byDate['2030-05-20']).toMatchObject({ used: 0, blocked: true, reason: 'Travel' });
      // 2030-05-19 is a Sunday.
      expect(byDate['2030-05-19']).toMatchObject({ closed: true });
      const bad = await h.http
        .get('/api/booking/admin/board')
        .query({ month: '2030-13' })
        .set(reader);
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual(['month']);
    } finally {
      h.cms.settings.closed_weekdays = [];
      h.booking.ctx.cms.clearCache();
    }
  });
});
