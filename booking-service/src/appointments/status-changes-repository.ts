// The status_changes table: the audit of every status change and move. Every write to it is here.
import type { Db, Executor } from '../db/index.js';
import { bookingLog } from '../db/booking-log.js';
import type { StatusChangesTable } from '../db/schema.js';

export async function insertStatusChange(trx: Executor, change: StatusChangesTable): Promise<void> {
  await trx.insertInto('status_changes').values(change).execute();
}

/** The audit of `no` in the order the changes were made. */
export const history = (db: Db, no: string): Promise<StatusChangesTable[]> =>
  bookingLog(db, 'status_changes', no);

/** When each of `nos` last moved to Verifying (from the audit), by appointment number. */
export async function verifyingSince(db: Db, nos: string[]): Promise<Map<string, string>> {
  if (nos.length === 0) return new Map();
  const rows = await db
    .selectFrom('status_changes')
    .select(['appointment_no', (eb) => eb.fn.max('created_at').as('since')])
    .where('appointment_no', 'in', nos)
    .where('to_status', '=', 'Verifying')
    .groupBy('appointment_no')
    .execute();
  return new Map(rows.map((r) => [r.appointment_no, String(r.since)]));
}
