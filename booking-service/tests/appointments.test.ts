import { DEFAULT_TIME_ZONE, MESSAGES, addDays } from '@mystic/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_NO_PATTERN } from '../src/lib/appointment-no.js';
import { MAX_ATTEMPTS } from '../src/profile-sync/service.js';
import { DB_KINDS } from './support/db.js';
import { PACKAGES } from './support/fake-cms.js';
import {
  ADMIN_TOKEN,
  NOW,
  TODAY,
  accessToken,
  book,
  bookingForm,
  startHarness,
  type Harness,
} from './support/harness.js';

describe.each(DB_KINDS)('appointments on %s', (kind) => {
  let h: Harness;
  let day = 0; // each test books its own days, so tests do not share capacity
  const nextDay = () => addDays('2030-05-01', day++);
  const auth = async (userId: number) => `Bearer ${await h.token(userId)}`;

  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => {
    await h?.close();
  });
  afterEach(async () => {
    // A test's follow-ups (profile updates, mails) run soon after its answers: within its clock.
    await h.booking.ctx.background.idle();
    h.clock.now = new Date(NOW);
    h.cms.mode = 'ok';
    h.cms.settings = {
      daily_capacity: 5,
      closed_weekdays: [],
      blocked_dates: [],
      unpaid_expiry_hours: 24,
    };
    h.cms.packages = structuredClone(PACKAGES);
    h.cms.blockedMembers.clear();
    h.cms.unknownMembers.clear();
  });

  describe('authentication', () => {
    it('when no token is sent, then every member route answers 401 Unauthenticated.', async () => {
      for (const [method, path] of [
        ['get', '/api/auth/appointments/bookings/full-days'],
        ['post', '/api/auth/appointments/store'],
        ['get', '/api/auth/appointments/MV-300111-AAAA'],
        ['get', '/api/auth/appointments/users/1/bookings'],
        ['post', '/api/auth/appointments/MV-300111-AAAA/payment/store'],
      ] as const) {
        const res = await h.http[method](path);
        expect(res.status, path).toBe(401);
        expect(res.body).toEqual({ code: 'unauthenticated', message: MESSAGES.unauthenticated });
      }
    });

    it('when a refresh token, a wrongly signed, expired or sessionless token is sent, then 401', async () => {
      const refresh = await accessToken(1, { type: 'refresh' });
      const sessionless = await accessToken(1, { sessionId: undefined });
      const forged = await accessToken(1, {}, 'another-secret-0123456789abcdef');
      const expired = await accessToken(1, { exp: Math.floor(Date.now() / 1000) - 60 });
      for (const token of [refresh, forged, expired, sessionless, 'not-a-jwt']) {
        const res = await h.http
          .get('/api/auth/appointments/users/1/bookings')
          .set('Authorization', `Bearer ${token}`);
        expect(res.status).toBe(401);
      }
    });
  });

  describe('POST /api/auth/appointments/store', () => {
    it('when a member books a free day, then 201 with a readable number and prices copied from the CMS', async () => {
      const date = nextDay();
      const res = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', await auth(7))
        .send(bookingForm(date, { packages: [2, 3] }));
      expect(res.status).toBe(201);
      const a = res.body.data;
      expect(a.appointment_no).toMatch(APPOINTMENT_NO_PATTERN);
      expect(a.appointment_no.startsWith(`MV-${date.slice(2).replaceAll('-', '')}-`)).toBe(true);
      expect(a).toMatchObject({
        appointment_date: date,
        status: 'Pending',
        is_paid: false,
        user: { name: 'member7', email: 'aye@example.com', phone: '09000000007' },
        total_price: 130000,
        th_total_price: 1300,
        discount_amt: 25000,
        th_discount_amt: 250,
        balance: 105000,
        th_balance: 1050,
        packageNames: 'Palm Reading, Birth Chart',
        date: TODAY,
      });
      expect(a.appointment_packages).toEqual([
        expect.objectContaining({
          package: { id: 2, name: 'Palm Reading' },
          price: 50000,
          th_price: 500,
          discount_amt: 5000,
          balance: 45000,
          th_balance: 450,
        }),
        expect.objectContaining({
          package: { id: 3, name: 'Birth Chart' },
          price: 80000,
          th_price: 800,
          discount_amt: 20000,
          balance: 60000,
          th_balance: 600,
        }),
      ]);
    });

    it('when a booking is made, then its answer is the booking as stored (it is built from what was written, not read back)', async () => {
      const res = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', await auth(7))
        .send(bookingForm(nextDay(), { packages: [3, 1] }));
      expect(res.status).toBe(201);
      const read = await h.http
        .get(`/api/auth/appointments/${res.body.data.appointment_no}`)
        .set('Authorization', await auth(7));
      expect(read.status).toBe(200);
      // The one-booking read adds what the member may do next (`manage`, `pay_by`); the rest is
      // the same booking, field for field, on either database.
      const { manage, pay_by, ...stored } = read.body.data;
      expect(manage).toBeDefined();
      expect(pay_by).toBeDefined();
      expect(res.body.data).toEqual(stored);
    });

    it('when the CMS changes a price after booking, then the appointment keeps the price it was booked at', async () => {
      const no = await book(h, 8, nextDay(), { packages: [1] });
      h.cms.packages[0]!.price = 99999;
      h.cms.packages[0]!.final_price = 99999;
      const res = await h.http
        .get(`/api/auth/appointments/${no}`)
        .set('Authorization', await auth(8));
      expect(res.body.data.total_price).toBe(30000);
    });

    it('when a booking is made, then the intake fields are sent to the member profile in the CMS', async () => {
      await h.booking.ctx.background.idle(); // earlier tests' intakes land first
      h.cms.intakes.length = 0;
      await book(h, 9, nextDay());
      await h.booking.ctx.background.idle();
      expect(h.cms.intakes).toEqual([
        {
          id: 9,
          body: {
            email: 'aye@example.com',
            dob: '1990-05-15',
            gender: 1,
            birthday: 3,
            social_link: 'https://facebook.com/aye',
          },
        },
      ]);
    });

    it('when every field is missing, then 422 with the spec message under each field', async () => {
      const res = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', await auth(1))
        .send({});
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(MESSAGES.validationFailed);
      expect(res.body.errors).toMatchObject({
        email: [MESSAGES.appointmentEmail],
        dob: [MESSAGES.dobRequired],
        gender: [MESSAGES.genderRequired],
        birthday: [MESSAGES.birthdayRequired],
        social_link: [MESSAGES.socialRequired],
        desc: [MESSAGES.descRequired],
        packages: [MESSAGES.packagesRequired],
      });
      expect(res.body.errors.appointment_date).toHaveLength(1);
      // Each message has its code beside it, field by field (issue 17).
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.field_codes).toMatchObject({
        email: ['appointment_email'],
        dob: ['dob_required'],
        gender: ['gender_required'],
        birthday: ['birthday_required'],
        social_link: ['social_required'],
        desc: ['desc_required'],
        packages: ['packages_required'],
        appointment_date: ['appointment_date_required'],
      });
    });

    it('when a date does not exist on the calendar (2026-02-30), then 422 under that field', async () => {
      const res = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', await auth(1))
        .send(bookingForm('2030-02-30', { dob: '1990-02-30' }));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        appointment_date: [MESSAGES.appointmentDateInvalid],
        dob: [MESSAGES.dobInvalid],
      });
      const plain = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', await auth(1))
        .send(bookingForm('2026-02-30'));
      expect(plain.status).toBe(422);
      expect(plain.body.errors).toEqual({ appointment_date: [MESSAGES.appointmentDateInvalid] });
    });

    it('when fields have the wrong types, then 422 with a message under each and not a 500', async () => {
      const res = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', await auth(1))
        .send({
          email: 123,
          dob: 19900517,
          gender: 'abc',
          birthday: true,
          social_link: ['x'],
          desc: { text: 'x' },
          packages: '1',
          appointment_date: 20300601,
        });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        email: [MESSAGES.appointmentEmail],
        dob: [MESSAGES.dobRequired],
        gender: [MESSAGES.genderRequired],
        birthday: [MESSAGES.birthdayRequired],
        social_link: [MESSAGES.socialRequired],
        desc: [MESSAGES.descRequired],
        packages: [MESSAGES.packagesRequired],
        appointment_date: [MESSAGES.appointmentDateRequired],
      });
      // Coercible look-alikes are not ids either: true is not 1, [2] is not 2.
      const lookalikes = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', await auth(1))
        .send(bookingForm(nextDay(), { gender: [2], birthday: false, packages: [true, [1]] }));
      expect(lookalikes.status).toBe(422);
      expect(lookalikes.body.errors).toEqual({
        gender: [MESSAGES.genderRequired],
        birthday: [MESSAGES.birthdayRequired],
        packages: [MESSAGES.packagesRequired],
      });
      for (const body of [[], 'text', null]) {
        const odd = await h.http
          .post('/api/auth/appointments/store')
          .set('Authorization', await auth(1))
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(body));
        expect(odd.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
        expect(odd.status, JSON.stringify(body)).toBeLessThan(500);
      }
    });

    it('when the body is not JSON, then 400 and not a 500', async () => {
      const res = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', await auth(1))
        .set('Content-Type', 'application/json')
        .send('{"email":');
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    });

    it('when the body is not UTF-8 or uses an unknown content encoding, then 415 saying which', async () => {
      const latin = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', await auth(1))
        .set('Content-Type', 'application/json; charset=iso-8859-1')
        .send(JSON.stringify(bookingForm(nextDay())));
      expect(latin.status).toBe(415);
      expect(latin.body).toEqual({
        code: 'charset_unsupported',
        message: 'The request body must be sent in UTF-8.',
      });
      const compressed = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', await auth(1))
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', 'compress')
        .send(JSON.stringify(bookingForm(nextDay())));
      expect(compressed.status).toBe(415);
      expect(compressed.body).toEqual({
        code: 'encoding_unsupported',
        message: 'The request body uses a content encoding that is not supported.',
      });
    });

    it('when the day is before today in Yangon, then 422 under appointment_date', async () => {
      // 18:00 UTC on the 6th is already 00:30 on the 7th in Yangon: the 6th is past there.
      h.clock.now = new Date('2030-01-06T18:00:00Z');
      const res = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', await auth(1))
        .send(bookingForm('2030-01-06'));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ appointment_date: [MESSAGES.dateBeforeToday] });
    });

    it('when today is chosen, then it can be booked', async () => {
      h.clock.now = new Date('2030-01-06T18:00:00Z');
      await expect(book(h, 1, '2030-01-07')).resolves.toMatch(APPOINTMENT_NO_PATTERN);
    });

    it('when a package id is unknown to the CMS, then 422 under packages', async () => {
      const res = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', await auth(1))
        .send(bookingForm(nextDay(), { packages: [1, 404] }));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ packages: [MESSAGES.packagesInvalid] });
    });

    it('when gender or birthday is not an entry the CMS serves, then 422 under gender and birthday, nothing stored or sent to the profile', async () => {
      const count = async () =>
        (await h.db.db.selectFrom('appointments').select('appointment_no').execute()).length;
      const before = await count();
      // The earlier tests' bookings deliver their intakes in the background: let them land first.
      await h.booking.ctx.background.idle();
      h.cms.intakes.length = 0;
      const res = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', await auth(1))
        .send(bookingForm(nextDay(), { gender: 9, birthday: 42 }));
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        code: 'validation_failed',
        message: MESSAGES.validationFailed,
        errors: { gender: [MESSAGES.genderRequired], birthday: [MESSAGES.birthdayRequired] },
        field_codes: { gender: ['gender_required'], birthday: ['birthday_required'] },
      });
      // The eighth (Rahu) weekday and the second gender are served entries.
      await expect(
        book(h, 1, nextDay(), { gender: 2, birthday: 8, dob: '1990-01-03' }),
      ).resolves.toMatch(APPOINTMENT_NO_PATTERN);
      await h.booking.ctx.background.idle();
      expect(await count()).toBe(before + 1);
      expect(h.cms.intakes.map((i) => i.body.birthday)).toEqual([8]);
    });

    it('when the weekday contradicts the date of birth, then 422 under birthday, nothing stored', async () => {
      const count = async () =>
        (await h.db.db.selectFrom('appointments').select('appointment_no').execute()).length;
      const before = await count();
      // 1990-05-15 is a Tuesday; weekday 2 is Monday. 1990-01-03 is a Wednesday: either half fits.
      for (const [dob, birthday] of [
        ['1990-05-15', 2],
        ['1990-01-03', 5],
      ] as const) {
        const res = await h.http
          .post('/api/auth/appointments/store')
          .set('Authorization', await auth(1))
          .send(bookingForm(nextDay(), { dob, birthday }));
        expect(res.status).toBe(422);
        expect(res.body).toEqual({
          code: 'validation_failed',
          message: MESSAGES.validationFailed,
          errors: { birthday: [MESSAGES.birthdayContradictsDob] },
          field_codes: { birthday: ['birthday_contradicts_dob'] },
        });
      }
      expect(await count()).toBe(before);
      for (const birthday of [4, 8]) {
        await expect(book(h, 1, nextDay(), { dob: '1990-01-03', birthday })).resolves.toMatch(
          APPOINTMENT_NO_PATTERN,
        );
      }
    });

    it('when the description and social account are typed in Zawgyi, then they are stored in Unicode; English and Unicode are kept as typed', async () => {
      const zawgyi = 'ကၽြန္ေတာ္ အလုပ္အကိုင္ အေၾကာင္း ေမးခ်င္ပါတယ္';
      const unicode = 'ကျွန်တော် အလုပ်အကိုင် အကြောင်း မေးချင်ပါတယ်';
      const res = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', await auth(1))
        .send(bookingForm(nextDay(), { desc: zawgyi, social_link: 'ေမာင္ေမာင္ FB' }));
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ desc: unicode, social_link: 'မောင်မောင် FB' });
      const english = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', await auth(1))
        .send(bookingForm(nextDay(), { desc: unicode + ' and English' }));
      expect(english.body.data.desc).toBe(unicode + ' and English');
    });

    it('when a phone is given on the form (Myanmar digits too), then the booking keeps it in E.164; a foreign number is 422', async () => {
      const res = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', await auth(1))
        .send(bookingForm(nextDay(), { phone: '၀၉ ၄၅၀ ၁၂၃ ၄၅၆' }));
      expect(res.status).toBe(201);
      expect(res.body.data.user.phone).toBe('+959450123456');
      const thai = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', await auth(1))
        .send(bookingForm(nextDay(), { phone: '081 234 5678' }));
      expect(thai.body.data.user.phone).toBe('+66812345678');
      const foreign = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', await auth(1))
        .send(bookingForm(nextDay(), { phone: '+1 415 555 2671' }));
      expect(foreign.status).toBe(422);
      expect(foreign.body.errors).toEqual({ phone: [MESSAGES.phoneInvalid] });
    });

    it('when an id is beyond a 32-bit integer (3000000000), then 422 under that field and not a 500', async () => {
      const huge = 3_000_000_000;
      const res = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', await auth(1))
        .send(bookingForm(nextDay(), { gender: huge, birthday: huge, packages: [huge] }));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        gender: [MESSAGES.genderRequired],
        birthday: [MESSAGES.birthdayRequired],
        packages: [MESSAGES.packagesRequired],
      });
      // Even were the CMS to serve such an entry, the column could not hold it.
      h.cms.genders.push({ id: huge, name: 'Too big' });
      const again = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', await auth(1))
        .send(bookingForm(nextDay(), { gender: huge }));
      expect(again.status).toBe(422);
      expect(again.body.errors).toEqual({ gender: [MESSAGES.genderRequired] });
      h.cms.genders.pop();
    });

    it('when the day is a closed weekday, blocked in the CMS or blocked by the reader, then 409', async () => {
      const closed = '2030-01-13'; // a Sunday
      h.cms.settings.closed_weekdays = [0];
      const cmsBlocked = '2030-02-01';
      h.cms.settings.blocked_dates = [cmsBlocked];
      const readerBlocked = '2030-02-02';
      await h.db.db
        .insertInto('blocked_days')
        .values({
          day: readerBlocked,
          reason: null,
          created_by: 'reader',
          created_at: NOW.toISOString(),
        })
        .execute();
      for (const date of [closed, cmsBlocked, readerBlocked]) {
        const res = await h.http
          .post('/api/auth/appointments/store')
          .set('Authorization', await auth(1))
          .send(bookingForm(date));
        expect(res.status, date).toBe(409);
        expect(res.body).toEqual({
          code: 'day_unavailable',
          message: MESSAGES.dayUnavailable,
          errors: { appointment_date: [MESSAGES.dayUnavailable] },
          field_codes: { appointment_date: ['day_unavailable'] },
        });
      }
    });

    it('when the day is full, then 409 with the fully-booked message and nothing is written', async () => {
      h.cms.settings.daily_capacity = 2;
      const date = nextDay();
      await book(h, 1, date);
      await book(h, 2, date);
      const before = await h.db.db.selectFrom('appointments').select('appointment_no').execute();
      const res = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', await auth(3))
        .send(bookingForm(date));
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        code: 'day_full',
        message: MESSAGES.dayFull,
        errors: { appointment_date: [MESSAGES.dayFull] },
        field_codes: { appointment_date: ['day_full'] },
      });
      const after = await h.db.db.selectFrom('appointments').select('appointment_no').execute();
      expect(after).toHaveLength(before.length);
    });

    it('when a booking is made, then each package keeps its Burmese name from the CMS beside the English one', async () => {
      const res = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', await auth(27))
        .send(bookingForm(nextDay(), { packages: [1, 2] }));
      expect(res.status).toBe(201);
      expect(res.body.data.appointment_packages).toMatchObject([
        { package_name: 'Tarot Reading', package_name_my: 'တားရော့ ဗေဒင်' },
        { package_name: 'Palm Reading', package_name_my: 'လက္ခဏာ ဗေဒင်' },
      ]);
      expect(res.body.data.package_names_my).toBe('တားရော့ ဗေဒင်၊ လက္ခဏာ ဗေဒင်');
      // The CMS renames it later: the booking keeps the name it was booked under.
      h.cms.packages[0]!.name_my = 'အမည်သစ်';
      const read = await h.http
        .get(`/api/auth/appointments/${res.body.data.appointment_no}`)
        .set('Authorization', await auth(27));
      expect(read.body.data.appointment_packages[0].package_name_my).toBe('တားရော့ ဗေဒင်');
      // A package the CMS has no Burmese name for falls back to English in the list.
      const third = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', await auth(27))
        .send(bookingForm(nextDay(), { packages: [1, 3] }));
      expect(third.body.data.appointment_packages[1]).toMatchObject({
        package_name: 'Birth Chart',
        package_name_my: 'Birth Chart',
      });
    });

    it('when the same form attempt is sent again with its Idempotency-Key, then the same booking comes back (200) and no second one is made', async () => {
      const date = nextDay();
      const send = (body: Record<string, unknown>) =>
        h.http
          .post('/api/auth/appointments/store')
          .set('Authorization', `Bearer ${token}`)
          .set('Idempotency-Key', 'attempt-0001-abcdef')
          .send(body);
      const token = await h.token(21);
      const first = await send(bookingForm(date));
      expect(first.status).toBe(201);
      // Back and submit again: same key, even with the description edited meanwhile.
      const again = await send(bookingForm(date, { desc: 'Edited after Back' }));
      expect(again.status).toBe(200);
      expect(again.body.data.appointment_no).toBe(first.body.data.appointment_no);
      expect(again.body.data.payment_state).toBe('awaiting_payment');
      const mine = await h.db.db
        .selectFrom('appointments')
        .select('appointment_no')
        .where('user_id', '=', 21)
        .execute();
      expect(mine).toHaveLength(1);
      // Another member's identical key is their own attempt.
      const other = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', await auth(22))
        .set('Idempotency-Key', 'attempt-0001-abcdef')
        .send(bookingForm(date));
      expect(other.status).toBe(201);
      expect(other.body.data.appointment_no).not.toBe(first.body.data.appointment_no);
    });

    it('when one attempt is sent several times at once, then one booking is made and every answer names it', async () => {
      const date = nextDay();
      const token = await h.token(23);
      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          h.http
            .post('/api/auth/appointments/store')
            .set('Authorization', `Bearer ${token}`)
            .set('Idempotency-Key', 'attempt-race-000001')
            .send(bookingForm(date)),
        ),
      );
      const numbers = new Set(answers.map((r) => r.body.data?.appointment_no));
      expect(numbers.size, JSON.stringify(answers.map((r) => r.body))).toBe(1);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 201]);
      const row = await h.db.db
        .selectFrom('day_counters')
        .select('booked')
        .where('day', '=', date)
        .executeTakeFirst();
      expect(Number(row?.booked)).toBe(1);
    });

    it('when the Idempotency-Key is malformed, then 400 with the shared message and nothing is booked', async () => {
      const res = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', await auth(24))
        .set('Idempotency-Key', 'bad key with spaces')
        .send(bookingForm(nextDay()));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'idempotency_key_invalid',
        message: MESSAGES.idempotencyKeyInvalid,
      });
    });

    it('when a member books a day they already hold, then 409 with the shared message and the booking they hold', async () => {
      h.cms.settings.max_bookings_per_day = 1;
      const date = nextDay();
      const held = await book(h, 25, date);
      const res = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', await auth(25))
        .set('Idempotency-Key', 'a-new-attempt-0002')
        .send(bookingForm(date, { packages: [3] }));
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        code: 'day_already_held',
        appointment_no: held,
        message: MESSAGES.dayAlreadyHeld,
        errors: { appointment_date: [MESSAGES.dayAlreadyHeld] },
        field_codes: { appointment_date: ['day_already_held'] },
      });
      // Once that booking is cancelled, the day can be booked again.
      await h.http
        .patch(`/api/booking/admin/appointments/${held}/status`)
        .set('Authorization', `Bearer ${ADMIN_TOKEN}`)
        .send({ status: 'Cancelled' })
        .expect(200);
      expect(await book(h, 25, date)).not.toBe(held);
    });

    it('when one member sends two different attempts for one day at once, then one booking is made and the other is told about it', async () => {
      h.cms.settings.max_bookings_per_day = 1;
      const date = nextDay();
      const token = await h.token(26);
      const answers = await Promise.all(
        ['race-attempt-a-0001', 'race-attempt-b-0002'].map((key) =>
          h.http
            .post('/api/auth/appointments/store')
            .set('Authorization', `Bearer ${token}`)
            .set('Idempotency-Key', key)
            .send(bookingForm(date)),
        ),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      const made = answers.find((r) => r.status === 201)!.body.data.appointment_no;
      expect(answers.find((r) => r.status === 409)!.body.appointment_no).toBe(made);
    });

    it('when the member is blocked in the CMS, then 403', async () => {
      h.cms.blockedMembers.add(66);
      const res = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', await auth(66))
        .send(bookingForm(nextDay()));
      expect(res.status).toBe(403);
    });
  });

  describe('GET /api/auth/appointments/bookings/full-days', () => {
    it('when days are full, blocked or closed, then they are listed from today on, and open days are not', async () => {
      h.cms.settings.daily_capacity = 1;
      h.cms.settings.closed_weekdays = [6]; // Saturdays
      h.cms.settings.blocked_dates = ['2030-03-05', '2029-12-31'];
      await book(h, 1, '2030-03-04');
      const res = await h.http
        .get('/api/auth/appointments/bookings/full-days')
        .set('Authorization', await auth(1));
      expect(res.status).toBe(200);
      const days: string[] = res.body.data;
      expect(days).toContain('2030-03-04'); // full
      expect(days).toContain('2030-03-05'); // blocked in the CMS
      expect(days).toContain('2030-01-12'); // a Saturday
      expect(days).not.toContain('2030-03-06');
      expect(days).not.toContain('2029-12-31'); // before today
      expect(days.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && d >= TODAY)).toBe(true);
      expect([...days].sort()).toEqual(days);
    });

    it('when the window is asked, then today, the last bookable day and the time zone come beside the days, and the day after the last is refused by code', async () => {
      const res = await h.http
        .get('/api/auth/appointments/bookings/full-days')
        .set('Authorization', await auth(1));
      expect(res.body).toMatchObject({ today: TODAY, time_zone: DEFAULT_TIME_ZONE });
      const last: string = res.body.last_day;
      expect(last).toBe(addDays(TODAY, h.booking.ctx.config.horizonDays));
      expect((res.body.data as string[]).every((d) => d <= last)).toBe(true);
      const beyond = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', await auth(1))
        .send(bookingForm(addDays(last, 1)));
      expect(beyond.status).toBe(422);
      expect(beyond.body).toEqual({
        code: 'validation_failed',
        message: MESSAGES.validationFailed,
        errors: { appointment_date: [MESSAGES.dateTooFar] },
        field_codes: { appointment_date: ['date_too_far'] },
      });
    });
  });

  describe('reading and listing', () => {
    it('when the owner reads an appointment, then it has every slip field', async () => {
      const no = await book(h, 20, nextDay());
      const res = await h.http
        .get(`/api/auth/appointments/${no}`)
        .set('Authorization', await auth(20));
      expect(res.status).toBe(200);
      for (const key of [
        'appointment_no',
        'appointment_date',
        'user',
        'appointment_packages',
        'total_price',
        'th_total_price',
        'discount_amt',
        'th_discount_amt',
        'balance',
        'th_balance',
        'status',
        'is_paid',
        'date',
        'packageNames',
        'payment_type',
      ]) {
        expect(res.body.data, key).toHaveProperty(key);
      }
    });

    it('when another member reads, pays or lists, then 403 whatever id is in the path', async () => {
      const no = await book(h, 21, nextDay());
      const other = await auth(22);
      expect(
        (await h.http.get(`/api/auth/appointments/${no}`).set('Authorization', other)).status,
      ).toBe(403);
      expect(
        (
          await h.http
            .post(`/api/auth/appointments/${no}/payment/store`)
            .set('Authorization', other)
            .field('paymentype', '1')
            .field('transaction_no', 'T1')
        ).status,
      ).toBe(403);
      expect(
        (await h.http.get(`/api/auth/appointments/users/21/bookings`).set('Authorization', other))
          .status,
      ).toBe(403);
      expect(
        (await h.http.get(`/api/auth/appointments/users/abc/bookings`).set('Authorization', other))
          .status,
      ).toBe(403);
    });

    it('when the appointment number in the path is broken %-encoding, then 400 saying so (not a JSON complaint)', async () => {
      for (const path of [
        '/api/auth/appointments/MV-%E0%A4%A',
        '/api/auth/appointments/%ZZ/payment/proof',
      ]) {
        const res = await h.http.get(path).set('Authorization', await auth(1));
        expect(res.status, path).toBe(400);
        expect(res.body, path).toEqual({
          code: 'address_invalid',
          message: 'The address is not valid: it has a broken %-encoding.',
        });
      }
      const reader = await h.http
        .get('/api/booking/admin/appointments/%E0%A4%A')
        .set('Authorization', `Bearer ${ADMIN_TOKEN}`);
      expect(reader.status).toBe(400);
      expect(reader.body.message).toMatch(/%-encoding/);
    });

    it('when an appointment number is unknown, then 404', async () => {
      const res = await h.http
        .get('/api/auth/appointments/MV-000000-ZZZZ')
        .set('Authorization', await auth(1));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'not_found', message: MESSAGES.notFound });
    });

    it('when a member lists their bookings, then only theirs come back, newest first', async () => {
      const first = await book(h, 30, nextDay());
      h.clock.now = new Date(NOW.getTime() + 60_000);
      const second = await book(h, 30, nextDay());
      await book(h, 31, nextDay());
      const res = await h.http
        .get('/api/auth/appointments/users/30/bookings')
        .set('Authorization', await auth(30));
      expect(res.status).toBe(200);
      expect(res.body.data.map((a: { appointment_no: string }) => a.appointment_no)).toEqual([
        second,
        first,
      ]);
    });
  });

  describe('expiry', () => {
    it('when an unpaid booking outlives the expiry hours, then it becomes Expired and frees its place', async () => {
      h.cms.settings.daily_capacity = 1;
      h.cms.settings.unpaid_expiry_hours = 2;
      const date = nextDay();
      const no = await book(h, 40, date);
      const refused = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', await auth(41))
        .send(bookingForm(date));
      expect(refused.status).toBe(409);

      h.clock.now = new Date(NOW.getTime() + 90 * 60_000);
      expect(await h.booking.sweepExpired()).not.toContain(no);
      h.clock.now = new Date(NOW.getTime() + 2 * 3_600_000 + 1000);
      expect(await h.booking.sweepExpired()).toContain(no);
      // A second sweep (another instance) finds nothing more to do and frees nothing twice.
      expect(await h.booking.sweepExpired()).toEqual([]);

      const read = await h.http
        .get(`/api/auth/appointments/${no}`)
        .set('Authorization', await auth(40));
      expect(read.body.data.status).toBe('Expired');
      await expect(book(h, 41, date)).resolves.toMatch(APPOINTMENT_NO_PATTERN);
      const counter = await h.db.db
        .selectFrom('day_counters')
        .select('booked')
        .where('day', '=', date)
        .executeTakeFirst();
      expect(Number(counter?.booked)).toBe(1);
    });

    it('when the reader sends a paid booking back to Pending, then it expires only after the full hours from that moment', async () => {
      h.cms.settings.unpaid_expiry_hours = 2;
      const no = await book(h, 42, nextDay());
      // Paid within the window, checked by the reader three hours after booking, proof rejected.
      h.clock.now = new Date(NOW.getTime() + 30 * 60_000);
      await h.http
        .post(`/api/auth/appointments/${no}/payment/store`)
        .set('Authorization', await auth(42))
        .field('paymentype', '1')
        .field('transaction_no', 'TX-42')
        .expect(200);
      const rejectedAt = NOW.getTime() + 3 * 3_600_000;
      h.clock.now = new Date(rejectedAt);
      await h.http
        .patch(`/api/booking/admin/appointments/${no}/status`)
        .set('Authorization', `Bearer ${ADMIN_TOKEN}`)
        .send({ status: 'Pending', note: 'Proof unreadable' })
        .expect(200);

      // Created 3 h ago, but Pending again only since now: the sweep leaves it alone.
      expect(await h.booking.sweepExpired()).not.toContain(no);
      h.clock.now = new Date(rejectedAt + 2 * 3_600_000 - 1000);
      expect(await h.booking.sweepExpired()).not.toContain(no);
      const still = await h.http
        .get(`/api/auth/appointments/${no}`)
        .set('Authorization', await auth(42));
      expect(still.body.data.status).toBe('Pending');

      h.clock.now = new Date(rejectedAt + 2 * 3_600_000 + 1000);
      expect(await h.booking.sweepExpired()).toEqual([no]);
    });
  });

  describe('profile outbox', () => {
    const queued = async () =>
      h.db.db
        .selectFrom('profile_outbox')
        .select(['user_id', 'attempts', 'payload'])
        .orderBy('created_at')
        .execute();
    const settle = () => h.booking.ctx.background.idle();

    afterEach(async () => {
      h.cms.intakeStatus = 200;
      await h.db.db.deleteFrom('profile_outbox').execute();
    });

    it('when the CMS cannot take the intake update, then the booking still succeeds and the sweep delivers it once the CMS is back', async () => {
      await h.booking.ctx.background.idle(); // earlier tests' intakes land first
      h.cms.intakes.length = 0;
      h.cms.intakeStatus = 503;
      await book(h, 60, nextDay(), { social_link: 'https://facebook.com/sixty' });
      await settle();
      expect(h.cms.intakes).toEqual([]);
      expect(await queued()).toEqual([expect.objectContaining({ user_id: 60, attempts: 1 })]);

      // Back, but the retry waits for its back-off.
      h.cms.intakeStatus = 200;
      expect(await h.booking.flushProfileOutbox()).toBe(0);
      h.clock.now = new Date(NOW.getTime() + 31_000);
      expect(await h.booking.flushProfileOutbox()).toBe(1);
      expect(h.cms.intakes).toEqual([
        {
          id: 60,
          body: expect.objectContaining({ gender: 1, social_link: 'https://facebook.com/sixty' }),
        },
      ]);
      expect(await queued()).toEqual([]);
    });

    it('when two instances sweep at the same moment, then the update is sent once', async () => {
      await h.booking.ctx.background.idle(); // earlier tests' intakes land first
      h.cms.intakes.length = 0;
      h.cms.intakeStatus = 503;
      await book(h, 61, nextDay());
      await settle();
      h.cms.intakeStatus = 200;
      h.clock.now = new Date(NOW.getTime() + 31_000);
      const sent = await Promise.all([
        h.booking.flushProfileOutbox(),
        h.booking.flushProfileOutbox(),
        h.booking.flushProfileOutbox(),
      ]);
      expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
      expect(h.cms.intakes.map((i) => i.id)).toEqual([61]);
    });

    it('when the member books again before the update got through, then only the newest intake is sent', async () => {
      await h.booking.ctx.background.idle(); // earlier tests' intakes land first
      h.cms.intakes.length = 0;
      h.cms.intakeStatus = 503;
      await book(h, 62, nextDay(), { social_link: 'https://facebook.com/old' });
      await settle();
      h.clock.now = new Date(NOW.getTime() + 1000);
      await book(h, 62, nextDay(), { social_link: 'https://facebook.com/new' });
      await settle();
      expect(await queued()).toHaveLength(1);
      h.cms.intakeStatus = 200;
      h.clock.now = new Date(NOW.getTime() + 60_000);
      await h.booking.flushProfileOutbox();
      expect(h.cms.intakes.map((i) => i.body.social_link)).toEqual(['https://facebook.com/new']);
    });

    it('when the CMS refuses the update for good (422), then it is dropped, not retried', async () => {
      h.cms.intakeStatus = 422;
      await book(h, 63, nextDay());
      await settle();
      expect(await queued()).toEqual([]);
    });

    it('when the CMS stays down, then the update is retried with back-off and given up after the last attempt', async () => {
      h.cms.intakeStatus = 503;
      await book(h, 64, nextDay());
      await settle();
      let sweeps = 0;
      while ((await queued()).length > 0 && sweeps < 100) {
        h.clock.now = new Date(h.clock.now.getTime() + 3_600_000);
        await h.booking.flushProfileOutbox();
        sweeps++;
      }
      // The booking's own attempt plus one per sweep.
      expect(sweeps).toBe(MAX_ATTEMPTS - 1);
    });
  });

  describe('health', () => {
    it('when the database answers, then health reports ok', async () => {
      const res = await h.http.get('/api/booking/health');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok', database: 'ok' });
    });
  });
});

describe.each(DB_KINDS)('prices with the CMS cache on %s', (kind) => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(kind, { env: { BOOKING_CMS_CACHE_MS: '600000' } });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('when the reader changes a price in the CMS, then the next booking is made at the new price; while nothing changes, no booking reads prices again', async () => {
    const asked = (path: string) => h.cms.requests.filter((r) => r === `GET ${path}`).length;
    const first = await book(h, 50, '2030-06-10', { packages: [1] });
    const again = await book(h, 51, '2030-06-12', { packages: [1] });
    // Unchanged content (the same version came with the member): prices, settings, lists reused.
    expect(asked('/api/packages-all')).toBe(1);
    expect(asked('/api/booking-settings')).toBe(1);
    expect(asked('/api/genders-list')).toBe(1);
    h.cms.packages[0]!.price = 35000;
    h.cms.packages[0]!.final_price = 35000;
    h.cms.packages[0]!.th_price = 350;
    h.cms.packages[0]!.th_final_price = 350;
    const second = await book(h, 50, '2030-06-11', { packages: [1] });

    const read = async (no: string) =>
      (
        await h.http
          .get(`/api/auth/appointments/${no}`)
          .set('Authorization', `Bearer ${await h.token(50)}`)
      ).body.data;
    expect((await read(first)).total_price).toBe(30000);
    expect(await read(second)).toMatchObject({ total_price: 35000, th_total_price: 350 });
    const readAgain = async (no: string, member: number) =>
      (
        await h.http
          .get(`/api/auth/appointments/${no}`)
          .set('Authorization', `Bearer ${await h.token(member)}`)
      ).body.data;
    expect((await readAgain(again, 51)).total_price).toBe(30000);
    // The change was read once, for the booking after it.
    expect(asked('/api/packages-all')).toBe(2);
    // The fresh answer refreshed the cache for other readers.
    expect((await h.booking.ctx.cms.packages())[0]!.price).toBe(35000);
    expect(asked('/api/packages-all')).toBe(2);
  });

  it('when a setting changes in the CMS, then the next booking obeys it at once despite the cache', async () => {
    h.cms.settings.closed_weekdays = [3]; // 2030-06-19 is a Wednesday
    const res = await h.http
      .post('/api/auth/appointments/store')
      .set('Authorization', `Bearer ${await h.token(52)}`)
      .send(bookingForm('2030-06-19'));
    expect(res.status).toBe(409);
    h.cms.settings.closed_weekdays = [];
    expect(await book(h, 52, '2030-06-19')).toBeTruthy();
  });
});
