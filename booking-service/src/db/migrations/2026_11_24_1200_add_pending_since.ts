// When an appointment last became Pending: expiry counts from here, so a booking the reader sends
// back from Verifying to Pending gets the full unpaid window again instead of expiring at once.
// Only SQL that SQLite and PostgreSQL both accept; never imports the app's types.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').addColumn('pending_since', 'text').execute();
  // Existing rows: the last audited move to Pending, or the booking's creation.
  await sql`
    update appointments set pending_since = coalesce(
      (select max(s.created_at) from status_changes s
        where s.appointment_no = appointments.appointment_no and s.to_status = 'Pending'),
      created_at)
  `.execute(db);
  await db.schema
    .createIndex('appointments_status_pending_since')
    .on('appointments')
    .columns(['status', 'pending_since'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('appointments_status_pending_since').ifExists().execute();
  await db.schema.alterTable('appointments').dropColumn('pending_since').execute();
}
