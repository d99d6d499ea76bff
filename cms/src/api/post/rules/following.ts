// Fields the site fills for the reader keep following what they are made from until she writes
// her own (issue 39): the short summary follows the text, the web address follows the English
// title until the post is first published. A value she typed is never replaced; one that is still
// what the site made is remade when its source changes. (Before this the summary was made once,
// at the first save, so cards kept an older text's or another language's summary, and the
// address kept the first title's words.)
import { excerptOf, renderBody } from '../../../lib/content/html';
import { latinSlug, slugFor } from '../../../lib/content/slug';
import { UID, type Strapi } from '../../../lib/content/types';

type Data = Record<string, unknown>;

interface StoredPost {
  documentId: string;
  locale: string | null;
  title: string | null;
  slug: string | null;
  excerpt: string | null;
  body: string | null;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The summary the site makes from a Markdown text (null when the text is empty). */
export const summaryOf = (body: unknown): string | null =>
  excerptOf(renderBody(text(body))) || null;

/** True when a stored summary is still the site's own (empty, or made from the stored text). */
export const summaryIsMade = (excerpt: unknown, body: unknown): boolean =>
  !text(excerpt).trim() || text(excerpt) === summaryOf(body);

/**
 * On an update of one post row: the summary is remade from the new text when the stored one was
 * the site's and she did not change it in this save; an emptied summary is made from the text.
 */
export function followSummary(stored: Pick<StoredPost, 'excerpt' | 'body'>, data: Data): void {
  const body = 'body' in data ? data.body : stored.body;
  if ('excerpt' in data && !text(data.excerpt).trim()) {
    data.excerpt = summaryOf(body);
    return;
  }
  if (!('body' in data) || text(data.body) === text(stored.body)) return;
  const typedNow = 'excerpt' in data && text(data.excerpt) !== text(stored.excerpt);
  if (!typedNow && summaryIsMade(stored.excerpt, stored.body)) data.excerpt = summaryOf(body);
}

/**
 * True when a slug is one the site made: from this title (with a -2, -3… to keep it unique), the
 * dated form a non-Latin title gets, or Strapi's old "Regenerate" answer, `post`.
 */
export function slugIsMade(slug: string | null, title: string | null): boolean {
  if (!slug) return true;
  const base = latinSlug(text(title));
  const own = (b: string) => slug === b || new RegExp(`^${b}-\\d+$`).test(slug);
  return (base !== '' && own(base)) || /^post-\d{8}-[a-z0-9]+(-\d+)?$/.test(slug) || own('post');
}

/**
 * On an update of an English row of a post never published: a changed title gives a new slug
 * when the stored one was the site's and she did not type another in this save. The slug rules
 * (lib/content/slug.ts, after this) then keep it unique, and fixed once published.
 */
export function followSlug(stored: StoredPost, data: Data, published: boolean): void {
  if (published || stored.locale !== 'en' || !('title' in data)) return;
  if (text(data.title) === text(stored.title) || !text(data.title).trim()) return;
  const typedNow = 'slug' in data && text(data.slug) !== text(stored.slug) && text(data.slug);
  if (typedNow || !slugIsMade(stored.slug, stored.title)) return;
  data.slug = slugFor(text(data.title), new Date(), stored.documentId);
}

const posts = (strapi: Strapi) => strapi.db.query(UID.post);

/** Before a post row is updated (by id): the summary and the slug follow their sources. */
export async function followOnUpdate(
  strapi: Strapi,
  where: Record<string, unknown> | undefined,
  data: Data,
): Promise<void> {
  if (!where?.id || !('body' in data || 'excerpt' in data || 'title' in data)) return;
  const stored = (await posts(strapi).findOne({
    select: ['documentId', 'locale', 'title', 'slug', 'excerpt', 'body'],
    where: { id: where.id },
  })) as StoredPost | null;
  if (!stored) return;
  followSummary(stored, data);
  if (!('title' in data)) return;
  const published = await posts(strapi).count({
    where: { documentId: stored.documentId, publishedAt: { $notNull: true } },
  });
  followSlug(stored, data, published > 0);
}

/**
 * Before a new language version's row is created: a summary copied from another language (the
 * admin's "fill in from another locale") is made again from this version's own text.
 */
export async function followOnCreate(strapi: Strapi, data: Data): Promise<void> {
  const { documentId, locale } = data;
  if (!documentId || !locale || !text(data.excerpt)) return;
  const others = (await posts(strapi).findMany({
    select: ['excerpt'],
    where: { documentId, locale: { $ne: locale } },
  })) as { excerpt: string | null }[];
  if (others.some((o) => o.excerpt === data.excerpt)) data.excerpt = summaryOf(data.body);
}
