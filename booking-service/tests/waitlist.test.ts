// Issue 45: the waitlist of full days and bookings made for someone else, on SQLite and
// PostgreSQL: the limits of joining, the order of offers, a hold that lapses passing on, an
// acceptance making the booking, another member's entry untouchable, closed days refused, and
// two places freed at once through two instances never offered twice nor over capacity.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { cancelByMember } from '../src/appointments/cancel.js';
import { DB_KINDS } from './support/db.js';
import {
  ADMIN_TOKEN,
  NOW,
  book,
  bookingForm,
  startHarness,
  type Harness,
} from './support/harness.js';

const HOUR = 3_600_000;
const reader = { Authorization: `Bearer ${ADMIN_TOKEN}` };

describe.each(DB_KINDS)('the waitlist on %s', (kind) => {
  let h: Harness;
  const auth = async (userId: number) => `Bearer ${await h.token(userId)}`;
  const join = async (userId: number, day: string, overrides: Record<string, unknown> = {}) =>
    h.http
      .post('/api/auth/appointments/waitlist/entries')
      .set('Authorization', await auth(userId))
      .send(bookingForm(day, { email: `m${userId}@example.com`, ...overrides }));
  const mine = async (userId: number) => {
    const res = await h.http
      .get('/api/auth/appointments/waitlist/entries')
      .set('Authorization', await auth(userId));
    expect(res.status).toBe(200);
    return res.body.data as {
      id: string;
      day: string;
      status: string;
      position: number | null;
      hold_until: string | null;
      appointment_no: string | null;
    }[];
  };
  const entryOf = async (userId: number, day: string) =>
    (await mine(userId)).find((w) => w.day === day)!;
  const act = async (userId: number, id: string, what: 'accept' | 'decline') =>
    h.http
      .post(`/api/auth/appointments/waitlist/entries/${id}/${what}`)
      .set('Authorization', await auth(userId));
  const cancel = async (userId: number, no: string) =>
    h.http.post(`/api/auth/appointments/${no}/cancel`).set('Authorization', await auth(userId));
  const counter = async (day: string) =>
    Number(
      (
        await h.db.db
          .selectFrom('day_counters')
          .select('booked')
          .where('day', '=', day)
          .executeTakeFirst()
      )?.booked ?? 0,
    );
  const fullDays = async () =>
    (
      await h.http
        .get('/api/auth/appointments/bookings/full-days')
        .set('Authorization', await auth(1))
    ).body.data as string[];
  /** Fills `day` (capacity 2) with bookings of `a` and `b`; their numbers. */
  const fill = async (day: string, a: number, b: number) => [
    await book(h, a, day),
    await book(h, b, day),
  ];

  beforeAll(async () => {
    h = await startHarness(kind);
    h.cms.settings.daily_capacity = 2;
  });
  afterAll(async () => {
    await h?.close();
  });

  it('when a day still has a place, or is closed or blocked, then joining its waitlist is refused', async () => {
    const free = await join(40, '2030-02-04');
    expect([free.status, free.body.code]).toEqual([409, 'waitlist_day_not_full']);
    await h.http
      .post('/api/booking/admin/blocked-days')
      .set(reader)
      .send({ date: '2030-02-05', reason: 'Away' })
      .expect(201);
    const blocked = await join(40, '2030-02-05');
    expect([blocked.status, blocked.body.code]).toEqual([409, 'day_unavailable']);
    // A Sunday when Sundays are closed.
    h.cms.settings.closed_weekdays = [0];
    const closed = await join(40, '2030-02-03');
    expect([closed.status, closed.body.code]).toEqual([409, 'day_unavailable']);
    h.cms.settings.closed_weekdays = [];
    const bad = await join(40, '2030-02-04', { gender: 99, desc: '' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['desc']);
  });

  it('when a member joins full days, then at most 3 at once and each once, and leaving makes room', async () => {
    const days = ['2030-03-04', '2030-03-05', '2030-03-06', '2030-03-07'];
    for (const [i, day] of days.entries()) await fill(day, 100 + 2 * i, 101 + 2 * i);
    for (const day of days.slice(0, 3)) expect((await join(41, day)).status).toBe(201);
    const again = await join(41, days[0]!);
    expect([again.status, again.body.code]).toEqual([409, 'waitlist_limit']);
    const fourth = await join(41, days[3]!);
    expect([fourth.status, fourth.body.code]).toEqual([409, 'waitlist_limit']);
    const first = await entryOf(41, days[0]!);
    const left = await h.http
      .delete(`/api/auth/appointments/waitlist/entries/${first.id}`)
      .set('Authorization', await auth(41));
    expect([left.status, left.body.data.status, left.body.code]).toEqual([200, 'left', undefined]);
    expect((await join(41, days[3]!)).status).toBe(201);
    // Waiting twice for one day: refused while the first entry is open.
    await h.http
      .delete(`/api/auth/appointments/waitlist/entries/${(await entryOf(41, days[3]!)).id}`)
      .set('Authorization', await auth(41));
    expect((await join(41, days[1]!)).body.code).toBe('waitlist_already_waiting');
    // A member holding a booking on the day does not wait for it.
    const own = await join(100, days[0]!);
    expect([own.status, own.body.code]).toEqual([409, 'day_already_held']);
  });

  it('when a place frees, then the first in line gets it held, others still see the day full, and a lapse passes it on', async () => {
    const day = '2030-04-08';
    const [noA] = await fill(day, 200, 201);
    for (const member of [210, 211, 212]) expect((await join(member, day)).status).toBe(201);
    expect((await entryOf(212, day)).position).toBe(3);

    expect((await cancel(200, noA!)).status).toBe(200);
    const offered = await entryOf(210, day);
    expect(offered.status).toBe('offered');
    expect(offered.hold_until).toBe(new Date(h.clock.now.getTime() + 4 * HOUR).toISOString());
    expect((await entryOf(211, day)).position).toBe(1);
    // The held place still counts: the day stays full and nobody else books it.
    expect(await counter(day)).toBe(2);
    expect(await fullDays()).toContain(day);
    // The calendar offers its waitlist (a blocked day is full too, but not waitable).
    const window = await h.http
      .get('/api/auth/appointments/bookings/full-days')
      .set('Authorization', await auth(1));
    expect(window.body.waitable).toContain(day);
    expect(window.body.data).toContain('2030-02-05');
    expect(window.body.waitable).not.toContain('2030-02-05');
    const other = await h.http
      .post('/api/auth/appointments/store')
      .set('Authorization', await auth(299))
      .send(bookingForm(day));
    expect([other.status, other.body.code]).toEqual([409, 'day_full']);
    const mails = await h.db.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'locale'])
      .where('kind', '=', 'waitlist_offer')
      .execute();
    expect(mails).toEqual([{ recipient: 'm210@example.com', locale: 'en' }]);

    // Before the hold ends nothing lapses; after it, the next in line holds the place.
    h.clock.now = new Date(NOW.getTime() + 4 * HOUR - 1000);
    expect(await h.booking.lapseHolds()).toBe(0);
    h.clock.now = new Date(NOW.getTime() + 4 * HOUR + 1000);
    expect(await h.booking.lapseHolds()).toBe(1);
    expect(await h.booking.lapseHolds()).toBe(0);
    expect((await entryOf(210, day)).status).toBe('lapsed');
    expect((await entryOf(211, day)).status).toBe('offered');
    const late = await act(210, offered.id, 'accept');
    expect([late.status, late.body.code]).toEqual([409, 'waitlist_offer_gone']);

    // Declining passes it on too; the last one accepts and the booking is theirs, Pending.
    expect((await act(211, (await entryOf(211, day)).id, 'decline')).status).toBe(200);
    const third = await entryOf(212, day);
    expect(third.status).toBe('offered');
    const accepted = await act(212, third.id, 'accept');
    expect(accepted.status).toBe(201);
    expect(accepted.body.data).toMatchObject({ appointment_date: day, status: 'Pending' });
    const again = await act(212, third.id, 'accept');
    expect([again.status, again.body.data.appointment_no]).toEqual([
      200,
      accepted.body.data.appointment_no,
    ]);
    expect(await entryOf(212, day)).toMatchObject({
      status: 'accepted',
      appointment_no: accepted.body.data.appointment_no,
    });
    expect(await counter(day)).toBe(2);
    h.clock.now = new Date(NOW);
  });

  it('when nobody is left in line, then a freed place goes back to the day', async () => {
    const day = '2030-04-09';
    const [noA] = await fill(day, 220, 221);
    expect((await join(230, day)).status).toBe(201);
    await cancel(220, noA!);
    const w = await entryOf(230, day);
    expect((await act(230, w.id, 'decline')).status).toBe(200);
    expect(await counter(day)).toBe(1);
    expect(await fullDays()).not.toContain(day);
  });

  it("when another member acts on someone's entry, then it is not found and stays as it was", async () => {
    const day = '2030-04-10';
    const [noA] = await fill(day, 240, 241);
    await join(250, day);
    await cancel(240, noA!);
    const w = await entryOf(250, day);
    for (const res of [
      await act(251, w.id, 'accept'),
      await act(251, w.id, 'decline'),
      await h.http
        .delete(`/api/auth/appointments/waitlist/entries/${w.id}`)
        .set('Authorization', await auth(251)),
    ]) {
      expect([res.status, res.body.code]).toEqual([404, 'waitlist_not_found']);
    }
    expect((await entryOf(250, day)).status).toBe('offered');
  });

  it('when the reader offers by hand or removes someone, then only a free place is offered and a held one passes on', async () => {
    const day = '2030-04-11';
    await fill(day, 260, 261);
    await join(270, day);
    await join(271, day);
    const list = await h.http
      .get('/api/booking/admin/waitlist')
      .query({ from: day, to: day })
      .set(reader);
    expect(
      list.body.data.map((w: { member_name: string; position: number }) => [
        w.member_name,
        w.position,
      ]),
    ).toEqual([
      ['member270', 1],
      ['member271', 2],
    ]);
    const [, second] = list.body.data as { id: string }[];
    const noPlace = await h.http
      .post(`/api/booking/admin/waitlist/${second!.id}/offer`)
      .set(reader);
    expect([noPlace.status, noPlace.body.code]).toEqual([409, 'waitlist_no_free_place']);
    // The reader raises the day's capacity: her offer takes the new place, out of order.
    h.cms.settings.daily_capacity = 3;
    await h.cms.publish();
    const byHand = await h.http.post(`/api/booking/admin/waitlist/${second!.id}/offer`).set(reader);
    expect([byHand.status, byHand.body.data.status]).toEqual([200, 'offered']);
    expect(await counter(day)).toBe(3);
    // Removing the one holding it passes the place to the next (the first in line).
    await h.http.delete(`/api/booking/admin/waitlist/${second!.id}`).set(reader).expect(200);
    expect((await entryOf(270, day)).status).toBe('offered');
    expect(await counter(day)).toBe(3);
    h.cms.settings.daily_capacity = 2;
    await h.cms.publish();
  });

  it('when two places free at once through two instances, then two members get one offer each and the day never goes over', async () => {
    const day = '2030-05-06';
    const [noA, noB] = await fill(day, 300, 301);
    for (const member of [310, 311, 312]) await join(member, day);
    // A second instance on PostgreSQL (scaled out); SQLite runs one process, whose one
    // connection orders the transactions (two processes' deferred transactions fail 'locked').
    const other = kind === 'postgres' ? h.db.reopen() : null;
    const second = other
      ? await createApp({
          config: h.config,
          db: other.db,
          dbKind: other.kind,
          now: () => h.clock.now,
          pushSender: null,
        })
      : h.booking;
    try {
      // Both cancellations, one per instance, with a rush of bookings for the day meanwhile.
      const tokens = await Promise.all(Array.from({ length: 10 }, (_, i) => h.token(320 + i)));
      const [, , ...rush] = await Promise.all([
        cancelByMember(h.booking.ctx, 300, noA!),
        cancelByMember(second.ctx, 301, noB!),
        ...tokens.map((token, i) =>
          request(i % 2 ? second.app : h.booking.app)
            .post('/api/auth/appointments/store')
            .set('Authorization', `Bearer ${token}`)
            .send(bookingForm(day))
            .then((r) => r.status),
        ),
      ]);
      expect(rush.every((s) => s === 409)).toBe(true);
      const states = await Promise.all([310, 311, 312].map((m) => entryOf(m, day)));
      expect(states.map((w) => w.status)).toEqual(['offered', 'offered', 'waiting']);
      expect(await counter(day)).toBe(2);
      // Both accept at once, one per instance: two bookings, still two places.
      const [a, b] = await Promise.all([
        request(h.booking.app)
          .post(`/api/auth/appointments/waitlist/entries/${states[0]!.id}/accept`)
          .set('Authorization', await auth(310)),
        request(second.app)
          .post(`/api/auth/appointments/waitlist/entries/${states[1]!.id}/accept`)
          .set('Authorization', await auth(311)),
      ]);
      expect([a.status, b.status]).toEqual([201, 201]);
      const held = await h.db.db
        .selectFrom('appointments')
        .select('appointment_no')
        .where('appointment_date', '=', day)
        .where('status', 'in', ['Pending', 'Verifying', 'Booked'])
        .execute();
      expect(held).toHaveLength(2);
      expect(await counter(day)).toBe(2);
      const offers = await h.db.db
        .selectFrom('mail_outbox')
        .select('recipient')
        .where('kind', '=', 'waitlist_offer')
        .where('recipient', 'in', ['m310@example.com', 'm311@example.com', 'm312@example.com'])
        .execute();
      expect(offers.map((m) => m.recipient).sort()).toEqual([
        'm310@example.com',
        'm311@example.com',
      ]);
    } finally {
      await second.ctx.background.idle();
      await other?.db.destroy();
    }
  });

  it('when a member books for someone else, then the booking reads for that person, their profile stays and the person is kept', async () => {
    const intakesBefore = h.cms.intakes.length;
    const res = await h.http
      .post('/api/auth/appointments/store')
      .set('Authorization', await auth(400))
      .send(
        bookingForm('2030-06-03', {
          for_other: true,
          subject_name: 'Daw Khin Myint',
          subject_phone: '09 250 123 456',
          dob: '1962-08-15', // a Wednesday: the afternoon half, Rahu (8)
          birthday: 8,
          gender: 2,
        }),
      );
    expect(res.status).toBe(201);
    const row = await h.db.db
      .selectFrom('appointments')
      .select(['customer_name', 'subject_name', 'subject_phone', 'dob', 'weekday_id'])
      .where('appointment_no', '=', res.body.data.appointment_no)
      .executeTakeFirst();
    expect(row).toEqual({
      customer_name: 'member400',
      subject_name: 'Daw Khin Myint',
      subject_phone: '+959250123456',
      dob: '1962-08-15',
      weekday_id: 8,
    });
    await h.booking.ctx.background.idle();
    expect(h.cms.intakes.length).toBe(intakesBefore);
    const people = await h.http
      .get('/api/auth/appointments/people/saved')
      .set('Authorization', await auth(400));
    expect(people.body.data).toMatchObject([
      { name: 'Daw Khin Myint', dob: '1962-08-15', gender_id: 2, weekday_id: 8 },
    ]);
    const noName = await h.http
      .post('/api/auth/appointments/store')
      .set('Authorization', await auth(400))
      .send(bookingForm('2030-06-04', { for_other: true }));
    expect([noName.status, noName.body.field_codes?.subject_name]).toEqual([
      422,
      ['subject_name_required'],
    ]);
  });
});
