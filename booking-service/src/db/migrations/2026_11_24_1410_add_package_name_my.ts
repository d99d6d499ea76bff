// Each booked package keeps its Burmese name as it was at booking time, beside the English one,
// so lists and slips can follow the member's language. Existing lines have none (NULL).
// Only SQL that SQLite and PostgreSQL both accept; never imports the app's types.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointment_lines').addColumn('package_name_my', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointment_lines').dropColumn('package_name_my').execute();
}
