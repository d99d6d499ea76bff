// Issue 44: the client's photos, the delivered reading and reviews, on SQLite and PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import { MATERIAL_MAX_BYTES, MEMBER_FILES_QUOTA_BYTES, MESSAGES, addDays } from '@mystic/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from './support/db.js';
import { ADMIN_TOKEN, book, startHarness, type Harness } from './support/harness.js';
import { mp3 } from './support/audio.js';
import { jpeg, png, webp } from './support/images.js';

describe.each(DB_KINDS)('readings on %s', (kind) => {
  let h: Harness;
  let day = 0;
  const nextDay = () => addDays('2030-03-11', day++);
  const auth = async (userId: number) => `Bearer ${await h.token(userId)}`;
  const reader = `Bearer ${ADMIN_TOKEN}`;
  const member = (no: string) => `/api/auth/appointments/${no}`;
  const desk = (no: string) => `/api/booking/admin/appointments/${no}`;
  const upload = async (userId: number, no: string, bytes: Buffer, name = 'palm.jpg') =>
    h.http
      .post(`${member(no)}/materials`)
      .set('Authorization', await auth(userId))
      .attach('file', bytes, { filename: name, contentType: 'application/octet-stream' });
  const deskUpload = (no: string, bytes: Buffer, name: string) =>
    h.http
      .post(`${desk(no)}/reading/files`)
      .set('Authorization', reader)
      .attach('file', bytes, { filename: name, contentType: 'application/octet-stream' });
  const setStatus = (no: string, status: string) =>
    h.http
      .patch(`${desk(no)}/status`)
      .set('Authorization', reader)
      .send({ status, actor: 'Reader' });

  beforeAll(async () => {
    h = await startHarness(kind);
    // Package 1 is the palm reading: it asks for the client's photos.
    (h.cms.packages[0] as { needs_material?: boolean }).needs_material = true;
  });
  afterAll(async () => {
    await h?.close();
  });

  it('when the member sends palm photos, then they are kept privately, sniffed by content, and counted', async () => {
    const no = await book(h, 1, nextDay(), { packages: [1] });
    const first = await upload(1, no, jpeg(), 'left.jpg');
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ kind: 'image', mime: 'image/jpeg', name: 'left.jpg' });
    // A PNG named .jpg is a PNG; a text file named .png is refused.
    expect((await upload(1, no, png(), 'right.jpg')).body.data.mime).toBe('image/png');
    const text = await upload(1, no, Buffer.from('not an image at all'), 'x.png');
    expect(text.status).toBe(415);
    expect(text.body.code).toBe('material_type');
    const big = await upload(1, no, png(MATERIAL_MAX_BYTES + 10), 'big.png');
    expect(big.status).toBe(413);
    expect(big.body.errors.file).toEqual([MESSAGES.materialTooLarge]);

    for (let i = 0; i < 4; i++)
      expect((await upload(1, no, webp(), `p${i}.webp`)).status).toBe(201);
    const seventh = await upload(1, no, jpeg());
    expect(seventh.status).toBe(409);
    expect(seventh.body.code).toBe('material_too_many');

    const extras = await h.http.get(`${member(no)}/reading`).set('Authorization', await auth(1));
    expect(extras.status).toBe(200);
    expect(extras.body.data).toMatchObject({
      material_needed: true,
      materials_open: true,
      reading: null,
    });
    expect(extras.body.data.materials).toHaveLength(6);

    const fileId = first.body.data.id as string;
    const own = await h.http
      .get(`${member(no)}/files/${fileId}`)
      .set('Authorization', await auth(1));
    expect(own.status).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(own.body as Buffer, jpeg())).toBe(0);
    // Another member: as if it did not exist, for the list, the file and an upload.
    const other = await auth(2);
    expect(
      (await h.http.get(`${member(no)}/files/${fileId}`).set('Authorization', other)).status,
    ).toBe(404);
    expect((await h.http.get(`${member(no)}/reading`).set('Authorization', other)).status).toBe(
      404,
    );
    expect((await upload(2, no, jpeg())).status).toBe(404);
    // The reader sees them in the desk.
    const deskView = await h.http.get(`${desk(no)}/reading`).set('Authorization', reader);
    expect(deskView.body.data.materials).toHaveLength(6);
    const deskFile = await h.http.get(`${desk(no)}/files/${fileId}`).set('Authorization', reader);
    expect(deskFile.status).toBe(200);

    const removed = await h.http
      .delete(`${member(no)}/materials/${fileId}`)
      .set('Authorization', await auth(1));
    expect(removed.status).toBe(204);
    expect(
      fs.readdirSync(path.join(h.uploadDir, 'readings')).filter((f) => f.startsWith(no)),
    ).toHaveLength(5);
  });

  it("when a member's files fill the quota, then the next upload is refused with 413 and nothing is kept", async () => {
    const no = await book(h, 11, nextDay(), { packages: [1] });
    // Her earlier bookings' files, as stored: a person fills a gigabyte only over many bookings,
    // so the rows stand for them (the bytes are not what the quota reads).
    await h.db.db
      .insertInto('booking_files')
      .values({
        id: 'quota-filler',
        appointment_no: 'OLDER-BOOKING',
        user_id: 11,
        role: 'reading',
        kind: 'audio',
        storage_key: 'readings/none.mp3',
        mime: 'audio/mpeg',
        name: 'old.mp3',
        size: MEMBER_FILES_QUOTA_BYTES - 100,
        duration_seconds: 60,
        created_at: new Date().toISOString(),
      })
      .execute();
    const res = await upload(11, no, jpeg(), 'left.jpg');
    expect(res.status).toBe(413);
    expect(res.body.errors.file).toEqual([MESSAGES.filesQuotaFull]);
    const extras = await h.http.get(`${member(no)}/reading`).set('Authorization', await auth(11));
    expect(extras.body.data.materials).toHaveLength(0);
    expect(
      fs.readdirSync(path.join(h.uploadDir, 'readings')).filter((f) => f.startsWith(no)),
    ).toHaveLength(0);
  });

  it('when the package does not ask for photos, then an upload is refused', async () => {
    const no = await book(h, 3, nextDay(), { packages: [2] });
    const res = await upload(3, no, jpeg());
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('material_not_needed');
  });

  it('when the reader writes a draft with a recording and sends it, then the booking is Finished and the member gets it with range requests', async () => {
    const no = await book(h, 4, nextDay(), { packages: [1] });
    // Not yet Booked: no reading.
    const early = await h.http
      .put(`${desk(no)}/reading`)
      .set('Authorization', reader)
      .send({ text: 'x' });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('reading_not_open');
    expect((await setStatus(no, 'Booked')).status).toBe(200);

    const text = '## ဟောစာတမ်း\n\nသင်၏ လက္ခဏာ **ကောင်း**ပါသည်။ <script>alert(1)</script>';
    const draft = await h.http
      .put(`${desk(no)}/reading`)
      .set('Authorization', reader)
      .send({ text });
    expect(draft.status).toBe(200);
    expect(draft.body.data).toMatchObject({ status: 'draft', text });
    expect(draft.body.data.html).toContain('<strong>ကောင်း</strong>');
    expect(draft.body.data.html).not.toContain('<script>');

    const voice = await deskUpload(no, mp3(12), 'voice.mp3');
    expect(voice.status).toBe(201);
    expect(voice.body.data).toMatchObject({
      kind: 'audio',
      mime: 'audio/mpeg',
      duration_seconds: 12,
    });
    const tooLong = await deskUpload(no, mp3(61 * 60), 'long.mp3');
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.code).toBe('reading_audio_too_long');
    const notAudio = await deskUpload(no, Buffer.from('plain words'), 'fake.mp3');
    expect(notAudio.status).toBe(415);

    // A draft is the reader's alone.
    const before = await h.http.get(`${member(no)}/reading`).set('Authorization', await auth(4));
    expect(before.body.data.reading).toBeNull();
    const hidden = await h.http
      .get(`${member(no)}/files/${voice.body.data.id}`)
      .set('Authorization', await auth(4));
    expect(hidden.status).toBe(404);

    const sent = await h.http
      .post(`${desk(no)}/reading/send`)
      .set('Authorization', reader)
      .send({ actor: 'Reader' });
    expect(sent.status).toBe(200);
    expect(sent.body.data.status).toBe('sent');
    const booking = await h.http.get(member(no)).set('Authorization', await auth(4));
    expect(booking.body.data.status).toBe('Finished');
    const mails = await h.booking.ctx.db
      .selectFrom('mail_outbox')
      .select(['kind', 'locale'])
      .where('appointment_no', '=', no)
      .execute();
    expect(mails.map((m) => m.kind)).toContain('reading_sent');
    expect(mails.map((m) => m.kind)).not.toContain('finished');

    const after = await h.http.get(`${member(no)}/reading`).set('Authorization', await auth(4));
    expect(after.body.data.reading.html).toContain('<h2>ဟောစာတမ်း</h2>');
    expect(after.body.data.reading.files).toHaveLength(1);
    const part = await h.http
      .get(`${member(no)}/files/${voice.body.data.id}`)
      .set('Authorization', await auth(4))
      .set('Range', 'bytes=0-99');
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toMatch(/^bytes 0-99\//);
    expect(part.headers['content-type']).toBe('audio/mpeg');
    expect(part.headers['cache-control']).toBe('private, no-store');
  });

  it('when an empty reading is sent, then it is refused', async () => {
    const no = await book(h, 5, nextDay(), { packages: [2] });
    await setStatus(no, 'Booked');
    const res = await h.http
      .post(`${desk(no)}/reading/send`)
      .set('Authorization', reader)
      .send({});
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('reading_empty');
  });

  it('when a finished booking is reviewed, then only its member may, once, and an approved review is public', async () => {
    const no = await book(h, 6, nextDay(), { packages: [1] });
    const review = async (userId: number, body: object) =>
      h.http
        .put(`${member(no)}/review`)
        .set('Authorization', await auth(userId))
        .send(body);
    expect((await review(6, { rating: 5 })).body.code).toBe('review_not_open');
    await setStatus(no, 'Booked');
    await setStatus(no, 'Finished');
    expect((await review(7, { rating: 5 })).status).toBe(404);
    expect((await review(6, { rating: 9 })).status).toBe(422);
    // Zawgyi is converted to Unicode.
    const saved = await review(6, { rating: 4, text: 'ေကာင္းပါတယ္', display: 'initials' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ rating: 4, text: 'ကောင်းပါတယ်', status: 'new' });
    const changed = await review(6, { rating: 5, text: 'Very good', display: 'initials' });
    expect(changed.body.data.rating).toBe(5);

    let pub = await h.http.get('/api/booking/reviews');
    expect(pub.body.data.reviews).toHaveLength(0);
    const list = await h.http
      .get('/api/booking/admin/reviews?status=new')
      .set('Authorization', reader);
    const id = list.body.data.find((r: { appointment_no: string }) => r.appointment_no === no).id;
    const approved = await h.http
      .patch(`/api/booking/admin/reviews/${id}`)
      .set('Authorization', reader)
      .send({ status: 'approved', reply: 'Thank you!' });
    expect(approved.status).toBe(200);
    pub = await h.http.get('/api/booking/reviews');
    expect(pub.body.data.overall).toEqual({ average: 5, count: 1 });
    expect(pub.body.data.packages).toEqual([{ package_id: 1, average: 5, count: 1 }]);
    expect(pub.body.data.reviews[0]).toMatchObject({
      text: 'Very good',
      reply: 'Thank you!',
      author: 'm.',
    });

    const del = await h.http.delete(`${member(no)}/review`).set('Authorization', await auth(6));
    expect(del.status).toBe(204);
    pub = await h.http.get('/api/booking/reviews');
    expect(pub.body.data.overall.count).toBe(0);
  });

  it('when a booking finished the set number of days ago, then its member is asked for a review once', async () => {
    const no = await book(h, 8, nextDay(), { packages: [2] });
    await setStatus(no, 'Booked');
    await setStatus(no, 'Finished');
    h.cms.settings = { ...h.cms.settings, review_delay_days: 0 } as typeof h.cms.settings;
    await h.booking.ctx.cms.bookingSettings();
    h.clock.now = new Date(h.clock.now.getTime() + 60_000);
    const first = await h.booking.askForReviews();
    expect(first).toBeGreaterThanOrEqual(1);
    expect(await h.booking.askForReviews()).toBe(0);
    const mails = await h.booking.ctx.db
      .selectFrom('mail_outbox')
      .select('kind')
      .where('appointment_no', '=', no)
      .execute();
    expect(mails.filter((m) => m.kind === 'review_request')).toHaveLength(1);
  });

  it("when a member's account is deleted, then their photos, readings and reviews go with it", async () => {
    const no = await book(h, 9, nextDay(), { packages: [1] });
    expect((await upload(9, no, jpeg())).status).toBe(201);
    const mine = () =>
      fs.readdirSync(path.join(h.uploadDir, 'readings')).filter((f) => f.startsWith(no));
    expect(mine()).toHaveLength(1);
    h.cms.unknownMembers.add(9);
    const told = await h.http
      .post('/api/booking/admin/cms-changes')
      .set('Authorization', reader)
      .send({ members: [9] });
    expect(told.status).toBe(204);
    await h.booking.ctx.background.idle();
    expect(mine()).toHaveLength(0);
    const rows = await h.booking.ctx.db
      .selectFrom('booking_files')
      .select('id')
      .where('user_id', '=', 9)
      .execute();
    expect(rows).toHaveLength(0);
  });
});
