// E-mail (issue 19): every mail is a row written in the same transaction as the event that
// causes it, sent by the sweep with retries, and kept with its status for the reader's desk.
// Each booking keeps the member's UI language at booking time, for the mails about it.
// Only SQL that SQLite and PostgreSQL both accept; never imports the app's types.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').addColumn('locale', 'text').execute();
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    /** 'member' (recipient set) or 'reader' (READER_EMAIL or the site's e-mail at send time). */
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('appointment_no', 'text')
    /** What the template needs, as JSON, as it was at the event. */
    .addColumn('payload', 'text', (c) => c.notNull())
    /** queued, retrying, sent or failed. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('message_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('mail_outbox_appointment')
    .on('mail_outbox')
    .column('appointment_no')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').ifExists().execute();
  await db.schema.alterTable('appointments').dropColumn('locale').execute();
}
