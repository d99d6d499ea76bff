// The reads behind the reader's figures (issue 42.4): confirmed payments in a window of instants,
// and bookings per day of appointment.
import type { Db } from '../db/index.js';

/** Bookings whose payment was confirmed within [fromIso, toIso), with their lines. */
export async function paidBetween(db: Db, fromIso: string, toIso: string) {
  const rows = await db
    .selectFrom('appointments')
    .select([
      'appointment_no',
      'paid_at',
      'payment_type_id',
      'payment_type_name',
      'balance',
      'th_balance',
    ])
    .where('paid_at', 'is not', null)
    .where('paid_at', '>=', fromIso)
    .where('paid_at', '<', toIso)
    .execute();
  if (rows.length === 0) return [];
  const lines = await db
    .selectFrom('appointment_lines')
    .select(['appointment_no', 'package_name', 'balance', 'th_balance'])
    .where(
      'appointment_no',
      'in',
      rows.map((r) => r.appointment_no),
    )
    .orderBy('position')
    .execute();
  return rows.map((r) => ({
    ...r,
    paid_at: r.paid_at!,
    lines: lines.filter((l) => l.appointment_no === r.appointment_no),
  }));
}

/** Bookings that stand (not cancelled or expired) per day of appointment in [from, to]. */
export async function bookingsPerDay(
  db: Db,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('appointments')
    .select((eb) => ['appointment_date', eb.fn.countAll<number | string>().as('n')])
    .where('appointment_date', '>=', from)
    .where('appointment_date', '<=', to)
    .where('status', 'not in', ['Cancelled', 'Expired'])
    .groupBy('appointment_date')
    .execute();
  return new Map(rows.map((r) => [r.appointment_date, Number(r.n)]));
}
