import { UID, type Strapi } from '../types';

/**
 * Counts one view. Every row of the document (each locale, draft and published) is incremented
 * in one statement, so the count survives the reader republishing the post. An empty count
 * (a row from before sort-keys.ts filled them) counts from 0: NULL + 1 would stay NULL.
 */
export async function countView(strapi: Strapi, documentId: string): Promise<void> {
  const { tableName } = strapi.db.metadata.get(UID.post);
  // Raw SQL: one atomic increment on every row; a read-then-write through the Document Service
  // would lose concurrent views and touch one version only.
  const knex = strapi.db.connection;
  await knex(tableName)
    .where({ document_id: documentId })
    .update({ views: knex.raw('coalesce(??, 0) + 1', ['views']) });
}
