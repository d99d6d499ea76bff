// Issue 18: members cancel and move their own bookings, and the sweep reminds them, on both
// databases. The clock stands at Monday 2030-01-07 09:30 in Yangon (harness NOW).
import { MESSAGES } from '@mystic/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendReminders } from '../src/appointments/reminders.js';
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

describe.each(DB_KINDS)('members manage their bookings on %s', (kind) => {
  let h: Harness;
  const pushed: { endpoint: string; payload: Record<string, unknown> }[] = [];
  const reader = { Authorization: `Bearer ${ADMIN_TOKEN}` };
  const auth = async (userId: number) => `Bearer ${await h.token(userId)}`;
  let nextMember = 100;
  /** A member no other test uses (limits and pushes stay per test). */
  const member = () => nextMember++;

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
  beforeEach(async () => {
    await h.booking.notifier.idle();
    pushed.length = 0;
    h.clock.now = new Date(NOW);
    h.cms.settings.daily_capacity = 10;
    h.cms.settings.closed_weekdays = [];
    h.cms.settings.cancel_notice_hours = 24;
    h.cms.settings.max_reschedules = 2;
  });

  const subscribe = (userId: number, locale: 'en' | 'my' = 'en') =>
    h.db.db
      .insertInto('push_subscriptions')
      .values({
        endpoint: `https://fcm.googleapis.com/fcm/send/member-${userId}`,
        user_id: userId,
        p256dh: 'k',
        auth: 'a',
        created_at: NOW.toISOString(),
        locale,
      })
      .execute();
  const taken = async (day: string) =>
    Number(
      (
        await h.db.db
          .selectFrom('day_counters')
          .select('booked')
          .where('day', '=', day)
          .executeTakeFirst()
      )?.booked ?? 0,
    );
  const confirm = (no: string) =>
    h.http
      .patch(`/api/booking/admin/appointments/${no}/status`)
      .set(reader)
      .send({ status: 'Booked', note: 'Paid in cash', actor: 'Daw Mya' })
      .expect(200);
  const pay = async (userId: number, no: string) =>
    h.http
      .post(`/api/auth/appointments/${no}/payment/store`)
      .set('Authorization', await auth(userId))
      .field('paymentype', '1')
      .field('transaction_no', 'TX-1')
      .expect(200);
  const cancel = async (userId: number, no: string) =>
    h.http.post(`/api/auth/appointments/${no}/cancel`).set('Authorization', await auth(userId));
  const move = async (userId: number, no: string, day: string) =>
    h.http
      .post(`/api/auth/appointments/${no}/reschedule`)
      .set('Authorization', await auth(userId))
      .send({ appointment_date: day });
  const history = async (no: string) =>
    (await h.http.get(`/api/booking/admin/appointments/${no}`).set(reader)).body.data.history as {
      from: string | null;
      to: string;
      by: string;
      note: string | null;
    }[];

  describe('cancel', () => {
    it('when a member cancels an unpaid booking, then it is Cancelled, its place is freed, the desk shows it and their devices are told', async () => {
      const m = member();
      await subscribe(m);
      const no = await book(h, m, '2030-01-09');
      expect(await taken('2030-01-09')).toBe(1);

      const res = await cancel(m, no);

      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        appointment_no: no,
        status: 'Cancelled',
        manage: { can_cancel: false, can_reschedule: false, cancel_block: 'ended' },
      });
      expect(await taken('2030-01-09')).toBe(0);
      expect((await history(no)).at(-1)).toMatchObject({
        from: 'Pending',
        to: 'Cancelled',
        by: `member:${m}`,
      });
      await h.booking.notifier.idle();
      expect(pushed.map((p) => [p.payload.kind, p.payload.appointment_no])).toEqual([
        ['status:Cancelled', no],
      ]);
      // Cancelled ends it: a second cancel is refused.
      expect((await cancel(m, no)).status).toBe(409);
    });

    it('when a confirmed booking is cancelled more than the notice hours before its day, then it is Cancelled', async () => {
      const m = member();
      const no = await book(h, m, '2030-01-09');
      await confirm(no);
      // The 9th begins 2030-01-08T17:30Z in Yangon; 24 hours' notice ends 2030-01-07T17:30Z.
      h.clock.now = new Date('2030-01-07T17:29:00Z');
      const res = await cancel(m, no);
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe('Cancelled');
      expect(await taken('2030-01-09')).toBe(0);
    });

    it('when a confirmed booking is inside the notice window, then cancel and move are refused with a reason, and the booking stays', async () => {
      const m = member();
      const no = await book(h, m, '2030-01-09');
      await confirm(no);
      h.clock.now = new Date('2030-01-07T17:31:00Z');

      const shown = await h.http
        .get(`/api/auth/appointments/${no}`)
        .set('Authorization', await auth(m));
      expect(shown.body.data.manage).toEqual({
        can_cancel: false,
        can_reschedule: false,
        cancel_block: 'too_late',
        reschedule_block: 'too_late',
        reschedules_left: 2,
        deadline: '2030-01-07T17:30:00.000Z',
      });
      const refused = await cancel(m, no);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(MESSAGES.manageTooLate);
      expect((await move(m, no, '2030-01-15')).status).toBe(409);
      const after = await h.http
        .get(`/api/auth/appointments/${no}`)
        .set('Authorization', await auth(m));
      expect(after.body.data).toMatchObject({ status: 'Booked', appointment_date: '2030-01-09' });
      expect(await taken('2030-01-09')).toBe(1);
    });

    it('when the notice hours are 0, then members can never cancel a confirmed booking, but still an unpaid one', async () => {
      h.cms.settings.cancel_notice_hours = 0;
      const m = member();
      const booked = await book(h, m, '2030-02-20');
      await confirm(booked);
      const refused = await cancel(m, booked);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(MESSAGES.manageMembersCannot);
      const unpaid = await book(h, m, '2030-02-21');
      expect((await cancel(m, unpaid)).status).toBe(200);
    });

    it('when a booking under proof check is cancelled, then it is Cancelled at any time', async () => {
      const m = member();
      const no = await book(h, m, '2030-01-08');
      await pay(m, no);
      h.clock.now = new Date('2030-01-07T23:00:00Z');
      const res = await cancel(m, no);
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe('Cancelled');
    });
  });

  describe('reschedule', () => {
    it('when a confirmed booking is moved, then it keeps its number, payment and status, the places move, and the desk shows the move', async () => {
      const m = member();
      await subscribe(m, 'my');
      const no = await book(h, m, '2030-01-20');
      await confirm(no);
      await h.booking.notifier.idle();
      pushed.length = 0;

      const res = await move(m, no, '2030-01-22');

      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        appointment_no: no,
        appointment_date: '2030-01-22',
        status: 'Booked',
        is_paid: true,
        payment_state: 'confirmed',
        manage: { can_reschedule: true, reschedules_left: 1 },
      });
      expect(await taken('2030-01-20')).toBe(0);
      expect(await taken('2030-01-22')).toBe(1);
      expect((await history(no)).at(-1)).toMatchObject({
        from: 'Booked',
        to: 'Booked',
        by: `member:${m}`,
        note: 'Moved by the member from 2030-01-20 to 2030-01-22',
      });
      await h.booking.notifier.idle();
      expect(pushed).toHaveLength(1);
      expect(pushed[0]!.payload).toMatchObject({ kind: 'rescheduled', appointment_no: no });
      // In the language the device subscribed in.
      expect(pushed[0]!.payload.body).toBe(`ချိန်းဆိုမှု ${no} ကို 2030-01-22 သို့ ပြောင်းပြီးပါပြီ။`);
    });

    it('when the new day is full, blocked, closed, past, too far or the same, then it is refused as the booking form refuses it and nothing moves', async () => {
      const m = member();
      const no = await book(h, m, '2030-01-24');
      h.cms.settings.daily_capacity = 1;
      await book(h, member(), '2030-01-25');
      await h.http
        .post('/api/booking/admin/blocked-days')
        .set(reader)
        .send({ date: '2030-01-26', reason: 'Travelling' })
        .expect(201);
      h.cms.settings.closed_weekdays = [0]; // Sundays; 2030-01-27 is one

      const full = await move(m, no, '2030-01-25');
      expect(full.status).toBe(409);
      expect(full.body.message).toBe(MESSAGES.dayFull);
      const blocked = await move(m, no, '2030-01-26');
      expect(blocked.status).toBe(409);
      expect(blocked.body.errors.appointment_date).toHaveLength(1);
      expect((await move(m, no, '2030-01-27')).status).toBe(409);
      const past = await move(m, no, '2030-01-06');
      expect(past.status).toBe(422);
      expect(past.body.errors.appointment_date).toEqual([MESSAGES.dateBeforeToday]);
      expect((await move(m, no, '2031-06-01')).status).toBe(422);
      const same = await move(m, no, '2030-01-24');
      expect(same.status).toBe(422);
      expect(same.body.errors.appointment_date).toEqual([MESSAGES.rescheduleSameDay]);
      const bad = await move(m, no, 'soon');
      expect(bad.status).toBe(422);
      expect(bad.body.errors.appointment_date).toEqual([MESSAGES.appointmentDateInvalid]);

      expect(await taken('2030-01-24')).toBe(1);
      expect(await taken('2030-01-25')).toBe(1);
      const row = await h.db.db
        .selectFrom('appointments')
        .select(['appointment_date', 'reschedule_count'])
        .where('appointment_no', '=', no)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ appointment_date: '2030-01-24', reschedule_count: 0 });
    });

    it('when a booking has been moved max_reschedules times, then the next move is refused', async () => {
      h.cms.settings.max_reschedules = 2;
      const m = member();
      const no = await book(h, m, '2030-02-04');
      expect((await move(m, no, '2030-02-05')).status).toBe(200);
      expect((await move(m, no, '2030-02-06')).status).toBe(200);
      const third = await move(m, no, '2030-02-07');
      expect(third.status).toBe(409);
      expect(third.body.message).toBe(MESSAGES.rescheduleLimit);
      expect(await taken('2030-02-06')).toBe(1);
      expect(await taken('2030-02-07')).toBe(0);
      // Cancelling is still allowed.
      expect((await cancel(m, no)).status).toBe(200);
    });

    it("when a member cancels or moves another member's booking, then 404 and nothing changes", async () => {
      const owner = member();
      const other = member();
      const no = await book(h, owner, '2030-02-11');
      const c = await cancel(other, no);
      expect(c.status).toBe(404);
      expect(c.body.message).toBe(MESSAGES.notFound);
      expect((await move(other, no, '2030-02-12')).status).toBe(404);
      expect((await cancel(other, 'MV-000000-ZZZZ')).status).toBe(404);
      const row = await h.db.db
        .selectFrom('appointments')
        .select(['status', 'appointment_date'])
        .where('appointment_no', '=', no)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'Pending', appointment_date: '2030-02-11' });
    });

    it('when two moves and a new booking race for the last place of a day, then exactly one wins and the day is never overbooked', async () => {
      h.cms.settings.daily_capacity = 1;
      for (const [round, target] of [
        [0, '2030-03-04'],
        [1, '2030-03-05'],
        [2, '2030-03-06'],
      ] as const) {
        const a = member();
        const b = member();
        const c = member();
        const noA = await book(h, a, `2030-04-0${round + 1}`);
        const noB = await book(h, b, `2030-04-1${round + 1}`);
        const results = await Promise.all([
          move(a, noA, target),
          move(b, noB, target),
          h.http
            .post('/api/auth/appointments/store')
            .set('Authorization', await auth(c))
            .send(bookingForm(target)),
        ]);
        const statuses = results.map((r) => r.status);
        expect(statuses.filter((s) => s === 200 || s === 201)).toHaveLength(1);
        expect(statuses.filter((s) => s === 409)).toHaveLength(2);
        expect(await taken(target)).toBe(1);
        const onTarget = await h.db.db
          .selectFrom('appointments')
          .select('appointment_no')
          .where('appointment_date', '=', target)
          .execute();
        expect(onTarget).toHaveLength(1);
        // The losers still hold their own day.
        const held =
          (await taken(`2030-04-0${round + 1}`)) + (await taken(`2030-04-1${round + 1}`));
        expect(held).toBe(results[2]!.status === 201 ? 2 : 1);
      }
    });

    it('when one booking is moved to two days at once, then it ends on exactly one of them', async () => {
      const m = member();
      const no = await book(h, m, '2030-03-11');
      const [first, second] = await Promise.all([
        move(m, no, '2030-03-12'),
        move(m, no, '2030-03-13'),
      ]);
      // Truly at once, the stale move is refused (409); a loaded machine may run them one after
      // the other, and then both are fair moves. Either way the booking holds one place.
      const statuses = [first.status, second.status].sort();
      expect([
        [200, 200],
        [200, 409],
      ]).toContainEqual(statuses);
      expect((await taken('2030-03-12')) + (await taken('2030-03-13'))).toBe(1);
      expect(await taken('2030-03-11')).toBe(0);
      const held = await h.db.db
        .selectFrom('appointments')
        .select('appointment_date')
        .where('appointment_no', '=', no)
        .executeTakeFirstOrThrow();
      expect(await taken(held.appointment_date)).toBe(1);
    });

    it('when two bookings swap days at once, then both moves finish without a deadlock', async () => {
      h.cms.settings.daily_capacity = 2;
      const a = member();
      const b = member();
      const noA = await book(h, a, '2030-03-18');
      const noB = await book(h, b, '2030-03-19');
      const results = await Promise.all([move(a, noA, '2030-03-19'), move(b, noB, '2030-03-18')]);
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      expect(await taken('2030-03-18')).toBe(1);
      expect(await taken('2030-03-19')).toBe(1);
    });
  });

  describe('reminders', () => {
    it('when two sweeps run at once, then each reminder is sent once, in the device language, and never again', async () => {
      const m = member();
      await subscribe(m, 'my');
      const tomorrow = await book(h, m, '2030-01-08');
      await confirm(tomorrow);
      const laterBooked = await book(h, m, '2030-01-09');
      await confirm(laterBooked);
      const unconfirmedToday = await book(h, m, '2030-01-07');
      await pay(m, unconfirmedToday);
      await h.booking.notifier.idle();
      pushed.length = 0;

      const counts = await Promise.all([
        sendReminders(h.booking.ctx),
        sendReminders(h.booking.ctx),
      ]);
      await h.booking.notifier.idle();

      expect(counts[0]! + counts[1]!).toBe(2);
      expect(pushed.map((p) => [p.payload.kind, p.payload.appointment_no]).sort()).toEqual(
        [
          ['reminder:day_before', tomorrow],
          ['reminder:unconfirmed', unconfirmedToday],
        ].sort(),
      );
      expect(pushed.find((p) => p.payload.kind === 'reminder:day_before')!.payload.title).toBe(
        'မနက်ဖြန် ဟောကိန်းချိန်းရှိပါသည်',
      );
      pushed.length = 0;
      expect(await sendReminders(h.booking.ctx)).toBe(0);
      // The next day, the booking of the 9th gets its own reminder.
      h.clock.now = new Date('2030-01-08T03:00:00Z');
      await sendReminders(h.booking.ctx);
      await h.booking.notifier.idle();
      expect(pushed.map((p) => p.payload.appointment_no)).toEqual([laterBooked]);
    });

    it('when a reminded booking is moved, then its new day gets a reminder again', async () => {
      const m = member();
      await subscribe(m);
      const no = await book(h, m, '2030-01-08');
      await confirm(no);
      expect(await sendReminders(h.booking.ctx)).toBeGreaterThanOrEqual(1);
      h.cms.settings.cancel_notice_hours = 1;
      expect((await move(m, no, '2030-01-10')).status).toBe(200);
      h.clock.now = new Date('2030-01-09T03:00:00Z');
      await h.booking.notifier.idle();
      pushed.length = 0;
      await sendReminders(h.booking.ctx);
      await h.booking.notifier.idle();
      expect(pushed.map((p) => p.payload.appointment_no)).toContain(no);
    });
  });
});
