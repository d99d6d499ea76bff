// Issue 44: all Kysely code of the booking files, readings and reviews.
import type { BookingFileRole } from '@mystic/shared';
import type { Db, Executor } from '../db/index.js';
import type { BookingFilesTable, ReadingsTable, ReviewsTable } from './tables.js';

export type FileRow = BookingFilesTable;

export const insertFile = (db: Executor, row: FileRow) =>
  db.insertInto('booking_files').values(row).execute();

export const filesOf = (db: Executor, no: string, role?: BookingFileRole) => {
  let q = db.selectFrom('booking_files').selectAll().where('appointment_no', '=', no);
  if (role) q = q.where('role', '=', role);
  return q.orderBy('created_at').orderBy('id').execute();
};

export const findFile = (db: Executor, no: string, id: string) =>
  db
    .selectFrom('booking_files')
    .selectAll()
    .where('appointment_no', '=', no)
    .where('id', '=', id)
    .executeTakeFirst();

export const deleteFile = (db: Executor, id: string) =>
  db.deleteFrom('booking_files').where('id', '=', id).executeTakeFirst();

/** Bytes held by one booking and by all of its member's bookings. */
export async function usage(db: Executor, no: string, userId: number) {
  const [booking, member] = await Promise.all([
    db
      .selectFrom('booking_files')
      .select((eb) => eb.fn.sum<number | string | null>('size').as('bytes'))
      .where('appointment_no', '=', no)
      .executeTakeFirst(),
    db
      .selectFrom('booking_files')
      .select((eb) => eb.fn.sum<number | string | null>('size').as('bytes'))
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return { booking: Number(booking?.bytes ?? 0), member: Number(member?.bytes ?? 0) };
}

export const findReading = (db: Executor, no: string) =>
  db.selectFrom('readings').selectAll().where('appointment_no', '=', no).executeTakeFirst();

export async function upsertReading(db: Executor, row: ReadingsTable): Promise<void> {
  const found = await findReading(db, row.appointment_no);
  if (found) {
    await db
      .updateTable('readings')
      .set({
        body: row.body,
        status: row.status,
        updated_by: row.updated_by,
        updated_at: row.updated_at,
        sent_at: row.sent_at,
      })
      .where('appointment_no', '=', row.appointment_no)
      .execute();
  } else {
    await db.insertInto('readings').values(row).execute();
  }
}

export const findReview = (db: Executor, no: string) =>
  db.selectFrom('reviews').selectAll().where('appointment_no', '=', no).executeTakeFirst();

export const findReviewById = (db: Executor, id: string) =>
  db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();

export const insertReview = (db: Executor, row: ReviewsTable) =>
  db.insertInto('reviews').values(row).execute();

export const updateReview = (db: Executor, id: string, patch: Partial<ReviewsTable>) =>
  db.updateTable('reviews').set(patch).where('id', '=', id).execute();

export const deleteReviewRow = (db: Executor, no: string) =>
  db.deleteFrom('reviews').where('appointment_no', '=', no).execute();

export const reviewsByStatus = (db: Db, status?: ReviewsTable['status']) => {
  let q = db.selectFrom('reviews').selectAll();
  if (status) q = q.where('status', '=', status);
  return q.orderBy('created_at', 'desc').limit(500).execute();
};

/** Every file and row of a member's bookings (the account is deleted). */
export async function memberFiles(db: Db, userId: number): Promise<FileRow[]> {
  return db.selectFrom('booking_files').selectAll().where('user_id', '=', userId).execute();
}
