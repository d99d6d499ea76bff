// Issue 42: the reader's own notices. Her devices for web push (never mixed with members'
// push_subscriptions), her settings (which notices, quiet hours, language, Telegram chat), the
// outbox of her notices (retried like mails), one-time Telegram link tokens, the Telegram
// buttons she was sent (each usable once), and members who opted in to Telegram.
// Only SQL that SQLite and PostgreSQL both accept; never imports the app's types.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reader_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    /** The Strapi admin user (the desk's signed-in reader). */
    .addColumn('admin_id', 'integer', (c) => c.notNull())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reader_subscriptions_admin')
    .on('reader_subscriptions')
    .column('admin_id')
    .execute();
  await db.schema
    .createTable('reader_settings')
    .addColumn('admin_id', 'integer', (c) => c.primaryKey())
    /** The notice kinds she wants, as a JSON array. */
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('quiet_from', 'text')
    .addColumn('quiet_to', 'text')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('telegram_chat_id', 'text')
    /** The day whose morning summary was claimed (one a day, whatever the instances). */
    .addColumn('summary_day', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('reader_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'integer', (c) => c.notNull())
    /** 'push' (target: a reader_subscriptions id) or 'telegram' (target: the chat id). */
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('appointment_no', 'text')
    /** The notice's facts as JSON, as they were at the event. */
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reader_outbox_due')
    .on('reader_outbox')
    .column('next_attempt_at')
    .execute();
  await db.schema
    .createTable('telegram_links')
    /** sha256 of the deep link's token: a leaked table does not link anyone's chat. */
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('telegram_actions')
    /** The random id carried in the buttons' callback data. */
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'integer', (c) => c.notNull())
    .addColumn('chat_id', 'text', (c) => c.notNull())
    .addColumn('appointment_no', 'text', (c) => c.notNull())
    .addColumn('message_id', 'integer')
    /** The "reply with the note" message of a Reject, which her reply answers. */
    .addColumn('prompt_message_id', 'integer')
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('member_telegram')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('chat_id', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'member_telegram',
    'telegram_actions',
    'telegram_links',
    'reader_outbox',
    'reader_settings',
    'reader_subscriptions',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
