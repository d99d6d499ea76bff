// Bookings ask the CMS nothing while nothing changed (issue 15): the CMS tells the booking
// service its changes (its call, Redis), the session check carries them too, and a booking checks
// inside its transaction that nothing it read changed meanwhile.
import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@mystic/shared';
import { CHANNELS, createSharedStore } from '@mystic/shared/store';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BookingContent } from '../src/cms/client.js';
import { DB_KINDS } from './support/db.js';
import { PACKAGES } from './support/fake-cms.js';
import { book, bookingForm, startHarness, type Harness } from './support/harness.js';

const REDIS_URL = process.env.REDIS_URL;

/** The CMS requests of `h` so far that match `pattern`. */
const asked = (h: Harness, pattern: RegExp) => h.cms.requests.filter((r) => pattern.test(r)).length;
const MEMBER_READS = /^GET \/api\/internal\/members\/\d+$/;
const VERSION_READS = /^GET \/api\/content-version$/;
const PRICE_READS = /^GET \/api\/packages-all$/;

/** What the booking stored: its price and the member's name it was made for. */
const read = async (h: Harness, no: string) => {
  const row = await h.db.db
    .selectFrom('appointments')
    .select(['total_price', 'customer_name'])
    .where('appointment_no', '=', no)
    .executeTakeFirstOrThrow();
  return { total_price: Number(row.total_price), customer_name: row.customer_name };
};

describe.each(DB_KINDS)('what the CMS tells, on %s', (kind) => {
  let h: Harness;
  let day = 0;
  const nextDay = () => `2030-07-${String(1 + (day++ % 28)).padStart(2, '0')}`;

  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => {
    await h?.close();
  });
  afterEach(() => {
    h.cms.packages = structuredClone(PACKAGES);
    h.cms.blockedMembers.clear();
    h.cms.memberNames.clear();
  });

  it('when members book while nothing changes, then no booking asks the CMS for the member, the version or the prices', async () => {
    await book(h, 300, nextDay());
    const members = asked(h, MEMBER_READS);
    const versions = asked(h, VERSION_READS);
    const prices = asked(h, PRICE_READS);
    for (let i = 0; i < 5; i++) await book(h, 301 + i, nextDay());
    await book(h, 300, nextDay());
    // New members too: their session's first check brought them.
    expect(asked(h, MEMBER_READS) - members).toBe(0);
    expect(asked(h, VERSION_READS) - versions).toBe(0);
    expect(asked(h, PRICE_READS) - prices).toBe(0);
  });

  it('when the reader publishes a price, then the very next booking is made at it', async () => {
    const before = await book(h, 310, nextDay(), { packages: [1] });
    h.cms.packages[0]!.price = 42000;
    h.cms.packages[0]!.final_price = 42000;
    const after = await book(h, 310, nextDay(), { packages: [1] });
    expect((await read(h, before)).total_price).toBe(30000);
    expect((await read(h, after)).total_price).toBe(42000);
  });

  it('when a member is renamed or blocked in the CMS, then their next booking sees it', async () => {
    const first = await book(h, 320, nextDay());
    expect((await read(h, first)).customer_name).toBe('member320');
    h.cms.memberNames.set(320, 'Daw Aye');
    const renamed = await book(h, 320, nextDay());
    expect((await read(h, renamed)).customer_name).toBe('Daw Aye');
    h.cms.blockedMembers.add(320);
    const res = await h.http
      .post('/api/auth/appointments/store')
      .set('Authorization', `Bearer ${await h.token(320)}`)
      .send(bookingForm(nextDay()));
    expect(res.status).toBe(403);
  });

  it('when the CMS tells a new price while a booking is between its reads and its commit, then that booking is made at the new price', async () => {
    const content = h.booking.ctx.cms.bookingContent;
    let published = false;
    // The reader publishes just after this booking read the prices.
    h.booking.ctx.cms.bookingContent = async (version) => {
      const read: BookingContent = await content(version);
      if (!published) {
        published = true;
        h.cms.packages[0]!.price = 51000;
        h.cms.packages[0]!.final_price = 51000;
        await h.cms.publish();
      }
      return read;
    };
    try {
      const no = await book(h, 330, nextDay(), { packages: [1] });
      expect(published).toBe(true);
      expect((await read(h, no)).total_price).toBe(51000);
    } finally {
      h.booking.ctx.cms.bookingContent = content;
    }
  });

  it('when the CMS tells a change, then only the internal token may', async () => {
    const res = await h.http
      .post('/api/booking/admin/cms-changes')
      .set('Authorization', 'Bearer not-the-token-0123456789')
      .send({ content_version: 'x' });
    expect(res.status).toBe(401);
    const bad = await h.http
      .post('/api/booking/admin/cms-changes')
      .set('Authorization', `Bearer ${h.config.adminToken}`)
      .send({ members: ['x'] });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('validation_failed');
  });
});

describe.each(DB_KINDS)('a lost signal, on %s', (kind) => {
  let h: Harness;

  beforeAll(async () => {
    // The CMS's calls never arrive; the session check runs only when the test asks.
    h = await startHarness(kind, {
      cmsTells: false,
      env: { BOOKING_SESSION_POLL_MS: '3600000', BOOKING_CMS_VERSION_MAX_AGE_MS: '3600000' },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('when the CMS could not tell a price change, then the next session check brings it', async () => {
    await book(h, 340, '2030-08-01', { packages: [1] });
    h.cms.packages[0]!.price = 61000;
    h.cms.packages[0]!.final_price = 61000;
    h.cms.memberNames.set(340, 'U Ba');
    await h.booking.ctx.sessions.poll();
    const no = await book(h, 340, '2030-08-02', { packages: [1] });
    expect(await read(h, no)).toMatchObject({ total_price: 61000, customer_name: 'U Ba' });
  });

  it('when the CMS goes down after the booking service knew it, then bookings are refused from its next failed check', async () => {
    await book(h, 341, '2030-08-03');
    h.cms.mode = 'down';
    try {
      await h.booking.ctx.sessions.poll();
      const res = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', `Bearer ${await h.token(341)}`)
        .send(bookingForm('2030-08-04'));
      expect(res.status).toBe(503);
    } finally {
      h.cms.mode = 'ok';
    }
  });
});

describe.each(DB_KINDS)('a booking service that has not reached the CMS, on %s', (kind) => {
  let h: Harness;
  let day = 0;
  const nextDay = () => `2030-09-${String(1 + day++).padStart(2, '0')}`;
  const auth = async (userId: number) => `Bearer ${await h.token(userId)}`;

  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('when the CMS is down, then 503 with a message and no booking is written', async () => {
    const count = async () =>
      (await h.db.db.selectFrom('appointments').select('appointment_no').execute()).length;
    const before = await count();
    for (const mode of ['down', 'error', 'hang'] as const) {
      h.cms.mode = mode;
      const started = Date.now();
      const res = await h.http
        .post('/api/auth/appointments/store')
        .set('Authorization', await auth(1))
        .send(bookingForm(nextDay()));
      expect(res.status, mode).toBe(503);
      expect(res.body).toEqual({
        code: 'service_unavailable',
        message: MESSAGES.serviceUnavailable,
      });
      // The time-out (2 s here) bounds the wait: never a hang.
      expect(Date.now() - started).toBeLessThan(6000);
    }
    expect(await count()).toBe(before);
    const full = await h.http
      .get('/api/auth/appointments/bookings/full-days')
      .set('Authorization', await auth(1));
    expect(full.status).toBe(503);
  });
});

describe.skipIf(!REDIS_URL).each(DB_KINDS)('what the CMS tells through Redis, on %s', (kind) => {
  const prefix = `test-${randomBytes(4).toString('hex')}:`;
  const cmsSide = createSharedStore({ url: REDIS_URL, prefix, name: 'test', warn: () => {} });
  let h: Harness;

  beforeAll(async () => {
    // Only Redis can tell here: no call from the CMS, no session check in the test's time.
    h = await startHarness(kind, {
      cmsTells: false,
      env: {
        REDIS_URL: REDIS_URL!,
        REDIS_PREFIX: prefix,
        BOOKING_SESSION_POLL_MS: '3600000',
        BOOKING_CMS_VERSION_MAX_AGE_MS: '3600000',
      },
    });
  });
  afterAll(async () => {
    await h?.close();
    await h?.booking.ctx.store.close();
    await cmsSide.close();
  });

  /** Publishes until the booking service has the version (the subscription comes up at start). */
  const publishVersion = async (version: string) => {
    const deadline = Date.now() + 5000;
    while ((await h.booking.ctx.changes.contentVersion()) !== version) {
      if (Date.now() > deadline) throw new Error('the version never arrived');
      await cmsSide.publish(CHANNELS.contentVersion, version);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('when the CMS publishes a new content version or a changed member, then the next booking uses them', async () => {
    await book(h, 350, '2030-10-01', { packages: [1] });
    h.cms.packages[0]!.price = 71000;
    h.cms.packages[0]!.final_price = 71000;
    await publishVersion(`redis-${Date.now()}`);
    const priced = await book(h, 350, '2030-10-02', { packages: [1] });
    expect((await read(h, priced)).total_price).toBe(71000);

    h.cms.memberNames.set(350, 'Ma Hla');
    const members = asked(h, MEMBER_READS);
    await cmsSide.publish(CHANNELS.membersChanged, JSON.stringify({ members: [350] }));
    const deadline = Date.now() + 5000;
    let name = '';
    for (let d = 3; name !== 'Ma Hla' && Date.now() < deadline && d < 28; d++) {
      name = (await read(h, await book(h, 350, `2030-10-${String(d).padStart(2, '0')}`)))
        .customer_name;
    }
    expect(name).toBe('Ma Hla');
    expect(asked(h, MEMBER_READS) - members).toBe(1);
  });
});
