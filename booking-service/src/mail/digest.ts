// The reader's daily digest: from 08:00 in the reader's time zone, one mail a day listing today's
// bookings and the proofs waiting to be verified. Its outbox id names the day, so however many
// sweeps or instances try, the insert succeeds once and the rest are refused as duplicates.
import { ACTIVE_APPOINTMENT_STATUSES, todayIn } from '@mystic/shared';
import type { Context } from '../context.js';
import { isUniqueViolation } from '../db/index.js';
import { listForReader } from '../appointments/repository.js';
import * as repo from './repository.js';
import { bookingSnapshot, sendSoon } from './service.js';

export const DIGEST_HOUR = 8;

const hourIn = (timeZone: string, at: Date) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(at),
  );

/** Queues today's digest once it is 08:00 or later; returns whether this call queued it. */
export async function queueDailyDigest(ctx: Context): Promise<boolean> {
  const now = ctx.now();
  if (hourIn(ctx.config.timeZone, now) < DIGEST_HOUR) return false;
  const day = todayIn(ctx.config.timeZone, now);
  const id = `digest-${day}`;
  const [today, proofs] = await Promise.all([
    listForReader(ctx.db, { from: day, to: day, order: 'oldest', page: 1, pageSize: 100 }),
    listForReader(ctx.db, { status: 'Verifying', order: 'oldest', page: 1, pageSize: 100 }),
  ]);
  const nowIso = now.toISOString();
  try {
    await repo.insert(ctx.db, [
      {
        id,
        kind: 'reader_digest',
        audience: 'reader',
        recipient: null,
        locale: ctx.config.mail.readerLocale,
        appointment_no: null,
        payload: JSON.stringify({
          digest: {
            date: day,
            today: today.rows
              .filter((a) => ACTIVE_APPOINTMENT_STATUSES.includes(a.status))
              .map(bookingSnapshot),
            proofs: proofs.rows.map(bookingSnapshot),
          },
        }),
        status: 'queued',
        attempts: 0,
        next_attempt_at: nowIso,
        locked_until: null,
        last_error: null,
        message_id: null,
        created_at: nowIso,
        sent_at: null,
      },
    ]);
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
  sendSoon(ctx, [id]);
  return true;
}
