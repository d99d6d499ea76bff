// The reader's desk: list, read, change status (audited), block and unblock days.
import {
  APPOINTMENT_STATUSES,
  MESSAGES,
  PAGE_SIZE_MAX,
  addDays,
  fieldErrors,
  isIsoDate,
  onClosedWeekday,
  type AppointmentStatus,
} from '@mystic/shared';
import { z } from 'zod';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import { changeStatus, today, view } from '../appointments/service.js';
import * as appointments from '../appointments/repository.js';
import { TRANSITIONS } from '../appointments/model.js';
import * as repo from './repository.js';
import { monthDays } from './month.js';
import { mailsOf } from '../mail/service.js';

const DEFAULT_VERIFYING_OVERDUE_HOURS = 48;

const day = (label: string) =>
  z.string().refine(isIsoDate, { error: `${label} must be a date (yyyy-MM-dd).` });
const actorField = z.string().trim().min(1).max(100).optional();

const listSchema = z.object({
  from: day('from').optional(),
  to: day('to').optional(),
  status: z.enum(APPOINTMENT_STATUSES, { error: 'Unknown status.' }).optional(),
  q: z.string().trim().max(50).optional(),
  order: z.enum(['oldest', 'newest'], { error: 'order must be oldest or newest.' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
});

/** Statuses the reader sets by hand; Verifying and Expired are set by payment and the sweep. */
const READER_STATUSES = ['Pending', 'Booked', 'Finished', 'Cancelled'] as const;
const statusSchema = z.object({
  status: z.enum(READER_STATUSES, {
    error: `Status must be one of ${READER_STATUSES.join(', ')}.`,
  }),
  note: z.string().trim().max(1000).optional(),
  actor: actorField,
});

const blockSchema = z.object({
  date: day('date'),
  reason: z.string().trim().max(500).optional(),
  actor: actorField,
});

const validate = <T>(schema: z.ZodType<T>, input: unknown): T => {
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) throw AppError.validation(fieldErrors(parsed.error));
  return parsed.data;
};

export const adminProofPath = (no: string) =>
  `/api/booking/admin/appointments/${encodeURIComponent(no)}/proof`;

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
  const since = await appointments.verifyingSince(ctx.db, verifying);
  return new Set(verifying.filter((no) => Date.parse(since.get(no) ?? '') <= cutoff));
}

export async function listAppointments(ctx: Context, query: unknown) {
  const f = validate(listSchema, query);
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
      ...view(ctx, a),
      proof_url: a.proof_key ? adminProofPath(a.appointment_no) : null,
      overdue: overdue.has(a.appointment_no),
    })),
    meta: {
      current_page: f.page,
      last_page: Math.max(1, Math.ceil(total / f.page_size)),
      per_page: f.page_size,
      total,
    },
  };
}

export async function readAppointment(ctx: Context, no: string) {
  const a = await appointments.findByNo(ctx.db, no.toUpperCase());
  if (!a) throw new AppError('not_found', MESSAGES.notFound);
  const [changes, mails] = await Promise.all([
    appointments.history(ctx.db, a.appointment_no),
    mailsOf(ctx, a.appointment_no),
  ]);
  return {
    mails,
    ...view(ctx, a),
    proof_url: a.proof_key ? adminProofPath(a.appointment_no) : null,
    history: changes.map((c) => ({
      from: c.from_status,
      to: c.to_status,
      note: c.note,
      by: c.actor,
      at: c.created_at,
    })),
  };
}

export async function findForReader(ctx: Context, no: string) {
  const a = await appointments.findByNo(ctx.db, no.toUpperCase());
  if (!a) throw new AppError('not_found', MESSAGES.notFound);
  return a;
}

export async function setStatus(ctx: Context, no: string, body: unknown) {
  const input = validate(statusSchema, body);
  const current = await findForReader(ctx, no);
  const to: AppointmentStatus = input.status;
  if (!TRANSITIONS[current.status].includes(to)) {
    throw new AppError(
      'invalid_transition',
      `An appointment that is ${current.status} cannot become ${to}.`,
      {
        status: [
          `Allowed next statuses: ${TRANSITIONS[current.status].filter((s) => (READER_STATUSES as readonly string[]).includes(s)).join(', ') || 'none'}.`,
        ],
      },
    );
  }
  const changed = await changeStatus(ctx, current.appointment_no, to, {
    actor: `reader:${input.actor ?? 'reader'}`,
    note: input.note ?? null,
    allowedFrom: [current.status],
  });
  if (!changed) {
    throw new AppError('invalid_transition', MESSAGES.appointmentChangedMeanwhile);
  }
  return readAppointment(ctx, current.appointment_no);
}

export async function blockedDays(ctx: Context, query: unknown) {
  const q = validate(z.object({ from: day('from').optional(), to: day('to').optional() }), query);
  const from = q.from ?? today(ctx);
  const to = q.to ?? addDays(from, ctx.config.horizonDays);
  const rows = await repo.listBlockedDays(ctx.db, from, to);
  return rows.map((r) => ({ date: r.day, reason: r.reason, by: r.created_by, at: r.created_at }));
}

export async function blockDay(ctx: Context, body: unknown) {
  const input = validate(blockSchema, body);
  await repo.blockDay(ctx.db, {
    day: input.date,
    reason: input.reason ?? null,
    created_by: `reader:${input.actor ?? 'reader'}`,
    created_at: ctx.now().toISOString(),
  });
  return { date: input.date, reason: input.reason ?? null };
}

export async function unblockDay(ctx: Context, date: string) {
  if (!isIsoDate(date)) throw AppError.validation({ date: ['date must be a date (yyyy-MM-dd).'] });
  if (!(await repo.unblockDay(ctx.db, date))) throw new AppError('not_found', MESSAGES.notFound);
}

const monthSchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'month must be a month (yyyy-MM).' })
    .optional(),
});

/**
 * The month board: each day's taken places against the capacity, and whether it is blocked
 * (by the reader here, with a reason, or in the CMS settings) or closed (a closed weekday).
 */
export async function board(ctx: Context, query: unknown) {
  const q = validate(monthSchema, query);
  const month = q.month ?? today(ctx).slice(0, 7);
  const days = monthDays(month);
  const from = days[0]!;
  const to = days[days.length - 1]!;
  const settings = await ctx.cms.bookingSettings();
  const [places, blocked] = await Promise.all([
    appointments.placesBetween(ctx.db, from, to),
    repo.listBlockedDays(ctx.db, from, to),
  ]);
  const blockedBy = new Map(blocked.map((b) => [b.day, b]));
  return {
    month,
    today: today(ctx),
    capacity: settings.daily_capacity,
    days: days.map((date) => {
      const b = blockedBy.get(date);
      return {
        date,
        used: places.get(date) ?? 0,
        capacity: settings.daily_capacity,
        blocked: b !== undefined,
        reason: b?.reason ?? null,
        blocked_in_settings: settings.blocked_dates.includes(date),
        closed: onClosedWeekday(date, settings.closed_weekdays),
      };
    }),
  };
}

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
