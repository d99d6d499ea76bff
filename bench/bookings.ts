// Concurrent bookings: 50 and 500 creation attempts spread over 50 days with capacity 10, on
// SQLite and on PostgreSQL when TEST_DATABASE_URL is set (the booking service's own bench does
// the work).
import { runBookingBench } from '../booking-service/bench/bookings';
import { DB_KINDS } from '../booking-service/tests/support/db';

/** The bursts measured: a busy hour and a rush when a popular day opens. */
export const BOOKING_BURSTS = [50, 500] as const;

export interface BookingFigures {
  database: string;
  attempts: number;
  days: number;
  capacity: number;
  succeeded: number;
  refused: number;
  overbooked: number;
  rps: number;
  p99: number;
  listP99: number;
}

export async function runBookingBenches(): Promise<BookingFigures[]> {
  const out: BookingFigures[] = [];
  for (const db of DB_KINDS) {
    for (const attempts of BOOKING_BURSTS) {
      const r = await runBookingBench({
        attempts,
        days: 50,
        capacity: 10,
        listRequests: 500,
        db,
      });
      out.push({
        database: db,
        attempts: r.attempts,
        days: r.days,
        capacity: r.capacity,
        succeeded: r.successes,
        refused: r.refusals,
        overbooked: r.overbookings,
        rps: r.createReqPerSec,
        p99: r.createP99Ms,
        listP99: r.listP99Ms,
      });
      console.log(`[bench] bookings on ${db}: ${JSON.stringify(out.at(-1))}`);
    }
  }
  return out;
}
