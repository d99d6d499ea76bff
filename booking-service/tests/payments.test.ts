import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES, PAYMENT_IMAGE_MAX_BYTES, addDays } from '@mystic/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_PAYABLE } from '../src/payments/pay.js';
import { DB_KINDS } from './support/db.js';
import { ADMIN_TOKEN, NOW, book, startHarness, type Harness } from './support/harness.js';
import { jpeg, png, webp } from './support/images.js';

describe.each(DB_KINDS)('payments on %s', (kind) => {
  let h: Harness;
  let day = 0;
  const nextDay = () => addDays('2030-02-11', day++);
  const auth = async (userId: number) => `Bearer ${await h.token(userId)}`;
  const pay = (authorization: string, no: string) =>
    h.http.post(`/api/auth/appointments/${no}/payment/store`).set('Authorization', authorization);
  const storedProofs = () => fs.readdirSync(path.join(h.uploadDir, 'proofs'));

  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('when the owner sends a payment type and an image, then the appointment is Verifying with a private proof', async () => {
    const no = await book(h, 1, nextDay());
    const res = await pay(await auth(1), no)
      .field('paymentype', '1')
      .field('transaction_no', 'TX-1001')
      .attach('transaction_img', png(), { filename: 'slip.png', contentType: 'image/png' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'Verifying',
      is_paid: false,
      transaction_no: 'TX-1001',
      payment_type: { id: 1, name: 'KBZ Pay', image: '/uploads/kbz.png' },
      has_proof: true,
    });

    const proof = await h.http
      .get(`/api/auth/appointments/${no}/payment/proof`)
      .set('Authorization', await auth(1));
    expect(proof.status).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
    expect(proof.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(proof.body as Buffer, png())).toBe(0);

    const stranger = await h.http
      .get(`/api/auth/appointments/${no}/payment/proof`)
      .set('Authorization', await auth(2));
    expect(stranger.status).toBe(403);
    const reader = await h.http
      .get(`/api/booking/admin/appointments/${no}/proof`)
      .set('Authorization', `Bearer ${ADMIN_TOKEN}`);
    expect(reader.status).toBe(200);
    expect(reader.headers['content-type']).toBe('image/png');
    // Not reachable as a public file anywhere under the service.
    const file = storedProofs().find((f) => f.startsWith(no))!;
    expect((await h.http.get(`/proofs/${file}`)).status).toBe(404);
  });

  it('when the proof is a WebP image, then it is accepted and served back as image/webp', async () => {
    const no = await book(h, 2, nextDay());
    const res = await pay(await auth(2), no)
      .field('paymentype', '2')
      // The browser's claimed type is ignored; the bytes say WebP.
      .attach('transaction_img', webp(), {
        filename: 'slip.bin',
        contentType: 'application/octet-stream',
      });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'Verifying', has_proof: true });
    expect(storedProofs().filter((f) => f.startsWith(no))).toEqual([
      expect.stringMatching(/\.webp$/),
    ]);
    const proof = await h.http
      .get(`/api/auth/appointments/${no}/payment/proof`)
      .set('Authorization', await auth(2));
    expect(proof.status).toBe(200);
    expect(proof.headers['content-type']).toBe('image/webp');
    expect(Buffer.compare(proof.body as Buffer, webp())).toBe(0);
  });

  it('when the appointment is Expired or Cancelled, then paying is refused with 409 and nothing is stored', async () => {
    h.cms.settings.unpaid_expiry_hours = 1;
    const expired = await book(h, 12, nextDay());
    h.clock.now = new Date(NOW.getTime() + 2 * 3_600_000);
    expect(await h.booking.sweepExpired()).toContain(expired);
    h.clock.now = new Date(NOW);
    h.cms.settings.unpaid_expiry_hours = 24;
    const cancelled = await book(h, 12, nextDay());
    await h.http
      .patch(`/api/booking/admin/appointments/${cancelled}/status`)
      .set('Authorization', `Bearer ${ADMIN_TOKEN}`)
      .send({ status: 'Cancelled' })
      .expect(200);

    const before = storedProofs().length;
    for (const [no, status] of [
      [expired, 'Expired'],
      [cancelled, 'Cancelled'],
    ] as const) {
      const res = await pay(await auth(12), no)
        .field('paymentype', '1')
        .field('transaction_no', 'LATE')
        .attach('transaction_img', png(), 'late.png');
      expect(res.status, status).toBe(409);
      expect(res.body, status).toEqual({ code: 'not_payable', message: NOT_PAYABLE });
      const read = await h.http
        .get(`/api/auth/appointments/${no}`)
        .set('Authorization', await auth(12));
      expect(read.body.data, status).toMatchObject({
        status,
        transaction_no: null,
        has_proof: false,
      });
    }
    expect(storedProofs().length).toBe(before);
    expect(fs.readdirSync(path.join(h.uploadDir, 'tmp'))).toEqual([]);
  });

  it('when only a transaction number is sent (no image), then it is accepted', async () => {
    const no = await book(h, 3, nextDay());
    const res = await pay(await auth(3), no)
      .field('paymentype', '2')
      .field('transaction_no', 'PP-77');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'Verifying',
      has_proof: false,
      proof_url: null,
      paymentype: 2,
      payment_state: 'proof_sent',
    });
  });

  it('when a second payment is sent while the first is being checked, then 409 with the shared message and the first is kept', async () => {
    const no = await book(h, 4, nextDay());
    await pay(await auth(4), no)
      .field('paymentype', '1')
      .field('transaction_no', 'FIRST')
      .attach('transaction_img', png(), 'a.png')
      .expect(200);
    const firstFiles = storedProofs().filter((f) => f.startsWith(no));
    expect(firstFiles).toHaveLength(1);
    const res = await pay(await auth(4), no)
      .field('paymentype', '2')
      .field('transaction_no', 'SECOND')
      .attach('transaction_img', jpeg(), 'b.jpg');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'payment_already_sent',
      message: MESSAGES.paymentAlreadySent,
    });
    expect(storedProofs().filter((f) => f.startsWith(no))).toEqual(firstFiles);
    expect(fs.readdirSync(path.join(h.uploadDir, 'tmp'))).toEqual([]);
    const read = await h.http
      .get(`/api/auth/appointments/${no}`)
      .set('Authorization', await auth(4));
    expect(read.body.data).toMatchObject({
      status: 'Verifying',
      payment_state: 'proof_sent',
      payable: false,
      is_paid: false,
      transaction_no: 'FIRST',
      payment_type: { id: 1, name: 'KBZ Pay' },
      has_proof: true,
      proof_url: `/api/auth/appointments/${no}/payment/proof`,
      proof_sent_at: NOW.toISOString(),
      paid_at: null,
    });
  });

  it('when the reader rejects a proof, then the booking is payable again and the new payment replaces the old proof', async () => {
    const no = await book(h, 4, nextDay());
    await pay(await auth(4), no)
      .field('paymentype', '1')
      .attach('transaction_img', png(), 'a.png')
      .expect(200);
    const firstFiles = storedProofs().filter((f) => f.startsWith(no));
    await h.http
      .patch(`/api/booking/admin/appointments/${no}/status`)
      .set('Authorization', `Bearer ${ADMIN_TOKEN}`)
      .send({ status: 'Pending' })
      .expect(200);
    const reopened = await h.http
      .get(`/api/auth/appointments/${no}`)
      .set('Authorization', await auth(4));
    expect(reopened.body.data).toMatchObject({ payment_state: 'awaiting_payment', payable: true });
    const res = await pay(await auth(4), no)
      .field('paymentype', '2')
      .attach('transaction_img', jpeg(), 'b.jpg');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'Verifying',
      payment_state: 'proof_sent',
      payment_type: { id: 2 },
    });
    const files = storedProofs().filter((f) => f.startsWith(no));
    expect(files).toHaveLength(1);
    expect(files[0]).not.toBe(firstFiles[0]);
    const proof = await h.http
      .get(`/api/auth/appointments/${no}/payment/proof`)
      .set('Authorization', await auth(4));
    expect(proof.headers['content-type']).toBe('image/jpeg');
  });

  it('when two payments for one booking arrive at once, then exactly one is accepted', async () => {
    const no = await book(h, 4, nextDay());
    const token = await auth(4);
    const answers = await Promise.all(
      ['A', 'B', 'C'].map((tx) =>
        pay(token, no).field('paymentype', '1').field('transaction_no', tx),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const read = await h.http.get(`/api/auth/appointments/${no}`).set('Authorization', token);
    const accepted = answers.find((r) => r.status === 200)!;
    expect(read.body.data.transaction_no).toBe(accepted.body.data.transaction_no);
  });

  it('when neither a transaction number nor an image is sent, then 422 with both payment messages', async () => {
    const no = await book(h, 5, nextDay());
    const res = await pay(await auth(5), no).field('transaction_no', '');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      paymentype: [MESSAGES.paymentTypeRequired],
      transaction_no: [MESSAGES.paymentProofRequired],
    });
  });

  it('when the payment type is not one the CMS offers, then 422 under paymentype', async () => {
    const no = await book(h, 5, nextDay());
    const res = await pay(await auth(5), no)
      .field('paymentype', '99')
      .field('transaction_no', 'X');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ paymentype: [MESSAGES.paymentTypeInvalid] });
  });

  it('when a text file is named .png and sent as image/png, then 415 and nothing is stored', async () => {
    const no = await book(h, 6, nextDay());
    const before = storedProofs().length;
    const res = await pay(await auth(6), no)
      .field('paymentype', '1')
      .attach('transaction_img', Buffer.from('hello, I am not a picture\n'.repeat(20)), {
        filename: 'slip.png',
        contentType: 'image/png',
      });
    expect(res.status).toBe(415);
    expect(res.body.errors).toEqual({ transaction_img: [MESSAGES.paymentImageType] });
    expect(res.body).toMatchObject({
      code: 'payment_image_type',
      field_codes: { transaction_img: ['payment_image_type'] },
    });
    expect(storedProofs().length).toBe(before);
    expect(fs.readdirSync(path.join(h.uploadDir, 'tmp'))).toEqual([]);
  });

  it('when a 6 MB image is sent, then 413 with the size message and nothing is stored', async () => {
    const no = await book(h, 7, nextDay());
    const big = png(6 * 1024 * 1024);
    expect(big.length).toBeGreaterThan(PAYMENT_IMAGE_MAX_BYTES);
    const res = await pay(await auth(7), no)
      .field('paymentype', '1')
      .attach('transaction_img', big, 'big.png');
    expect(res.status).toBe(413);
    expect(res.body.errors).toEqual({ transaction_img: [MESSAGES.paymentImageTooLarge] });
    expect(res.body).toMatchObject({
      code: 'payment_image_too_large',
      field_codes: { transaction_img: ['payment_image_too_large'] },
    });
    const read = await h.http
      .get(`/api/auth/appointments/${no}`)
      .set('Authorization', await auth(7));
    expect(read.body.data.status).toBe('Pending');
    expect(fs.readdirSync(path.join(h.uploadDir, 'tmp'))).toEqual([]);
  });

  /** Streams a multipart body whose image part is `bytes` long, with fetch (no client-side limit). */
  const streamUpload = async (no: string, userId: number, bytes: number) =>
    fetch(`${h.url}/api/auth/appointments/${no}/payment/store`, {
      method: 'POST',
      headers: {
        authorization: await auth(userId),
        'content-type': 'multipart/form-data; boundary=XyZ',
      },
      body: Buffer.concat([
        Buffer.from(
          '--XyZ\r\nContent-Disposition: form-data; name="paymentype"\r\n\r\n1\r\n' +
            '--XyZ\r\nContent-Disposition: form-data; name="transaction_img"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
        ),
        Buffer.alloc(bytes, 1),
        Buffer.from('\r\n--XyZ--\r\n'),
      ]),
    });

  /** Descriptors this process holds on files under the upload folder (Linux; [] elsewhere). */
  const openUploadFiles = () => {
    if (!fs.existsSync('/proc/self/fd')) return [];
    return fs
      .readdirSync('/proc/self/fd')
      .map((fd) => {
        try {
          return fs.readlinkSync(`/proc/self/fd/${fd}`);
        } catch {
          return '';
        }
      })
      .filter((target) => target.startsWith(h.uploadDir));
  };

  it('when a body beyond the hard limit is streamed, then 413, the appointment is unchanged, and no temp file or descriptor is left', async () => {
    const no = await book(h, 8, nextDay());
    const res = await streamUpload(no, 8, PAYMENT_IMAGE_MAX_BYTES * 3);
    // The parser stops at the hard limit; the rest is drained (bounded) so the client reads the 413.
    expect(res.status).toBe(413);
    // Said as the form's own field error, as a file just over the limit is.
    expect(await res.json()).toEqual({
      code: 'payment_image_too_large',
      message: MESSAGES.paymentImageTooLarge,
      errors: { transaction_img: [MESSAGES.paymentImageTooLarge] },
      field_codes: { transaction_img: ['payment_image_too_large'] },
    });
    const read = await h.http
      .get(`/api/auth/appointments/${no}`)
      .set('Authorization', await auth(8));
    expect(read.body.data).toMatchObject({ status: 'Pending', has_proof: false, paymentype: null });
    expect(fs.readdirSync(path.join(h.uploadDir, 'tmp'))).toEqual([]);
    expect(openUploadFiles()).toEqual([]);
  });

  it('when a body beyond even the drain bound is streamed, then the connection is closed, nothing is kept and the service still answers', async () => {
    const no = await book(h, 8, nextDay());
    // 40 MB: past the hard limit (10 MB) plus what is drained after the 413 (10 MB), the
    // server closes the connection; the client sees the 413 or, mid-upload, the reset.
    const res = await streamUpload(no, 8, PAYMENT_IMAGE_MAX_BYTES * 8).catch((err: Error) => err);
    if (!(res instanceof Error)) expect(res.status).toBe(413);
    expect(fs.readdirSync(path.join(h.uploadDir, 'tmp'))).toEqual([]);
    expect(openUploadFiles()).toEqual([]);
    const read = await h.http
      .get(`/api/auth/appointments/${no}`)
      .set('Authorization', await auth(8));
    expect(read.body.data.status).toBe('Pending');
  });

  it('when the appointment is already Booked, then paying again is refused with 409', async () => {
    const no = await book(h, 9, nextDay());
    await pay(await auth(9), no)
      .field('paymentype', '1')
      .field('transaction_no', 'A');
    const confirm = await h.http
      .patch(`/api/booking/admin/appointments/${no}/status`)
      .set('Authorization', `Bearer ${ADMIN_TOKEN}`)
      .send({ status: 'Booked' });
    expect(confirm.status).toBe(200);
    const res = await pay(await auth(9), no)
      .field('paymentype', '1')
      .field('transaction_no', 'B');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'already_paid', message: MESSAGES.paymentAlreadyConfirmed });
    const read = await h.http
      .get(`/api/auth/appointments/${no}`)
      .set('Authorization', await auth(9));
    expect(read.body.data).toMatchObject({
      payment_state: 'confirmed',
      is_paid: true,
      payable: false,
      transaction_no: 'A',
      paid_at: NOW.toISOString(),
    });
  });

  it('when a proof is asked for a byte range past its end, then 416 with the range message and the size', async () => {
    const no = await book(h, 11, nextDay());
    await pay(await auth(11), no)
      .field('paymentype', '1')
      .attach('transaction_img', png(), 'slip.png')
      .expect(200);
    const res = await h.http
      .get(`/api/auth/appointments/${no}/payment/proof`)
      .set('Authorization', await auth(11))
      .set('Range', 'bytes=100000-100010');
    expect(res.status).toBe(416);
    expect(res.body).toEqual({
      code: 'range_not_satisfiable',
      message: 'The requested range is not satisfiable.',
    });
    expect(res.headers['content-range']).toBe(`bytes */${png().length}`);
  });

  it('when there is no proof image, then the proof route answers 404', async () => {
    const no = await book(h, 10, nextDay());
    const res = await h.http
      .get(`/api/auth/appointments/${no}/payment/proof`)
      .set('Authorization', await auth(10));
    expect(res.status).toBe(404);
  });
});
