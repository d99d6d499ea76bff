// The appointments table and its appointment_lines (written only with their appointment): all
// Kysely code for them, every write included.
import { ACTIVE_APPOINTMENT_STATUSES, type AppointmentStatus } from '@mystic/shared';
import { sql } from 'kysely';
import type { Db, Executor } from '../db/index.js';
import type { AppointmentsTable } from '../db/schema.js';
import type { AppointmentLine, AppointmentRecord } from './model.js';

export async function insertAppointment(
  trx: Executor,
  row: AppointmentsTable,
  lines: AppointmentLine[],
): Promise<void> {
  await trx.insertInto('appointments').values(row).execute();
  await trx
    .insertInto('appointment_lines')
    .values(lines.map((l) => ({ ...l, appointment_no: row.appointment_no })))
    .execute();
}

async function withLines(db: Executor, rows: AppointmentsTable[]): Promise<AppointmentRecord[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .selectFrom('appointment_lines')
    .selectAll()
    .where(
      'appointment_no',
      'in',
      rows.map((r) => r.appointment_no),
    )
    .orderBy('position')
    .execute();
  const byNo = new Map<string, AppointmentLine[]>();
  for (const { appointment_no, ...line } of lines) {
    const list = byNo.get(appointment_no) ?? [];
    list.push(line);
    byNo.set(appointment_no, list);
  }
  return rows.map((r) => ({ ...r, lines: byNo.get(r.appointment_no) ?? [] }));
}

/** The one appointment (with its lines) whose columns equal `match`, or null. */
async function findOne(
  db: Executor,
  match: Partial<Pick<AppointmentsTable, 'appointment_no' | 'user_id' | 'idempotency_key'>>,
): Promise<AppointmentRecord | null> {
  let query = db.selectFrom('appointments').selectAll();
  for (const [column, value] of Object.entries(match)) {
    query = query.where(column as keyof typeof match, '=', value);
  }
  const row = await query.executeTakeFirst();
  return row ? ((await withLines(db, [row]))[0] ?? null) : null;
}

export const findByNo = (db: Executor, no: string) => findOne(db, { appointment_no: no });

/** The booking `userId` made with the form attempt `key`, if any. */
export const findByIdempotencyKey = (db: Executor, userId: number, key: string) =>
  findOne(db, { user_id: userId, idempotency_key: key });

/** The number of a booking `userId` holds on `day` (one that still takes a place), or null. */
export async function heldBookingOn(
  db: Executor,
  userId: number,
  day: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('appointments')
    .select('appointment_no')
    .where('user_id', '=', userId)
    .where('appointment_date', '=', day)
    .where('status', 'in', [...ACTIVE_APPOINTMENT_STATUSES])
    .orderBy('created_at')
    .executeTakeFirst();
  return row?.appointment_no ?? null;
}

export async function listForUser(db: Db, userId: number): Promise<AppointmentRecord[]> {
  const rows = await db
    .selectFrom('appointments')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('appointment_no', 'desc')
    .execute();
  return withLines(db, rows);
}

export interface ReaderFilters {
  /** `oldest`: the queue's order, waiting longest first; newest first otherwise. */
  order?: 'oldest' | 'newest';
  from?: string;
  to?: string;
  status?: AppointmentStatus;
  q?: string;
  page: number;
  pageSize: number;
}

export async function listForReader(
  db: Db,
  f: ReaderFilters,
): Promise<{ rows: AppointmentRecord[]; total: number }> {
  let query = db.selectFrom('appointments');
  if (f.from) query = query.where('appointment_date', '>=', f.from);
  if (f.to) query = query.where('appointment_date', '<=', f.to);
  if (f.status) query = query.where('status', '=', f.status);
  if (f.q) {
    // Numbers are upper-case letters, digits and dashes; anything else cannot match, and
    // dropping it keeps LIKE wildcards out of the search.
    const needle = f.q.toUpperCase().replace(/[^A-Z0-9-]/g, '');
    // Name, e-mail and phone match as typed (case-insensitively); LIKE's wildcards are escaped.
    const text = `%${f.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        ...(needle ? [eb('appointment_no', 'like', `%${needle}%`)] : []),
        eb(sql`lower(customer_name)`, 'like', sql`${text} escape '\\'`),
        eb(sql`lower(customer_email)`, 'like', sql`${text} escape '\\'`),
        eb(sql`lower(coalesce(customer_phone, ''))`, 'like', sql`${text} escape '\\'`),
      ]),
    );
  }
  const direction = f.order === 'oldest' ? 'asc' : 'desc';
  const countRow = await query
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  const rows = await query
    .selectAll()
    .orderBy('created_at', direction)
    .orderBy('appointment_no', direction)
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize)
    .execute();
  return { rows: await withLines(db, rows), total: Number(countRow?.n ?? 0) };
}

/**
 * Moves `no` from exactly `from` to `to`; false when someone else changed it first. With
 * `pendingBefore`, only while it has been Pending since before that instant (the expiry sweep).
 */
export async function updateStatus(
  trx: Executor,
  no: string,
  from: AppointmentStatus,
  to: AppointmentStatus,
  patch: Partial<AppointmentsTable>,
  pendingBefore?: string,
): Promise<boolean> {
  let query = trx
    .updateTable('appointments')
    .set({ ...patch, status: to })
    .where('appointment_no', '=', no)
    .where('status', '=', from);
  if (pendingBefore !== undefined) query = query.where('pending_since', '<', pendingBefore);
  const res = await query.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Appointments Pending since before `cutoff` (ISO instant): candidates for expiry. */
export async function pendingSince(db: Db, cutoff: string, limit = 500): Promise<string[]> {
  const rows = await db
    .selectFrom('appointments')
    .select('appointment_no')
    .where('status', '=', 'Pending')
    .where('pending_since', '<', cutoff)
    .orderBy('pending_since')
    .limit(limit)
    .execute();
  return rows.map((r) => r.appointment_no);
}

/**
 * The member's counts the booking limits read, in one query: bookings holding a place on `day`,
 * and bookings open (awaiting payment or the reader's confirmation) on any day.
 */
export async function limitCountsForUser(
  db: Executor,
  userId: number,
  day: string,
): Promise<{ onDay: number; open: number }> {
  const row = await db
    .selectFrom('appointments')
    .select((eb) => [
      eb.fn
        .count(
          eb
            .case()
            .when(
              eb.and([
                eb('appointment_date', '=', day),
                eb('status', 'in', [...ACTIVE_APPOINTMENT_STATUSES]),
              ]),
            )
            .then(1)
            .end(),
        )
        .as('on_day'),
      eb.fn
        .count(eb.case().when('status', 'in', ['Pending', 'Verifying']).then(1).end())
        .as('open'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { onDay: Number(row?.on_day ?? 0), open: Number(row?.open ?? 0) };
}

/** The member's bookings holding a place on `day`. */
export async function dayCountForUser(db: Executor, userId: number, day: string): Promise<number> {
  const row = await db
    .selectFrom('appointments')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('appointment_date', '=', day)
    .where('status', 'in', [...ACTIVE_APPOINTMENT_STATUSES])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** How many appointments have `status`, optionally on one day. */
export async function countByStatus(
  db: Db,
  statuses: readonly AppointmentStatus[],
  day?: string,
): Promise<number> {
  let query = db.selectFrom('appointments').where('status', 'in', [...statuses]);
  if (day) query = query.where('appointment_date', '=', day);
  const row = await query
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Moves `no` to `toDay` if it is still exactly as read (status, day, move count): false when a
 * parallel request changed it first. Counts the move and re-arms the day-before reminder.
 */
export async function moveDay(
  trx: Executor,
  read: Pick<
    AppointmentsTable,
    'appointment_no' | 'status' | 'appointment_date' | 'reschedule_count'
  >,
  toDay: string,
  nowIso: string,
): Promise<boolean> {
  const res = await trx
    .updateTable('appointments')
    .set({
      appointment_date: toDay,
      reschedule_count: read.reschedule_count + 1,
      day_before_reminded_at: null,
      unconfirmed_reminded_at: null,
      updated_at: nowIso,
    })
    .where('appointment_no', '=', read.appointment_no)
    .where('status', '=', read.status)
    .where('appointment_date', '=', read.appointment_date)
    .where('reschedule_count', '=', read.reschedule_count)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export type ReminderColumn = 'day_before_reminded_at' | 'unconfirmed_reminded_at';

/** Bookings with `status` on `day` whose reminder in `column` nobody has claimed yet. */
export async function reminderCandidates(
  db: Db,
  column: ReminderColumn,
  status: AppointmentStatus,
  day: string,
  limit = 500,
): Promise<Pick<AppointmentsTable, 'appointment_no' | 'user_id' | 'appointment_date'>[]> {
  return db
    .selectFrom('appointments')
    .select(['appointment_no', 'user_id', 'appointment_date'])
    .where('status', '=', status)
    .where('appointment_date', '=', day)
    .where(column, 'is', null)
    .orderBy('appointment_no')
    .limit(limit)
    .execute();
}

/**
 * Claims one reminder: a single conditional UPDATE, so of two sweeps (two instances) exactly one
 * sees its row change and sends. Still conditional on the status and day it was found with.
 */
export async function claimReminder(
  db: Executor,
  no: string,
  column: ReminderColumn,
  status: AppointmentStatus,
  day: string,
  nowIso: string,
): Promise<boolean> {
  const res = await db
    .updateTable('appointments')
    .set({ [column]: nowIso })
    .where('appointment_no', '=', no)
    .where('status', '=', status)
    .where('appointment_date', '=', day)
    .where(column, 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
