// The A-Z sorts (README "A-Z sorts"): one page of post ids in title order.
import { DEFAULT_LOCALE, type Locale } from '@mystic/shared';
import { overlayLocale } from '../locale';
import { joinTableOf, tableOf, UID, type Strapi } from '../types';

/**
 * One page of English post ids in title order, sorted and cut by the database: case-insensitive
 * (`lower`), ties by id. The category filter matches any row of the category with that slug, as
 * the query engine's `category: { slug }` does.
 */
export async function englishTitlePage(
  strapi: Strapi,
  category: string | null,
  direction: 'asc' | 'desc',
  offset: number,
  pageSize: number,
): Promise<number[]> {
  // Raw SQL: the Document Service cannot sort by `lower(title)`.
  const knex = strapi.db.connection;
  const query = knex(`${tableOf(strapi, UID.post)} as p`)
    .select('p.id')
    .where('p.locale', DEFAULT_LOCALE)
    .whereNotNull('p.published_at')
    // Scheduled posts wait for their date (as servedPostWhere).
    .where((q) => q.whereNull('p.published_date').orWhere('p.published_date', '<=', new Date()));
  if (category) {
    const link = joinTableOf(strapi, UID.post, 'category');
    query.whereIn(
      'p.id',
      knex(link.name)
        .select(link.joinColumn.name)
        .whereIn(
          link.inverseJoinColumn.name,
          knex(tableOf(strapi, UID.category)).select('id').where('slug', category),
        ),
    );
  }
  const rows = (await query
    .orderByRaw(`lower(p.title) ${direction}, p.id ${direction}`)
    .limit(pageSize)
    .offset(offset)) as { id: number }[];
  return rows.map((r) => Number(r.id));
}

/**
 * One page of post ids in another language's title order: translated titles with the English
 * fallback, in that language's collation (Burmese puts Myanmar script first), which SQL cannot
 * do portably. Only ids and titles of the whole set are read (one or two small queries).
 */
export async function translatedTitlePage(
  strapi: Strapi,
  where: object,
  locale: Locale,
  direction: 'asc' | 'desc',
  offset: number,
  pageSize: number,
): Promise<number[]> {
  // Query engine: the same `where` (served set, scheduled posts, category) as the count.
  const titles = (await strapi.db.query(UID.post).findMany({
    select: ['id', 'documentId', 'title'],
    where,
  })) as { id: number; documentId: string; title: string }[];
  const translated = await overlayLocale(strapi, UID.post, titles, locale, ['title']);
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  translated.sort((a, b) => collator.compare(a.title, b.title) || a.id - b.id);
  if (direction === 'desc') translated.reverse();
  return translated.slice(offset, offset + pageSize).map((t) => t.id);
}
