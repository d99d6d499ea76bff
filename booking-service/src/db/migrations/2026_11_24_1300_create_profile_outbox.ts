// Profile updates owed to the CMS (the booking form's intake fields): written in the booking's
// transaction, delivered after it and retried by the periodic sweep until the CMS takes them.
// Only SQL that SQLite and PostgreSQL both accept; never imports the app's types.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('profile_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('profile_outbox_next_attempt')
    .on('profile_outbox')
    .column('next_attempt_at')
    .execute();
  await db.schema
    .createIndex('profile_outbox_user')
    .on('profile_outbox')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('profile_outbox').ifExists().execute();
}
