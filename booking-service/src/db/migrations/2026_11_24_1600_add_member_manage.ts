// Members manage their bookings (issue 18): how often a booking was moved, which reminders the
// sweep has claimed (so two sweeps never both send one), and each push subscription's language.
// Only SQL that SQLite and PostgreSQL both accept; never imports the app's types.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('appointments')
    .addColumn('reschedule_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('appointments').addColumn('day_before_reminded_at', 'text').execute();
  await db.schema.alterTable('appointments').addColumn('unconfirmed_reminded_at', 'text').execute();
  await db.schema
    .alterTable('push_subscriptions')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('push_subscriptions').dropColumn('locale').execute();
  await db.schema.alterTable('appointments').dropColumn('unconfirmed_reminded_at').execute();
  await db.schema.alterTable('appointments').dropColumn('day_before_reminded_at').execute();
  await db.schema.alterTable('appointments').dropColumn('reschedule_count').execute();
}
