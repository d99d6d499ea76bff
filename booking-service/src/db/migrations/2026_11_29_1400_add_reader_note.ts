// Issue 42.5: a rejected member is told why. The reader's note of her last rejection stays on the
// booking (cleared when the member pays again), so the member's answers carry it.
// Only SQL that SQLite and PostgreSQL both accept; never imports the app's types.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').addColumn('reader_note', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').dropColumn('reader_note').execute();
}
