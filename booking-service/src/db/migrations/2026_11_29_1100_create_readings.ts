// Issue 44: the files of a booking (the client's photos before the day, the reader's recordings,
// photos and documents after it), the reader's written reading, the members' reviews, and when a
// booking's member was asked for one. Files live in BOOKING_UPLOAD_DIR/readings; rows say whose
// they are. Only SQL that SQLite and PostgreSQL both accept; never imports the app's types.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('booking_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('appointment_no', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // 'material' (the member's) or 'reading' (the reader's).
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('duration_seconds', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('booking_files_appointment')
    .on('booking_files')
    .column('appointment_no')
    .execute();
  await db.schema.createIndex('booking_files_user').on('booking_files').column('user_id').execute();

  await db.schema
    .createTable('readings')
    .addColumn('appointment_no', 'text', (c) => c.primaryKey())
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    // 'draft' until sent; a sent reading may still be corrected and sent again.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('appointment_no', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('member_name', 'text', (c) => c.notNull())
    // The booking's package ids as a JSON array (the public pages count them per package).
    .addColumn('package_ids', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('display', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reply', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reviews_status').on('reviews').column('status').execute();

  await db.schema.alterTable('appointments').addColumn('review_asked_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').dropColumn('review_asked_at').execute();
  await db.schema.dropTable('reviews').execute();
  await db.schema.dropTable('readings').execute();
  await db.schema.dropTable('booking_files').execute();
}
