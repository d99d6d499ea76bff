// Issue 45: the waitlist of full days, and bookings made for someone else.
// - waitlist_entries: one member waiting for one day, in the order they joined. `open_key` is 1
//   while the entry waits or holds an offer and NULL once it ended, so the unique index on
//   (user_id, day, open_key) lets a member wait for a day once at a time (NULLs never collide).
// - appointments.subject_name / subject_phone: the person read for, when not the booker.
// - saved_people: the people a member booked for, to pick again.
// Only SQL that SQLite and PostgreSQL both accept; never imports the app's types.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('waitlist_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    /** The member's name when they joined (the desk shows it). */
    .addColumn('member_name', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    /** waiting, offered, accepted, declined, lapsed, left or removed. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('open_key', 'integer')
    /** The booking form as the member filled it (JSON): an accepted offer books with it. */
    .addColumn('intake', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('offered_at', 'text')
    .addColumn('hold_until', 'text')
    /** Who offered: 'system' (a freed place) or 'reader:<name>' (by hand from the desk). */
    .addColumn('offered_by', 'text')
    .addColumn('ended_at', 'text')
    .addColumn('appointment_no', 'text')
    .execute();
  await db.schema
    .createIndex('waitlist_entries_open_once')
    .on('waitlist_entries')
    .columns(['user_id', 'day', 'open_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('waitlist_entries_line')
    .on('waitlist_entries')
    .columns(['day', 'status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('waitlist_entries_holds')
    .on('waitlist_entries')
    .columns(['status', 'hold_until'])
    .execute();

  await db.schema.alterTable('appointments').addColumn('subject_name', 'text').execute();
  await db.schema.alterTable('appointments').addColumn('subject_phone', 'text').execute();

  await db.schema
    .createTable('saved_people')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('dob', 'text', (c) => c.notNull())
    .addColumn('gender_id', 'integer', (c) => c.notNull())
    .addColumn('weekday_id', 'integer', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('saved_people_once')
    .on('saved_people')
    .columns(['user_id', 'name', 'dob'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_people').ifExists().execute();
  await db.schema.alterTable('appointments').dropColumn('subject_phone').execute();
  await db.schema.alterTable('appointments').dropColumn('subject_name').execute();
  await db.schema.dropTable('waitlist_entries').ifExists().execute();
}
