// Issue 44: reviews. The member of a Finished booking rates it once (1-5, a few words, shown with
// their name or initials); they may change or delete it. The reader approves or hides each and
// may answer publicly; approved ones are public (`/api/booking/reviews`, kept by the gateway
// until the CMS's content version changes, which the desk's moderation bumps). Some days after a
// booking finished (the booking setting review_delay_days) its member is asked once.
import { randomUUID } from 'node:crypto';
import {
  moderateReviewBodySchema,
  ratingSummary,
  reviewAuthor,
  reviewBodySchema,
  reviewOpen,
  type DeskReview,
  type PublicReviews,
  type ReviewState,
} from '@mystic/shared';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { validate } from '../lib/validate.js';
import { recordBookingEvent } from '../appointments/events.js';
import type { AppointmentRecord } from '../appointments/model.js';
import { findByNo } from '../appointments/repository.js';
import * as repo from './repository.js';
import type { ReviewsTable } from './tables.js';

export const ownReview = (r: ReviewsTable) => ({
  rating: r.rating,
  text: r.body,
  display: r.display,
  status: r.status,
  reply: r.reply,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

const packageIds = (r: ReviewsTable): number[] => {
  try {
    const ids = JSON.parse(r.package_ids) as unknown;
    return Array.isArray(ids) ? ids.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
};

const publicView = (r: ReviewsTable) => ({
  id: r.id,
  rating: r.rating,
  text: r.body,
  author: reviewAuthor(r.member_name, r.display),
  reply: r.reply,
  created_at: r.created_at,
  package_ids: packageIds(r),
});

/** Writes or changes the member's review of their own Finished booking (409 otherwise). */
export async function saveReview(ctx: Context, a: AppointmentRecord, body: unknown) {
  if (!reviewOpen(a.status)) throw new AppError('review_not_open');
  const input = validate(reviewBodySchema, body);
  const nowIso = ctx.now().toISOString();
  const found = await repo.findReview(ctx.db, a.appointment_no);
  if (found) {
    // A changed review is read again before it shows (it may say something new).
    await repo.updateReview(ctx.db, found.id, {
      rating: input.rating,
      body: input.text,
      display: input.display,
      status: found.status === 'hidden' ? 'hidden' : 'new',
      updated_at: nowIso,
    });
  } else {
    await repo.insertReview(ctx.db, {
      id: randomUUID(),
      appointment_no: a.appointment_no,
      user_id: a.user_id,
      member_name: a.customer_name,
      package_ids: JSON.stringify([...new Set(a.lines.map((l) => l.package_id))]),
      rating: input.rating,
      body: input.text,
      display: input.display,
      status: 'new',
      reply: null,
      created_at: nowIso,
      updated_at: nowIso,
    });
  }
  return ownReview((await repo.findReview(ctx.db, a.appointment_no))!);
}

export async function deleteReview(ctx: Context, a: AppointmentRecord): Promise<void> {
  await repo.deleteReviewRow(ctx.db, a.appointment_no);
}

/** The approved reviews, with the average and count overall and per package. */
export async function publicReviews(ctx: Context): Promise<PublicReviews> {
  const rows = await repo.reviewsByStatus(ctx.db, 'approved');
  const perPackage = new Map<number, number[]>();
  for (const r of rows) {
    for (const id of packageIds(r)) perPackage.set(id, [...(perPackage.get(id) ?? []), r.rating]);
  }
  return {
    overall: ratingSummary(rows.map((r) => r.rating)),
    packages: [...perPackage].map(([package_id, ratings]) => ({
      package_id,
      ...ratingSummary(ratings),
    })),
    reviews: rows.slice(0, 50).map(publicView),
  };
}

async function deskView(ctx: Context, r: ReviewsTable): Promise<DeskReview> {
  const a = await findByNo(ctx.db, r.appointment_no);
  return {
    ...publicView(r),
    appointment_no: r.appointment_no,
    status: r.status,
    member_name: r.member_name,
    display: r.display,
    package_names: a ? a.lines.map((l) => l.package_name).join(', ') : '',
  };
}

export async function deskReviews(ctx: Context, query: { status?: unknown }) {
  const status = ['new', 'approved', 'hidden'].includes(String(query.status))
    ? (query.status as ReviewState)
    : undefined;
  const rows = await repo.reviewsByStatus(ctx.db, status);
  return Promise.all(rows.map((r) => deskView(ctx, r)));
}

export async function moderateReview(ctx: Context, id: string, body: unknown) {
  const input = validate(moderateReviewBodySchema, body);
  const found = await repo.findReviewById(ctx.db, id);
  if (!found) throw new AppError('not_found');
  const patch: Partial<ReviewsTable> = {};
  if (input.status) patch.status = input.status;
  if (input.reply !== undefined) patch.reply = input.reply?.trim() ? input.reply.trim() : null;
  if (Object.keys(patch).length) await repo.updateReview(ctx.db, id, patch);
  return deskView(ctx, (await repo.findReviewById(ctx.db, id))!);
}

/**
 * Asks the members of bookings Finished at least `review_delay_days` ago, once each (claimed by
 * a conditional update, so two sweeps never both ask). Returns how many were asked.
 */
export async function askForReviews(ctx: Context, limit = 100): Promise<number> {
  const settings = await ctx.cms.bookingSettings();
  const delayDays = settings.review_delay_days;
  const cutoff = new Date(ctx.now().getTime() - delayDays * 86_400_000).toISOString();
  const due = await ctx.db
    .selectFrom('appointments')
    .innerJoin('status_changes', 'status_changes.appointment_no', 'appointments.appointment_no')
    .select('appointments.appointment_no')
    .where('appointments.status', '=', 'Finished')
    .where('appointments.review_asked_at', 'is', null)
    .where('status_changes.to_status', '=', 'Finished')
    .where('status_changes.created_at', '<=', cutoff)
    .limit(limit)
    .execute();
  let asked = 0;
  for (const { appointment_no } of due) {
    const nowIso = ctx.now().toISOString();
    const told = await ctx.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('appointments')
        .set({ review_asked_at: nowIso })
        .where('appointment_no', '=', appointment_no)
        .where('review_asked_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return null;
      const a = await findByNo(trx, appointment_no);
      if (!a || (await repo.findReview(trx, appointment_no))) return null;
      return recordBookingEvent(trx, ctx, { type: 'review_request', booking: a, at: nowIso });
    });
    if (told) {
      told();
      asked++;
    }
  }
  return asked;
}
