import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservePlace } from '../src/appointments/day-counters-repository.js';
import { APPOINTMENT_NO_PATTERN } from '../src/lib/appointment-no.js';
import { DB_KINDS } from './support/db.js';
import { bookingForm, startHarness, type Harness } from './support/harness.js';

describe.each(DB_KINDS)('capacity under concurrency on %s', (kind) => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(kind, {
      env: { BOOKING_CMS_CACHE_MS: '5000', BOOKING_CMS_TIMEOUT_MS: '10000' },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('when 200 members book one day of capacity 10 at once, then exactly 10 succeed and the rest get 409', async () => {
    h.cms.settings.daily_capacity = 10;
    const date = '2030-05-15';
    const tokens = await Promise.all(Array.from({ length: 200 }, (_, i) => h.token(1000 + i)));
    const started = Date.now();
    const results = await Promise.all(
      tokens.map((token) =>
        fetch(`${h.url}/api/auth/appointments/store`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(bookingForm(date)),
        }).then(async (r) => ({
          status: r.status,
          body: (await r.json()) as { data?: { appointment_no: string } },
        })),
      ),
    );
    const elapsed = Date.now() - started;
    const ok = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 409);
    console.log(
      `[concurrency:${kind}] 200 attempts, capacity 10: ${ok.length} booked, ${refused.length} refused in ${elapsed} ms`,
    );
    expect(results.filter((r) => r.status !== 201 && r.status !== 409)).toEqual([]);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(190);

    const numbers = ok.map((r) => r.body.data!.appointment_no);
    expect(new Set(numbers).size).toBe(10);
    expect(numbers.every((n) => APPOINTMENT_NO_PATTERN.test(n))).toBe(true);
    const stored = await h.db.db
      .selectFrom('appointments')
      .select('appointment_no')
      .where('appointment_date', '=', date)
      .execute();
    expect(stored.map((r) => r.appointment_no).sort()).toEqual([...numbers].sort());
    const counter = await h.db.db
      .selectFrom('day_counters')
      .select('booked')
      .where('day', '=', date)
      .executeTakeFirst();
    expect(Number(counter?.booked)).toBe(10);
  });

  it('when bookings race over several days, then no day ever holds more than its capacity', async () => {
    h.cms.settings.daily_capacity = 3;
    h.booking.ctx.cms.clearCache();
    const days = ['2030-06-01', '2030-06-02', '2030-06-03', '2030-06-04'];
    const tokens = await Promise.all(Array.from({ length: 60 }, (_, i) => h.token(2000 + i)));
    const statuses = await Promise.all(
      tokens.map((token, i) =>
        fetch(`${h.url}/api/auth/appointments/store`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(bookingForm(days[i % days.length]!)),
        }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(12);
    const rows = await h.db.db
      .selectFrom('appointments')
      .select(['appointment_date', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('appointment_date', 'in', days)
      .groupBy('appointment_date')
      .execute();
    expect(rows.map((r) => Number(r.n))).toEqual([3, 3, 3, 3]);
  });

  it('when 200 transactions race for one day of capacity 10 directly, then exactly 10 places are taken', async () => {
    // The database-level guarantee, without the service's early full-day answer in front of it.
    const day = '2030-07-01';
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, () =>
        h.db.db.transaction().execute((trx) => reservePlace(trx, day, 10)),
      ),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(10);
    const counter = await h.db.db
      .selectFrom('day_counters')
      .select('booked')
      .where('day', '=', day)
      .executeTakeFirst();
    expect(Number(counter?.booked)).toBe(10);
  });
});
