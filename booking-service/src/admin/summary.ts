// GET /summary: what needs the reader now.
import { addDays } from '@mystic/shared';
import type { Context } from '../context.js';
import * as appointments from '../appointments/repository.js';
import { today } from '../appointments/calendar.js';

/** What needs the reader now: proofs to verify, and today's and tomorrow's bookings. */
export async function summary(ctx: Context) {
  const day = today(ctx);
  const tomorrow = addDays(day, 1);
  const active = ['Pending', 'Verifying', 'Booked', 'Finished'] as const;
  const [verifying, todayCount, tomorrowCount] = await Promise.all([
    appointments.countByStatus(ctx.db, ['Verifying']),
    appointments.countByStatus(ctx.db, active, day),
    appointments.countByStatus(ctx.db, active, tomorrow),
  ]);
  return {
    verifying,
    today: todayCount,
    tomorrow: tomorrowCount,
    today_date: day,
    tomorrow_date: tomorrow,
  };
}
