// The client's key for one attempt of the booking form: a resubmit with the same key (a retry, or
// Back and submit again) finds the booking it already made instead of making a second one.
// Only SQL that SQLite and PostgreSQL both accept; never imports the app's types.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').addColumn('idempotency_key', 'text').execute();
  // Unique per member; rows without a key (NULL) never collide on either database.
  await db.schema
    .createIndex('appointments_user_idempotency_key')
    .on('appointments')
    .columns(['user_id', 'idempotency_key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('appointments_user_idempotency_key').ifExists().execute();
  await db.schema.alterTable('appointments').dropColumn('idempotency_key').execute();
}
