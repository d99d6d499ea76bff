// The reader's morning summary (issue 42): from 08:00 in her time zone (the digest mail's hour),
// one notice a day of today's readings and the proofs waiting. Claimed per reader by one
// conditional UPDATE of her settings' summary_day, so sweeps of several instances send it once.
import { ACTIVE_APPOINTMENT_STATUSES, todayIn } from '@mystic/shared';
import { sql } from 'kysely';
import type { Context } from '../context.js';
import { listForReader } from '../appointments/repository.js';
import { DIGEST_HOUR } from '../mail/digest.js';
import { deliverSoon } from './deliver.js';
import { queueReaderNotice } from './listener.js';
import { DESK_PATH } from './notices.js';

const hourIn = (timeZone: string, at: Date) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(at),
  );

/** Queues today's summary for each reader not yet told today; returns how many were queued. */
export async function queueMorningSummaries(ctx: Context): Promise<number> {
  const now = ctx.now();
  if (hourIn(ctx.config.timeZone, now) < DIGEST_HOUR) return 0;
  const day = todayIn(ctx.config.timeZone, now);
  const readers = await ctx.db
    .selectFrom('reader_settings')
    .select('admin_id')
    .where(sql<boolean>`summary_day is null or summary_day <> ${day}`)
    .execute();
  if (readers.length === 0) return 0;
  const [today, proofs] = await Promise.all([
    listForReader(ctx.db, { from: day, to: day, order: 'oldest', page: 1, pageSize: 100 }),
    listForReader(ctx.db, { status: 'Verifying', order: 'oldest', page: 1, pageSize: 100 }),
  ]);
  const notice = {
    kind: 'morning_summary' as const,
    appointmentNo: null,
    url: `${DESK_PATH}/day/${day}`,
    facts: {
      day,
      count: today.rows.filter((a) => ACTIVE_APPOINTMENT_STATUSES.includes(a.status)).length,
      proofs: proofs.total,
    },
  };
  let queued = 0;
  for (const { admin_id } of readers) {
    const ids = await ctx.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('reader_settings')
        .set({ summary_day: day })
        .where('admin_id', '=', admin_id)
        .where(sql<boolean>`summary_day is null or summary_day <> ${day}`)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return null; // another sweep took it
      return queueReaderNotice(trx, ctx, notice, admin_id);
    });
    if (ids) {
      queued++;
      deliverSoon(ctx, ids);
    }
  }
  return queued;
}
