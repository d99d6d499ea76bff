// E-mail for every booking event (issue 19), against a real SMTP server in-process: the right
// mails to the right people in their language; an outage delays mails without losing or
// doubling any; two sweeps (two instances) send each mail once; no SMTP_URL writes .eml files.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { addDays } from '@mystic/shared';
import { queueDailyDigest } from '../src/mail/digest.js';
import { sendReminders } from '../src/appointments/reminders.js';
import { mailBackoffMs } from '../src/mail/service.js';
import { DB_KINDS } from './support/db.js';
import { ADMIN_TOKEN, NOW, book, startHarness, type Harness } from './support/harness.js';
import { png } from './support/images.js';
import { startSmtp, type ReceivedMail, type TestSmtp } from './support/smtp.js';

const READER = 'desk@example.com';

describe.each(DB_KINDS)('mail on %s', (kind) => {
  let h: Harness;
  let smtp: TestSmtp;
  let day = 0;
  const nextDay = () => addDays('2030-03-04', day++);

  beforeAll(async () => {
    smtp = await startSmtp();
    h = await startHarness(kind, {
      env: { SMTP_URL: smtp.url, READER_EMAIL: READER, MAIL_FROM: 'Mystic <mail@example.com>' },
    });
  });
  afterAll(async () => {
    await h?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    h.clock.now = new Date(NOW);
  });
  afterEach(async () => {
    await smtp.start().catch(() => {}); // a test that stopped it leaves it running again
    await h.booking.ctx.background.idle();
  });

  /** Mails received since `from`, once every send started so far has finished. */
  const settled = async (from: number) => {
    await h.booking.ctx.background.idle();
    return smtp.received.slice(from);
  };
  /** How many mails have arrived once every send started so far has finished. */
  const mark = async () => (await settled(0)).length;
  const only = (mails: ReceivedMail[], to: string) => mails.filter((m) => m.to === to);
  const pay = async (userId: number, no: string, tx: string) => {
    const res = await h.http
      .post(`/api/auth/appointments/${no}/payment/store`)
      .set('Authorization', `Bearer ${await h.token(userId)}`)
      .field('paymentype', '1')
      .field('transaction_no', tx)
      .attach('transaction_img', png(), { filename: 'slip.png', contentType: 'image/png' });
    expect(res.status).toBe(200);
  };
  const setStatus = async (no: string, status: string, note?: string) => {
    const res = await h.http
      .patch(`/api/booking/admin/appointments/${no}/status`)
      .set('Authorization', `Bearer ${ADMIN_TOKEN}`)
      .send({ status, ...(note ? { note } : {}) });
    expect(res.status).toBe(200);
  };
  const mailRows = () =>
    h.db.db.selectFrom('mail_outbox').selectAll().orderBy('created_at').orderBy('id').execute();

  it('takes a Burmese booking through its life with the right mail at every step', async () => {
    const date = nextDay();
    const dmy = date.split('-').reverse().join('-'); // DD-MM-YYYY
    const myDmy = dmy.replace(/\d/g, (d) => String.fromCharCode(0x1040 + Number(d)));
    let from = await mark();
    const no = await book(h, 1, date, { email: 'thida@example.com', locale: 'my' });

    let mails = await settled(from);
    expect(mails).toHaveLength(2);
    const [received] = only(mails, 'thida@example.com');
    expect(received!.subject).toContain(no);
    expect(received!.subject).toContain('လက်ခံရရှိပါပြီ');
    expect(received!.lang).toBe('my');
    // Date as DD-MM-YYYY in Myanmar digits, Burmese package names, totals in Ks and ฿.
    expect(received!.text).toContain(myDmy);
    expect(received!.text).toContain('တားရော့ ဗေဒင်');
    expect(received!.text).toContain('၇၅,၀၀၀ Ks / ฿၇၅၀');
    // How to pay: each account with the amount in its own currency, and the payment page.
    expect(received!.text).toMatch(/KBZ Pay: Daw Mya 09123456789 \(၇၅,၀၀၀ Ks\)/);
    expect(received!.text).toMatch(/PromptPay: Mya 0812345678 \(฿၇၅၀\)/);
    expect(received!.text).toContain(`http://localhost:8080/appointment/${no}/payment?lang=my`);
    // The reader's contact and the site; no remote images (no tracking).
    expect(received!.text).toContain('reader@example.com');
    expect(received!.html).toContain('http://localhost:8080');
    expect(received!.html).not.toMatch(/<img/i);
    const [readerNew] = only(mails, READER);
    expect(readerNew!.subject).toBe(`New booking ${no} for ${dmy}`);
    expect(readerNew!.lang).toBe('en');
    expect(readerNew!.text).toContain('member1');

    // Payment proof: the member is told it arrived, the reader gets a link to the desk.
    from = await mark();
    await pay(1, no, 'TX-MAIL-1');
    mails = await settled(from);
    expect(mails.map((m) => m.to).sort()).toEqual([READER, 'thida@example.com'].sort());
    expect(only(mails, 'thida@example.com')[0]!.subject).toContain('အထောက်အထား');
    const proof = only(mails, READER)[0]!;
    expect(proof.subject).toBe(`Payment proof to verify: booking ${no}`);
    expect(proof.text).toContain('http://localhost:8080/admin/plugins/bookings');

    // Rejected: the reader's note and a link to pay again; nothing to the reader.
    from = await mark();
    await setStatus(no, 'Pending', 'The transfer did not arrive.');
    mails = await settled(from);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('thida@example.com');
    expect(mails[0]!.text).toContain('The transfer did not arrive.');
    expect(mails[0]!.text).toContain(`/appointment/${no}/payment?lang=my`);

    // Paid again and confirmed: the receipt, with what was paid.
    await pay(1, no, 'TX-MAIL-2');
    from = await mark();
    await setStatus(no, 'Booked');
    mails = await settled(from);
    expect(mails).toHaveLength(1);
    const receipt = mails[0]!;
    expect(receipt.to).toBe('thida@example.com');
    expect(receipt.subject).toBe(`ပြေစာ – ဘိုကင် ${no} ကို အတည်ပြုပြီးပါပြီ`);
    expect(receipt.text).toContain('ပေးချေပြီး: ၇၅,၀၀၀ Ks / ฿၇၅၀');
    expect(receipt.text).toContain('TX-MAIL-2');
    expect(receipt.text).toContain('KBZ Pay');
    expect(receipt.text).toMatch(/ငွေပေးချေသည့်ရက်: [၀-၉]{2}-[၀-၉]{2}-[၀-၉]{4} [၀-၉]{2}:[၀-၉]{2}/);

    from = await mark();
    await setStatus(no, 'Finished');
    mails = await settled(from);
    expect(mails.map((m) => [m.to, m.lang])).toEqual([['thida@example.com', 'my']]);
    expect(mails[0]!.subject).toContain(no);

    // Every mail is kept as sent, and the desk shows them with the booking.
    const desk = await h.http
      .get(`/api/booking/admin/appointments/${no}`)
      .set('Authorization', `Bearer ${ADMIN_TOKEN}`);
    const kinds = (desk.body.data.mails as { kind: string; status: string }[]).map(
      (m) => `${m.kind}:${m.status}`,
    );
    expect(kinds).toEqual([
      'booking_received:sent',
      'reader_new_booking:sent',
      'proof_received:sent',
      'reader_new_proof:sent',
      'proof_rejected:sent',
      'proof_received:sent',
      'reader_new_proof:sent',
      'payment_confirmed:sent',
      'finished:sent',
    ]);
  });

  it('tells an English member when the reader cancels or the booking expires unpaid', async () => {
    const cancelled = await book(h, 2, nextDay(), { email: 'ko@example.com', locale: 'en' });
    const expiring = await book(h, 2, nextDay(), { email: 'ko@example.com' });
    const from = await mark();
    await setStatus(cancelled, 'Cancelled', 'The reader is travelling.');
    h.clock.now = new Date(NOW.getTime() + 25 * 3_600_000);
    expect(await h.booking.sweepExpired()).toContain(expiring);
    // Two separate events: their mails may leave in either order.
    const mails = (await settled(from)).sort((a, b) => a.subject.localeCompare(b.subject));
    expect(mails.map((m) => [m.to, m.subject])).toEqual(
      [
        ['ko@example.com', `Booking ${cancelled} is cancelled`],
        ['ko@example.com', `Booking ${expiring} expired unpaid`],
      ].sort((a, b) => a[1]!.localeCompare(b[1]!)),
    );
    expect(mails.every((m) => m.lang === 'en')).toBe(true);
    expect(mails.find((m) => m.subject.includes('cancelled'))!.text).toContain(
      "The reader's note: The reader is travelling.",
    );
  });

  it("sends the reader one digest a day from 08:00 Yangon with today's bookings and open proofs", async () => {
    const date = '2030-03-25';
    const todays = await book(h, 7, date, { email: 'today@example.com' });
    await pay(7, todays, 'TX-DIGEST');
    const from = await mark();
    // 07:59 in Yangon (UTC+6:30): too early.
    h.clock.now = new Date('2030-03-25T01:29:00Z');
    expect(await queueDailyDigest(h.booking.ctx)).toBe(false);
    h.clock.now = new Date('2030-03-25T01:30:00Z');
    const [a, b] = await Promise.all([
      queueDailyDigest(h.booking.ctx),
      queueDailyDigest(h.booking.ctx),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    h.clock.now = new Date('2030-03-25T09:00:00Z');
    expect(await queueDailyDigest(h.booking.ctx)).toBe(false);
    const mails = await settled(from);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [
        READER,
        expect.stringMatching(/^Today, 25-03-2030: 1 booking\(s\), \d+ proof\(s\) to verify$/),
      ],
    ]);
    expect(mails[0]!.text).toContain(`${todays} 25-03-2030 member7`);
    expect(mails[0]!.text).toContain('http://localhost:8080/admin/plugins/bookings');
  });

  it('mails a Burmese member (and the reader) once when they move their booking, remind them once the day before, and tell both when they cancel', async () => {
    const member = 8;
    const first = nextDay();
    const no = await book(h, member, first, { email: 'flows@example.com', locale: 'my' });
    await setStatus(no, 'Booked');
    const moveTo = async (date: string) =>
      h.http
        .post(`/api/auth/appointments/${no}/reschedule`)
        .set('Authorization', `Bearer ${await h.token(member)}`)
        .send({ appointment_date: date });
    const dmy = (d: string) => d.split('-').reverse().join('-');
    const myDigits = (s: string) =>
      s.replace(/\d/g, (d) => String.fromCharCode(0x1040 + Number(d)));

    // A refused move (the same day) changes nothing, so it mails nothing.
    let from = await mark();
    expect((await moveTo(first)).status).toBe(422);
    expect(await settled(from)).toEqual([]);

    const moved = addDays(first, 2);
    from = await mark();
    expect((await moveTo(moved)).status).toBe(200);
    let mails = await settled(from);
    expect(mails.map((m) => m.to).sort()).toEqual([READER, 'flows@example.com'].sort());
    const toMember = only(mails, 'flows@example.com')[0]!;
    expect(toMember.lang).toBe('my');
    expect(toMember.subject).toContain(no);
    expect(toMember.text).toContain(myDigits(dmy(moved)));
    const toReader = only(mails, READER)[0]!;
    expect(toReader.lang).toBe('en');
    expect(toReader.subject).toBe(`Booking ${no} moved to ${dmy(moved)}`);
    expect(toReader.text).toContain(`from ${dmy(first)} to ${dmy(moved)}`);
    expect(
      (await mailRows()).filter((r) => r.appointment_no === no && r.kind === 'rescheduled'),
    ).toHaveLength(1);

    // The day before the new date, two sweeps (two instances) at once: one reminder mail.
    h.clock.now = new Date(`${addDays(moved, -1)}T03:00:00Z`);
    from = await mark();
    await Promise.all([sendReminders(h.booking.ctx), sendReminders(h.booking.ctx)]);
    await sendReminders(h.booking.ctx);
    mails = await settled(from);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('flows@example.com');
    expect(mails[0]!.lang).toBe('my');
    expect(mails[0]!.text).toContain(myDigits(dmy(moved)));
    expect(
      (await mailRows()).filter((r) => r.appointment_no === no && r.kind === 'reminder'),
    ).toMatchObject([{ status: 'sent', locale: 'my' }]);

    // The member's own cancellation (back before the notice window): one mail to each.
    h.clock.now = new Date(NOW);
    from = await mark();
    const cancelled = await h.http
      .post(`/api/auth/appointments/${no}/cancel`)
      .set('Authorization', `Bearer ${await h.token(member)}`);
    expect(cancelled.status).toBe(200);
    mails = await settled(from);
    expect(mails.map((m) => [m.to, m.lang]).sort()).toEqual(
      [
        [READER, 'en'],
        ['flows@example.com', 'my'],
      ].sort(),
    );
    expect(only(mails, READER)[0]!.subject).toBe(`Booking ${no} cancelled by the member`);
  });

  it('keeps mails through an SMTP outage and sends each once when it is back', async () => {
    await smtp.stop();
    const from = await mark();
    const no = await book(h, 3, nextDay(), { email: 'outage@example.com' });
    await h.booking.ctx.background.idle();
    let rows = (await mailRows()).filter((r) => r.appointment_no === no);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['retrying', 1],
      ['retrying', 1],
    ]);
    expect(rows[0]!.last_error).toBeTruthy();

    // Not due before the back-off; due after it, but SMTP is still down.
    expect(await h.booking.flushMailOutbox()).toBe(0);
    h.clock.now = new Date(NOW.getTime() + mailBackoffMs(1) + 1000);
    expect(await h.booking.flushMailOutbox()).toBe(0);
    rows = (await mailRows()).filter((r) => r.appointment_no === no);
    expect(rows.map((r) => r.attempts)).toEqual([2, 2]);

    await smtp.start();
    h.clock.now = new Date(NOW.getTime() + mailBackoffMs(1) + mailBackoffMs(2) + 2000);
    expect(await h.booking.flushMailOutbox()).toBe(2);
    expect(await h.booking.flushMailOutbox()).toBe(0);
    const mails = await settled(from);
    expect(mails.map((m) => m.to).sort()).toEqual([READER, 'outage@example.com'].sort());
    rows = (await mailRows()).filter((r) => r.appointment_no === no);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(rows.map((r) => r.message_id)).toEqual(mails.map((m) => m.messageId));
  });

  it('marks a mail the server refuses for good as failed without retrying it', async () => {
    smtp.refuse.add('nobody@example.com');
    const from = await mark();
    const no = await book(h, 4, nextDay(), { email: 'nobody@example.com' });
    await settled(from);
    const rows = (await mailRows()).filter((r) => r.appointment_no === no);
    const member = rows.find((r) => r.recipient === 'nobody@example.com')!;
    expect([member.status, member.attempts]).toEqual(['failed', 1]);
    expect(member.last_error).toMatch(/550/);
    h.clock.now = new Date(NOW.getTime() + 86_400_000);
    expect(await h.booking.flushMailOutbox()).toBe(0);
    smtp.refuse.clear();
  });

  it('sends each mail once when two instances sweep at the same time', async () => {
    await smtp.stop();
    const nos = [];
    for (let i = 0; i < 4; i++)
      nos.push(await book(h, 5, nextDay(), { email: 'twice@example.com' }));
    await h.booking.ctx.background.idle();
    await smtp.start();
    const from = await mark();

    // A second instance of the service on the same database.
    const other = h.db.reopen();
    const second = await createApp({
      config: h.config,
      db: other.db,
      dbKind: other.kind,
      now: () => h.clock.now,
      pushSender: null,
    });
    try {
      h.clock.now = new Date(NOW.getTime() + mailBackoffMs(1) + 1000);
      const [a, b] = await Promise.all([h.booking.flushMailOutbox(), second.flushMailOutbox()]);
      expect(a + b).toBe(8);
      const mails = await settled(from);
      expect(mails).toHaveLength(8);
      expect(new Set(mails.map((m) => m.messageId)).size).toBe(8);
      expect(await h.booking.flushMailOutbox()).toBe(0);
    } finally {
      await second.ctx.background.idle();
      await other.db.destroy();
    }
  });
});

describe('mail without SMTP_URL', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('sqlite');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('writes each mail as an .eml file in the outbox folder', async () => {
    const no = await book(h, 6, '2030-03-20', { email: 'file@example.com' });
    await h.booking.ctx.background.idle();
    const files = fs.readdirSync(h.mailDir).sort();
    expect(files).toHaveLength(2);
    expect(files.some((f) => f.endsWith('-booking_received.eml'))).toBe(true);
    const eml = fs.readFileSync(
      path.join(
        h.mailDir,
        files.find((f) => f.endsWith('-booking_received.eml'))!,
      ),
      'utf8',
    );
    expect(eml).toContain('To: file@example.com');
    expect(eml).toMatch(new RegExp(`Subject: .*${no}`));
    // The reader's copy goes to the site info's address when READER_EMAIL is unset.
    const reader = fs.readFileSync(
      path.join(
        h.mailDir,
        files.find((f) => f.endsWith('-reader_new_booking.eml'))!,
      ),
      'utf8',
    );
    expect(reader).toContain('To: reader@example.com');
  });
});
