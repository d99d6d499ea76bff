// GET /appointments: the reader's queue, filtered and paged, overdue proofs flagged.
import { deskListQuery, pageMeta } from '@mystic/shared';
import type { Context } from '../context.js';
import { validate } from '../lib/validate.js';
import * as appointments from '../appointments/repository.js';
import { verifyingSince } from '../appointments/status-changes-repository.js';
import { readerView } from './view.js';

const DEFAULT_VERIFYING_OVERDUE_HOURS = 48;

/**
 * Verifying bookings the reader has not handled within the CMS's `verifying_overdue_hours`
 * (since they last moved to Verifying): flagged in the queue, never confirmed on their own.
 */
async function overdueVerifying(
  ctx: Context,
  rows: { appointment_no: string; status: string }[],
): Promise<Set<string>> {
  const verifying = rows.filter((a) => a.status === 'Verifying').map((a) => a.appointment_no);
  if (verifying.length === 0) return new Set();
  // The queue stays readable while the CMS is down: the default window then applies.
  const hours = await ctx.cms.bookingSettings().then(
    (s) => s.verifying_overdue_hours,
    () => DEFAULT_VERIFYING_OVERDUE_HOURS,
  );
  const cutoff = ctx.now().getTime() - hours * 3_600_000;
  const since = await verifyingSince(ctx.db, verifying);
  return new Set(verifying.filter((no) => Date.parse(since.get(no) ?? '') <= cutoff));
}

export async function listAppointments(ctx: Context, query: unknown) {
  const f = validate(deskListQuery, query);
  const { rows, total } = await appointments.listForReader(ctx.db, {
    from: f.from,
    to: f.to,
    status: f.status,
    q: f.q,
    order: f.order,
    page: f.page,
    pageSize: f.page_size,
  });
  const overdue = await overdueVerifying(ctx, rows);
  return {
    data: rows.map((a) => ({
      ...readerView(ctx, a),
      overdue: overdue.has(a.appointment_no),
    })),
    meta: pageMeta(f.page, f.page_size, total),
  };
}
