// A post's address (slug): made once from the title when the post is created, unique, and kept
// for good once the post has been published, so shared links keep working. Strapi's own uid
// field fills in only when the reader presses "Regenerate" (and gave "post" before that).
import { UID, type Strapi } from './types';

const MAX = 80;

/** The Latin letters and digits of a title as a slug ("Éclipse & Moon" → "eclipse-moon"). */
export function latinSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX)
    .replace(/-+$/, '');
}

/**
 * The slug for a new post. A title in Latin letters gives its words; a title in another script
 * (Burmese) would keep only its odd Latin part, so it gives the date and a short id instead.
 */
export function slugFor(title: string, date: Date, id: string): string {
  const nonLatinLetters = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u.test(title);
  const latin = latinSlug(title);
  if (latin && !nonLatinLetters) return latin;
  const day = date.toISOString().slice(0, 10).replace(/-/g, '');
  const short = latinSlug(id).slice(0, 6) || Math.random().toString(36).slice(2, 8);
  return `post-${day}-${short}`;
}

const posts = (strapi: Strapi) => strapi.db.query(UID.post);

/** `base`, or `base-2`, `base-3`…: the first not used by another post document. */
async function unique(strapi: Strapi, base: string, documentId: unknown): Promise<string> {
  const taken = new Set(
    (
      (await posts(strapi).findMany({
        select: ['slug', 'documentId'],
        where: { slug: { $startsWith: base } },
      })) as { slug: string; documentId: string }[]
    )
      .filter((r) => r.documentId !== documentId)
      .map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

type Data = Record<string, unknown>;
const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/**
 * Before a post row is created: another row of the same document (another locale, the draft
 * being published) gives its slug; otherwise a new one is made from the title, unique.
 */
export async function slugOnCreate(strapi: Strapi, data: Data): Promise<void> {
  const { documentId } = data;
  if (documentId) {
    const sibling = (await posts(strapi).findOne({
      select: ['slug'],
      where: { documentId, slug: { $notNull: true } },
    })) as { slug: string } | null;
    if (sibling?.slug) {
      data.slug = sibling.slug;
      return;
    }
  }
  const wanted = blank(data.slug)
    ? slugFor(String(data.title ?? ''), new Date(), String(documentId ?? ''))
    : latinSlug(String(data.slug)) || slugFor('', new Date(), String(documentId ?? ''));
  data.slug = await unique(strapi, wanted, documentId);
}

/**
 * Before a post row is updated: once the document has been published the slug stays as it is
 * (a change or an emptied field is dropped); before that a changed slug is kept unique.
 */
export async function slugOnUpdate(
  strapi: Strapi,
  where: Record<string, unknown> | undefined,
  data: Data,
): Promise<void> {
  if (!('slug' in data) || !where?.id) return;
  const row = (await posts(strapi).findOne({
    select: ['documentId', 'slug'],
    where: { id: where.id },
  })) as { documentId: string; slug: string | null } | null;
  if (!row) return;
  const published = await posts(strapi).count({
    where: { documentId: row.documentId, publishedAt: { $notNull: true } },
  });
  if (published > 0 || blank(data.slug)) {
    if (row.slug) data.slug = row.slug;
    else delete data.slug;
    return;
  }
  const wanted = latinSlug(String(data.slug));
  data.slug = wanted === row.slug ? wanted : await unique(strapi, wanted || 'post', row.documentId);
}
