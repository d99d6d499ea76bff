import { DEFAULT_LOCALE, type Locale } from '@mystic/shared';
import { overlayLocale } from '../locale';
import { UID, type Strapi } from '../types';
import { TRANSLATED_POST_FIELDS, type PostRow } from './rows';

/** Translates posts and their category and tags into `locale`: a bounded number of queries. */
export async function localizePosts(
  strapi: Strapi,
  rows: PostRow[],
  locale: Locale,
): Promise<PostRow[]> {
  if (locale === DEFAULT_LOCALE || rows.length === 0) return rows;
  const posts = await overlayLocale(strapi, UID.post, rows, locale, TRANSLATED_POST_FIELDS);
  const categories = posts.flatMap((p) => (p.category ? [p.category] : []));
  const tags = posts.flatMap((p) => p.tags ?? []);
  const [localCategories, localTags] = await Promise.all([
    overlayLocale(strapi, UID.category, categories, locale, ['name']),
    overlayLocale(strapi, UID.tag, tags, locale, ['name']),
  ]);
  const categoryName = new Map(localCategories.map((c) => [c.id, c.name]));
  const tagName = new Map(localTags.map((t) => [t.id, t.name]));
  return posts.map((p) => ({
    ...p,
    category: p.category
      ? { ...p.category, name: categoryName.get(p.category.id) ?? p.category.name }
      : null,
    tags: (p.tags ?? []).map((t) => ({ ...t, name: tagName.get(t.id) ?? t.name })),
  }));
}
