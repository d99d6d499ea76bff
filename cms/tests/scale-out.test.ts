// Two instances of every service on one PostgreSQL database and one Redis, as a scaled-out site
// runs: two CMS, two booking services and two gateways, each request sent to one or the other in
// turn. What must hold is what a single instance guarantees: no day overbooked, one brute-force
// limit, a logout honoured everywhere within a second, and fresh content on every gateway within
// a second; the expiry sweep and the mail and profile outboxes, run by both booking services at
// once, handle each item once. PostgreSQL + Redis only (the `postgres` project with REDIS_URL set).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@mystic/shared';
import { startSmtp, type TestSmtp } from '../../booking-service/tests/support/smtp';
import { startCluster, type Cluster, type Instance } from './cluster';
import { TEST_DATABASE } from './database';
import { PASSWORD, newMember } from './members-helpers';

const REDIS_URL = process.env.REDIS_URL;
const enabled = TEST_DATABASE === 'postgres' && Boolean(REDIS_URL);
if (!process.env.TEST_DATABASE_URL || !REDIS_URL) {
  const missing = [
    !process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL',
    !REDIS_URL && 'REDIS_URL',
  ];
  console.log(
    `scale-out test skipped: ${missing.filter(Boolean).join(' and ')} not set (it needs PostgreSQL and Redis)`,
  );
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

async function call(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; ip?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const res = await fetch(base + path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    // Generous: on a loaded machine a booking (several CMS reads, its mails) can take seconds;
    // this test is about correctness across instances, not speed (the soak test bounds that).
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  return { status: res.status, body, headers: res.headers };
}

/** How long (ms) until `check` holds, polling every 20 ms; throws after `withinMs`. */
async function msUntil(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - start;
}

/** A day `days` ahead in the site's time zone (YYYY-MM-DD). */
const dayAhead = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Yangon' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

describe.skipIf(!enabled)('two instances of every service on PostgreSQL and Redis', () => {
  const prefix = `scale-test-${randomBytes(4).toString('hex')}:`;
  let cluster: Cluster;
  let cms: Instance[] = [];
  let booking: Instance[] = [];
  let gateways: Instance[] = [];
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startSmtp();
    cluster = await startCluster({
      redisUrl: REDIS_URL!,
      redisPrefix: prefix,
      timings: Boolean(process.env.SCALE_TEST_TIMINGS),
      // Both instances sweep (expiry, outboxes) every second, so their sweeps overlap; mails go
      // to the test's SMTP server.
      bookingEnv: {
        BOOKING_EXPIRY_SWEEP_MS: '1000',
        SMTP_URL: smtp.url,
        READER_EMAIL: 'desk@example.com',
      },
    });
    ({ cms, booking, gateways } = cluster);
  }, 400_000);

  afterAll(async () => {
    await cluster?.stop();
    await smtp?.close();
  }, 60_000);

  /**
   * Registers `n` members one after the other (password hashing is heavy; a burst of them on a
   * loaded machine is not what these tests are about), alternating between the two CMS.
   */
  async function registerMembers(n: number) {
    const out = [];
    for (let i = 0; i < n; i++) out.push(await member(i));
    return out;
  }

  /** Registers a member on one CMS (alternating); its access token works on every instance. */
  async function member(i: number) {
    const payload = newMember();
    const res = await call(cms[i % 2]!.url, 'POST', '/api/register', { body: payload });
    expect(res.status).toBe(201);
    return {
      ...payload,
      id: (res.body.user as { id: number }).id,
      token: res.body.access_token as string,
    };
  }

  let thursday: number | undefined;
  /** Books `date` for member `m` on booking service `i % 2`. */
  async function bookOn(i: number, m: { email: string; token: string }, date: string) {
    // The date of birth (1990-05-17) is a Thursday: the weekday must agree (issue 21).
    if (thursday === undefined) {
      const weekdays = (await call(cms[0]!.url, 'GET', '/api/weekdays-list')).body.data as {
        id: number;
        day_index: number;
      }[];
      thursday = weekdays.find((w) => w.day_index === 4)!.id;
    }
    return call(booking[i % 2]!.url, 'POST', '/api/auth/appointments/store', {
      token: m.token,
      body: {
        email: m.email,
        dob: '1990-05-17',
        gender: 1,
        birthday: thursday,
        social_link: 'https://facebook.com/aye',
        desc: 'Career and love reading, please.',
        packages: [1],
        appointment_date: date,
      },
    });
  }

  it('when members book one day at once across both booking services, then the day is never overbooked', async () => {
    const members = await registerMembers(12);
    const date = dayAhead(20);
    await bookOn(0, members[0]!, dayAhead(19)); // reads the weekdays once, before the race
    const answers = await Promise.all(members.map((m, i) => bookOn(i, m, date)));
    // The seed's daily capacity is 10: ten bookings, and every other one told the day is full.
    const created = answers.filter((a) => a.status === 201).length;
    const refused = answers
      .filter((a) => a.status !== 201)
      .map((a) => `${a.status} ${String(a.body.message)}`);
    expect({ created, refused }).toEqual({
      created: 10,
      refused: Array(members.length - 10).fill(`409 ${MESSAGES.dayFull}`),
    });
    const full = await call(booking[1]!.url, 'GET', '/api/auth/appointments/bookings/full-days', {
      token: members[0]!.token,
    });
    expect(JSON.stringify(full.body)).toContain(date);
  });

  it('when a brute force is spread over both CMS instances, then it is limited as one', async () => {
    const m = await member(0);
    const login = (i: number, password: string) =>
      call(cms[i % 2]!.url, 'POST', '/api/login', {
        ip: '10.20.30.40',
        body: { credentials: m.username, password, acceptTerms: true },
      });
    // Three failures allowed per account and address, wherever they land.
    for (let i = 0; i < 3; i++) expect((await login(i, 'Wrong123')).status).toBe(401);
    for (const i of [0, 1]) {
      const refused = await login(i, PASSWORD);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        code: 'too_many_requests',
        message: MESSAGES.tooManyRequests,
      });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('when a member logs out on one CMS, then both booking services refuse the token within 1 s', async () => {
    const m = await member(0);
    const mine = `/api/auth/appointments/users/${(JSON.parse(Buffer.from(m.token.split('.')[1]!, 'base64url').toString()) as { userId: string }).userId}/bookings`;
    for (const b of booking)
      expect((await call(b.url, 'GET', mine, { token: m.token })).status).toBe(200);

    expect((await call(cms[1]!.url, 'POST', '/api/auth/logout', { token: m.token })).status).toBe(
      200,
    );

    const refused = async () =>
      (await Promise.all(booking.map((b) => call(b.url, 'GET', mine, { token: m.token })))).every(
        (a) => a.status === 401,
      );
    expect(await msUntil(refused, 1000)).toBeLessThanOrEqual(1000);
  });

  it('when content changes through one CMS, then both gateways serve it fresh within 1 s', async () => {
    const list = async (g: Instance) => {
      const res = await call(g.url, 'GET', '/api/categories-list');
      expect(res.status).toBe(200);
      return { body: JSON.stringify(res.body), cache: res.headers.get('x-cache') };
    };
    // Both gateways hold the list (the second read of each is a hit).
    for (const g of gateways) await list(g);
    for (const g of gateways) expect((await list(g)).cache).toBe('HIT');

    const admin = await call(cms[0]!.url, 'POST', '/admin/register-admin', {
      body: {
        firstname: 'Reader',
        lastname: 'Admin',
        email: `admin-${prefix.slice(11, 19)}@example.com`,
        password: 'Admin12345',
      },
    });
    expect(admin.status).toBe(200);
    const adminToken = (admin.body.data as { token: string }).token;
    const name = `Dreams ${randomBytes(3).toString('hex')}`;
    const created = await call(
      cms[0]!.url,
      'POST',
      '/content-manager/collection-types/api::category.category?locale=en',
      { token: adminToken, body: { name, slug: name.toLowerCase().replace(/\s+/g, '-') } },
    );
    expect(created.status).toBe(201);

    const fresh = async () =>
      (await Promise.all(gateways.map(list))).every((answer) => answer.body.includes(name));
    expect(await msUntil(fresh, 1000)).toBeLessThanOrEqual(1000);
  });

  it('when both booking services sweep at once, then each unpaid booking expires once, each mail is sent once and the profile outbox is drained', async () => {
    const members = await registerMembers(6);
    const date = dayAhead(30);
    const nos: string[] = [];
    for (const [i, m] of members.entries()) {
      const res = await bookOn(i, m, date);
      expect(res.status).toBe(201);
      nos.push((res.body.data as { appointment_no: string }).appointment_no);
    }
    const handle = cluster.bookingDb.reopen();
    try {
      // The bookings were made 25 hours ago (the seed expires unpaid ones after 24): from the
      // next sweep of either instance on, each is due to expire, and both sweeps see it.
      const dayAgo = new Date(Date.now() - 25 * 3_600_000).toISOString();
      await handle.db
        .updateTable('appointments')
        .set({ pending_since: dayAgo })
        .where('appointment_no', 'in', nos)
        .execute();

      // Every mail of these bookings (received and new booking, then expired) is sent and the
      // profile updates are all taken by the CMS: both outboxes are empty of due work.
      const settled = async () => {
        const statuses = await handle.db
          .selectFrom('appointments')
          .select('status')
          .where('appointment_no', 'in', nos)
          .execute();
        const mails = await handle.db
          .selectFrom('mail_outbox')
          .select('status')
          .where('appointment_no', 'in', nos)
          .execute();
        const profiles = await handle.db
          .selectFrom('profile_outbox')
          .select('id')
          .where(
            'user_id',
            'in',
            members.map((m) => m.id),
          )
          .execute();
        return (
          statuses.every((r) => r.status === 'Expired') &&
          mails.length === nos.length * 3 &&
          mails.every((r) => r.status === 'sent') &&
          profiles.length === 0
        );
      };
      await msUntil(settled, 30_000);
      // Several more rounds of both sweeps: nothing is done twice afterwards either.
      await new Promise((r) => setTimeout(r, 3_000));

      const expiries = await handle.db
        .selectFrom('status_changes')
        .select(['appointment_no', 'actor'])
        .where('appointment_no', 'in', nos)
        .where('to_status', '=', 'Expired')
        .execute();
      expect(expiries.map((e) => e.appointment_no).sort()).toEqual([...nos].sort());
      expect(new Set(expiries.map((e) => e.actor))).toEqual(new Set(['system:expiry']));

      // Each booking's three mails arrived once each: no Message-ID twice, none missing.
      for (const no of nos) {
        const got = smtp.received.filter((m) => m.subject.includes(no));
        expect(got.map((m) => m.messageId).length).toBe(new Set(got.map((m) => m.messageId)).size);
        expect(got).toHaveLength(3);
        expect(got.filter((m) => m.subject === `Booking ${no} expired unpaid`)).toHaveLength(1);
      }
      // The places came back: the day holds none of these bookings.
      const counter = await handle.db
        .selectFrom('day_counters')
        .select('booked')
        .where('day', '=', date)
        .executeTakeFirst();
      expect(Number(counter?.booked ?? 0)).toBe(0);
    } finally {
      await handle.db.destroy();
    }
  });
});
