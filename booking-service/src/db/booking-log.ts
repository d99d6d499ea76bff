// The tables that log what happened to a booking (its status changes, its mails) are read back
// the same way: the rows about one booking in the order they were written.
import type { Db } from './index.js';
import type { Database } from './schema.js';

type BookingLogTable = 'status_changes' | 'mail_outbox';

/** The rows of `table` about booking `no`, by time, then id (same-instant ties). */
export async function bookingLog<T extends BookingLogTable>(
  db: Db,
  table: T,
  no: string,
): Promise<Database[T][]> {
  // Kysely cannot type one query over either table; both have the columns used here.
  const rows = await db
    .selectFrom(table as 'status_changes')
    .selectAll()
    .where('appointment_no', '=', no)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows as unknown as Database[T][];
}
