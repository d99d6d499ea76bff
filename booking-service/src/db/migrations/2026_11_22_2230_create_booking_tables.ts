// Only SQL that SQLite and PostgreSQL both accept: text, integer, plain keys, no autoincrement.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('appointments')
    .addColumn('appointment_no', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_phone', 'text')
    .addColumn('customer_email', 'text', (c) => c.notNull())
    .addColumn('dob', 'text', (c) => c.notNull())
    .addColumn('gender_id', 'integer', (c) => c.notNull())
    .addColumn('weekday_id', 'integer', (c) => c.notNull())
    .addColumn('social_link', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('appointment_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('th_currency', 'text', (c) => c.notNull())
    .addColumn('total_price', 'integer', (c) => c.notNull())
    .addColumn('th_total_price', 'integer', (c) => c.notNull())
    .addColumn('discount_amt', 'integer', (c) => c.notNull())
    .addColumn('th_discount_amt', 'integer', (c) => c.notNull())
    .addColumn('balance', 'integer', (c) => c.notNull())
    .addColumn('th_balance', 'integer', (c) => c.notNull())
    .addColumn('payment_type_id', 'integer')
    .addColumn('payment_type_name', 'text')
    .addColumn('payment_type_image', 'text')
    .addColumn('transaction_no', 'text')
    .addColumn('proof_key', 'text')
    .addColumn('proof_mime', 'text')
    .addColumn('proof_sent_at', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('appointments_user_created')
    .on('appointments')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('appointments_date_status')
    .on('appointments')
    .columns(['appointment_date', 'status'])
    .execute();
  await db.schema
    .createIndex('appointments_status_created')
    .on('appointments')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('appointment_lines')
    .addColumn('appointment_no', 'text', (c) =>
      c.notNull().references('appointments.appointment_no').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('package_id', 'integer', (c) => c.notNull())
    .addColumn('package_name', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('th_price', 'integer', (c) => c.notNull())
    .addColumn('discount_amt', 'integer', (c) => c.notNull())
    .addColumn('th_discount_amt', 'integer', (c) => c.notNull())
    .addColumn('balance', 'integer', (c) => c.notNull())
    .addColumn('th_balance', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('appointment_lines_pk', ['appointment_no', 'position'])
    .execute();

  await db.schema
    .createTable('day_counters')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('booked', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('blocked_days')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('reason', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('endpoint', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user')
    .on('push_subscriptions')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('status_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('appointment_no', 'text', (c) =>
      c.notNull().references('appointments.appointment_no').onDelete('cascade'),
    )
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('status_changes_appointment')
    .on('status_changes')
    .columns(['appointment_no', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'status_changes',
    'push_subscriptions',
    'blocked_days',
    'day_counters',
    'appointment_lines',
    'appointments',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
