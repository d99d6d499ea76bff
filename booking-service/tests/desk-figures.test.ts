// Issue 42.4 and 42.5 on the reader's API: her figures (revenue per month in Ks and ฿ apart, by
// payment type and package; bookings per day and month), a rejected member told why with the old
// proof dropped, and booking settings that reach the calendar as soon as the CMS tells it.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyOf, revenue } from '../src/admin/revenue.js';
import { shiftMonth } from '../src/admin/stats.js';
import { DB_KINDS } from './support/db.js';
import { png } from './support/images.js';
import { ADMIN_TOKEN, NOW, book, startHarness, type Harness } from './support/harness.js';

const reader = { Authorization: `Bearer ${ADMIN_TOKEN}` };

describe('the figures as pure sums', () => {
  it('counts each payment in its account currency, PromptPay in baht', () => {
    const accounts = [
      { id: 1, currency: 'MMK' },
      { id: 2, currency: 'MMK', promptpay_id: '0812345678' },
      { id: 3, currency: 'THB' },
    ];
    expect([1, 2, 3, 9, null].map((id) => currencyOf(id, accounts))).toEqual([
      'MMK',
      'THB',
      'THB',
      'MMK',
      'MMK',
    ]);
    const line = (name: string, ks: number, thb: number) => ({
      package_name: name,
      balance: ks,
      th_balance: thb,
    });
    const row = (paid_day: string, type: number, ks: number, thb: number) => ({
      paid_day,
      payment_type_id: type,
      payment_type_name: `T${type}`,
      balance: ks,
      th_balance: thb,
      lines: [line('Love', ks, thb)],
    });
    const sums = revenue(
      [
        row('2030-01-02', 1, 30000, 300),
        row('2030-01-02', 3, 50000, 500),
        row('2030-01-31', 1, 20000, 200),
        row('2029-12-31', 1, 10000, 100),
      ],
      accounts,
      '2030-01',
    );
    expect(sums.byMonth.get('2030-01')).toEqual({ ks: 50000, thb: 500 });
    expect(sums.byMonth.get('2029-12')).toEqual({ ks: 10000, thb: 0 });
    expect(sums.byDay.get('2030-01-02')).toEqual({ ks: 30000, thb: 500 });
    expect(sums.byPaymentType).toEqual([
      { name: 'T1', ks: 50000, thb: 0, count: 2 },
      { name: 'T3', ks: 0, thb: 500, count: 1 },
    ]);
    expect(sums.byPackage).toEqual([{ name: 'Love', ks: 50000, thb: 500, count: 3 }]);
  });

  it('moves months across years', () => {
    expect([
      shiftMonth('2030-01', -1),
      shiftMonth('2030-12', 1),
      shiftMonth('2030-03', -11),
    ]).toEqual(['2029-12', '2031-01', '2029-04']);
  });
});

describe.each(DB_KINDS)("the reader's figures and a rejected proof on %s", (kind) => {
  let h: Harness;
  const auth = async (userId: number) => `Bearer ${await h.token(userId)}`;
  const pay = async (user: number, no: string, bank: number, image = false) => {
    const req = h.http
      .post(`/api/auth/appointments/${no}/payment/store`)
      .set('Authorization', await auth(user))
      .field('paymentype', String(bank))
      .field('transaction_no', `TX${user}`);
    if (image)
      req.attach('transaction_img', png(), { filename: 'p.png', contentType: 'image/png' });
    const res = await req;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const setStatus = (no: string, status: string, note?: string) =>
    h.http
      .patch(`/api/booking/admin/appointments/${no}/status`)
      .set(reader)
      .send({ status, note, actor: 'Reader' });

  beforeAll(async () => {
    // The CMS client's cache on, as in production: a told change must still reach the calendar.
    h = await startHarness(kind, { env: { BOOKING_CMS_CACHE_MS: '30000' } });
    // The second account takes baht (as the CMS says it).
    h.cms.banks[1]!.currency = 'THB';
  });
  afterAll(async () => {
    await h?.close();
  });

  it('when the reader asks for the month, then confirmed payments count in Ks and ฿ apart, by type and package, and bookings per day', async () => {
    // Both packages: 30000 + 45000 Ks, 300 + 450 ฿.
    const ks = await book(h, 401, '2030-01-20');
    const thb = await book(h, 402, '2030-01-20');
    const waiting = await book(h, 403, '2030-01-21');
    const cancelled = await book(h, 404, '2030-01-22');
    await pay(401, ks, 1);
    await pay(402, thb, 2);
    await pay(403, waiting, 1);
    expect((await setStatus(ks, 'Booked')).status).toBe(200);
    expect((await setStatus(thb, 'Booked')).status).toBe(200);
    expect((await setStatus(cancelled, 'Cancelled', 'Asked to')).status).toBe(200);

    const res = await h.http
      .get('/api/booking/admin/stats')
      .query({ month: '2030-01' })
      .set(reader);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const s = res.body.data;
    expect(s.month).toBe('2030-01');
    expect(s.months).toHaveLength(12);
    expect(s.months.at(-1)).toEqual({
      month: '2030-01',
      bookings: 3,
      revenue: { ks: 75000, thb: 750 },
    });
    expect(s.months[0]).toEqual({ month: '2029-02', bookings: 0, revenue: { ks: 0, thb: 0 } });
    // Confirmed today (NOW, 2030-01-07 in Yangon); bookings by the day of the appointment.
    const day = (d: string) => s.days.find((x: { date: string }) => x.date === d);
    expect(day(NOW.toISOString().slice(0, 10)).revenue).toEqual({ ks: 75000, thb: 750 });
    expect(day('2030-01-20').bookings).toBe(2);
    expect(day('2030-01-21').bookings).toBe(1);
    expect(day('2030-01-22').bookings).toBe(0);
    expect(s.by_payment_type).toEqual([
      { name: 'KBZ Pay', ks: 75000, thb: 0, count: 1 },
      { name: 'PromptPay', ks: 0, thb: 750, count: 1 },
    ]);
    expect(s.by_package.map((p: { name: string; count: number }) => [p.name, p.count])).toEqual([
      [expect.any(String), 2],
      [expect.any(String), 2],
    ]);
    // Another month: nothing confirmed there.
    const feb = await h.http
      .get('/api/booking/admin/stats')
      .query({ month: '2030-02' })
      .set(reader);
    expect(feb.body.data.months.at(-1).revenue).toEqual({ ks: 0, thb: 0 });
    expect(feb.body.data.months.at(-2).revenue).toEqual({ ks: 75000, thb: 750 });
    const bad = await h.http
      .get('/api/booking/admin/stats')
      .query({ month: '2030-13' })
      .set(reader);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('month');
  });

  it("when the reader rejects a proof, then the member's booking carries her note and the old proof is gone", async () => {
    const no = await book(h, 410, '2030-01-25');
    await pay(410, no, 1, true);
    const before = await h.http
      .get(`/api/auth/appointments/${no}`)
      .set('Authorization', await auth(410));
    expect(before.body.data).toMatchObject({ has_proof: true, reader_note: null });
    const files = () => fs.readdirSync(path.join(h.uploadDir, 'proofs'));
    const kept = files().filter((f) => f.startsWith(no));
    expect(kept).toHaveLength(1);

    const rejected = await setStatus(no, 'Pending', 'The amount is 5,000 Ks short.');
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const member = await h.http
      .get(`/api/auth/appointments/${no}`)
      .set('Authorization', await auth(410));
    expect(member.body.data).toMatchObject({
      status: 'Pending',
      reader_note: 'The amount is 5,000 Ks short.',
      has_proof: false,
      proof_url: null,
      transaction_no: null,
      payment_state: 'awaiting_payment',
      payable: true,
    });
    expect(files().filter((f) => f.startsWith(no))).toEqual([]);
    const proof = await h.http
      .get(`/api/auth/appointments/${no}/payment/proof`)
      .set('Authorization', await auth(410));
    expect(proof.status).toBe(404);
    // The list the member reads carries it too; once she pays again it is no longer shown.
    const list = await h.http
      .get('/api/auth/appointments/users/410/bookings')
      .set('Authorization', await auth(410));
    const listed = JSON.stringify(list.body);
    expect(listed).toContain('The amount is 5,000 Ks short.');
    await pay(410, no, 1);
    const again = await h.http
      .get(`/api/auth/appointments/${no}`)
      .set('Authorization', await auth(410));
    expect(again.body.data).toMatchObject({ status: 'Verifying', reader_note: null });
  });

  it('when the CMS tells a saved booking setting, then the calendar shows it at once despite the cache', async () => {
    const full = async () =>
      (
        await h.http
          .get('/api/auth/appointments/bookings/full-days')
          .set('Authorization', await auth(420))
      ).body;
    const before = await full();
    expect(before.data).not.toContain('2030-01-10');
    h.cms.settings.blocked_dates = ['2030-01-10'];
    // h.http tells the booking service first, as the CMS does before its save returns.
    const after = await full();
    expect(after.data).toContain('2030-01-10');
  });
});
