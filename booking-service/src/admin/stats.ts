// GET /stats?month=yyyy-MM: the reader's business at a glance (issue 42.4): the twelve months up
// to `month` (revenue in Ks and ฿ apart, and bookings), and `month` itself by day, by payment
// type and by package. Bookings count by the day of the appointment, revenue by the day its
// payment was confirmed (revenue.ts).
import { addDays, dayIn, deskMonthQuery } from '@mystic/shared';
import type { Context } from '../context.js';
import { validate } from '../lib/validate.js';
import { today } from '../appointments/calendar.js';
import { monthDays } from './month.js';
import { revenue, type PaymentAccount } from './revenue.js';
import { bookingsPerDay, paidBetween } from './stats-repository.js';

const MONTHS = 12;

/** `month` moved by `n` months (yyyy-MM). */
export function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

export async function stats(ctx: Context, query: unknown) {
  const q = validate(deskMonthQuery, query);
  const month = q.month ?? today(ctx).slice(0, 7);
  const first = shiftMonth(month, -(MONTHS - 1));
  const months = Array.from({ length: MONTHS }, (_, i) => shiftMonth(first, i));
  const from = `${first}-01`;
  const to = addDays(`${shiftMonth(month, 1)}-01`, -1);
  // A day either side in UTC covers every time zone; the exact day is taken in hers below.
  const [paid, perDay, accounts] = await Promise.all([
    paidBetween(ctx.db, `${addDays(from, -1)}T00:00:00.000Z`, `${addDays(to, 2)}T00:00:00.000Z`),
    bookingsPerDay(ctx.db, from, to),
    // Figures stay readable while the CMS is down: every payment then counts in kyat.
    ctx.cms.paymentTypes().then(
      (list) => list as PaymentAccount[],
      () => [] as PaymentAccount[],
    ),
  ]);
  const rows = paid
    .map((r) => ({ ...r, paid_day: dayIn(ctx.config.timeZone, new Date(r.paid_at)) }))
    .filter((r) => r.paid_day >= from && r.paid_day <= to);
  const sums = revenue(rows, accounts, month);
  const zero = { ks: 0, thb: 0 };
  return {
    month,
    months: months.map((m) => ({
      month: m,
      bookings: [...perDay].reduce((n, [d, c]) => (d.startsWith(m) ? n + c : n), 0),
      revenue: sums.byMonth.get(m) ?? zero,
    })),
    days: monthDays(month).map((date) => ({
      date,
      bookings: perDay.get(date) ?? 0,
      revenue: sums.byDay.get(date) ?? zero,
    })),
    by_payment_type: sums.byPaymentType,
    by_package: sums.byPackage,
  };
}
