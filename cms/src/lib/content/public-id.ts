// Stable public ids for posts and packages. Strapi 5 publishes by deleting the published row
// and creating a new one, so a row id changes at every publish (a package went 2 → 45 → 46 and a
// booking form holding the old id was refused). Each document instead carries `public_id`, a
// number given once and shared by all its rows (every locale, draft and published): the id of
// its first row, so it never collides with another document's. Types without draft & publish
// (categories, tags, payment types, genders, weekdays, zodiacs) keep their row ids, which never
// change.
import { DEFAULT_LOCALE } from '@mystic/shared';
import { PUBLISHED, tableOf, UID, type ContentTypeUid, type Strapi } from './types';

export const STABLE_ID_TYPES: readonly string[] = [UID.post, UID.package];

type Data = Record<string, unknown>;

/** Lifecycles: a new row takes its document's public id; the first row of a document its own id. */
export function keepPublicIds(strapi: Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: [...STABLE_ID_TYPES],
    async beforeCreate(event) {
      const data = event.params.data as Data | undefined;
      if (!data) return;
      delete data.public_id;
      if (!data.documentId) return;
      const sibling = (await strapi.db.query(event.model.uid).findOne({
        select: ['public_id'],
        where: { documentId: data.documentId, public_id: { $notNull: true } },
      })) as { public_id: number } | null;
      if (sibling) data.public_id = sibling.public_id;
    },
    async afterCreate(event) {
      const result = event.result as { id?: number; public_id?: number | null } | undefined;
      if (!result?.id || result.public_id) return;
      const table = tableOf(strapi, event.model.uid);
      // Within the writing transaction (publish runs in one): a plain connection would wait for
      // it, and SQLite has only one. The query engine would run this file's beforeUpdate.
      await strapi.db.transaction(({ trx }) =>
        trx(table).where({ id: result.id }).update({ public_id: result.id }),
      );
      result.public_id = result.id;
    },
    beforeUpdate(event) {
      // Given once; an edit (or a form sending it back) never changes it.
      const data = event.params.data as Data | undefined;
      if (data) delete data.public_id;
    },
  });
}

/**
 * Once, for rows from before public ids: each document takes the id of its English published
 * row (the id the site served until now, so links and booking forms holding it keep working),
 * else its lowest row id.
 */
export async function backfillPublicIds(strapi: Strapi): Promise<void> {
  for (const uid of STABLE_ID_TYPES) {
    const knex = strapi.db.connection;
    const table = tableOf(strapi, uid);
    const missing = (await knex(table).distinct('document_id').whereNull('public_id')) as {
      document_id: string;
    }[];
    for (const { document_id } of missing) {
      const rows = (await knex(table)
        .select('id', 'locale', 'published_at', 'public_id')
        .where({ document_id })) as {
        id: number;
        locale: string;
        published_at: unknown;
        public_id: number | null;
      }[];
      const served = rows.find((r) => r.locale === DEFAULT_LOCALE && r.published_at);
      const id =
        rows.find((r) => r.public_id)?.public_id ??
        served?.id ??
        Math.min(...rows.map((r) => r.id));
      await knex(table).where({ document_id }).update({ public_id: id });
    }
  }
}

/** The served (English published) row behind a public id: its row id and document, or null. */
export async function servedRow(
  strapi: Strapi,
  uid: ContentTypeUid,
  publicId: number,
): Promise<{ id: number; documentId: string } | null> {
  return (await strapi.db.query(uid).findOne({
    select: ['id', 'documentId'],
    where: { public_id: publicId, locale: DEFAULT_LOCALE, ...PUBLISHED },
  })) as { id: number; documentId: string } | null;
}
