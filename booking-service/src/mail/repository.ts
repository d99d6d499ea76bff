// Kysely code for the mail outbox: queue, claim with a lease, then mark sent or reschedule.
// Every write after the claim is conditional on the lease, so a sweep whose lease ran out (and
// was taken over) can no longer change the row.
import type { Db, Executor } from '../db/index.js';
import type { MailOutboxTable } from '../db/schema.js';

const OPEN = ['queued', 'retrying'] as const;

export async function insert(trx: Executor, row: MailOutboxTable): Promise<void> {
  await trx.insertInto('mail_outbox').values(row).execute();
}

/** Ids due at `now` and not leased by anyone, oldest first. */
export async function dueIds(db: Db, now: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', 'in', OPEN)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Leases `id` until `until` if it is open, due and free: of several sweeps, exactly one wins. */
export async function claim(
  db: Db,
  id: string,
  now: string,
  until: string,
): Promise<MailOutboxTable | null> {
  const res = await db
    .updateTable('mail_outbox')
    .set({ locked_until: until })
    .where('id', '=', id)
    .where('status', 'in', OPEN)
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return null;
  return (
    (await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst()) ?? null
  );
}

/** Records the outcome of an attempt, if the lease is still ours. */
export async function settle(
  db: Db,
  id: string,
  lease: string,
  patch: Partial<
    Pick<
      MailOutboxTable,
      'status' | 'attempts' | 'next_attempt_at' | 'last_error' | 'sent_at' | 'message_id'
    >
  >,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ ...patch, locked_until: null })
    .where('id', '=', id)
    .where('locked_until', '=', lease)
    .execute();
}

/** The mails about one booking, oldest first (the reader's desk shows them). */
export async function forAppointment(db: Db, no: string): Promise<MailOutboxTable[]> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('appointment_no', '=', no)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
