import { DEFAULT_LOCALE, type Locale, type Post, type SortOption } from '@mystic/shared';
import { excerptOf, renderBody, stripHtml } from './html';
import { overlayLocale } from './locale';
import { DEFAULT_IMAGES, imageUrl } from './media';
import { PUBLISHED, tableOf, UID, type ContentTypeUid, type MediaRow, type Strapi } from './types';

export const POPULAR_LIMIT = 5;
export const RECOMMENDED_LIMIT = 4;
/**
 * Votes listed per post in lists (cards never show them; `votes_count` has the total). A single
 * post (detail, member routes) lists every vote: the like button looks for the member's id.
 */
export const LIST_VOTES_LIMIT = 100;

/** A post row as loaded from the English published version, with its relations. */
interface PostRow {
  id: number;
  /** The stable id the public answers use (`public-id.ts`); `id` is the row, internal. */
  public_id: number;
  documentId: string;
  slug: string;
  title: string;
  excerpt: string | null;
  body: string | null;
  author: string | null;
  published_date: string | null;
  publishedAt: string;
  createdAt: string;
  updatedAt: string;
  read_time: number | null;
  views: number | null;
  is_special: boolean | null;
  poster?: MediaRow | null;
  category?: { id: number; documentId: string; name: string; slug: string } | null;
  tags?: { id: number; documentId: string; name: string; slug: string }[];
  voters?: { id: number }[];
  votes_count?: number;
}

const POST_FIELDS = [
  'id',
  'public_id',
  'documentId',
  'slug',
  'title',
  'excerpt',
  'body',
  'author',
  'published_date',
  'publishedAt',
  'createdAt',
  'updatedAt',
  'read_time',
  'views',
  'is_special',
] as const;
const TRANSLATED_POST_FIELDS = ['title', 'excerpt', 'body', 'author', 'read_time'] as const;

// Explicit populate: never `*`. Each relation is one query for the whole page (no N+1). Votes are
// loaded apart (`attachVotes`), so a list can bound them.
const POST_POPULATE = {
  poster: { select: ['url', 'formats', 'width', 'height'] },
  category: { select: ['id', 'documentId', 'name', 'slug'] },
  tags: { select: ['id', 'documentId', 'name', 'slug'], orderBy: { name: 'asc' } },
};

/**
 * The English published rows are the served set; other locales only translate their fields. A
 * post whose publication date is still ahead is scheduled: it is served from that time on.
 */
const publicWhere = (extra: Record<string, unknown> = {}) => ({
  locale: DEFAULT_LOCALE,
  ...PUBLISHED,
  $or: [{ published_date: { $null: true } }, { published_date: { $lte: new Date() } }],
  ...extra,
});

const ORDER: Record<Exclude<SortOption, 'alphabet-asc' | 'alphabet-desc'>, object[]> = {
  latest: [{ published_date: 'desc' }, { id: 'desc' }],
  oldest: [{ published_date: 'asc' }, { id: 'asc' }],
};

const postQuery = (strapi: Strapi) => strapi.db.query(UID.post);

/** Translates posts and their category and tags into `locale`: a bounded number of queries. */
async function localizePosts(strapi: Strapi, rows: PostRow[], locale: Locale): Promise<PostRow[]> {
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

/**
 * The post of docs/product.md section 3, with a few extra fields (category id, tag slugs,
 * is_special, votes_count).
 */
export type PublicPost = Omit<Post, 'category' | 'tags'> & {
  category: { id: number; name: string; slug: string } | null;
  tags: { name: string; slug: string }[];
  is_special: boolean;
  /** Every vote, also when a list lists only the first LIST_VOTES_LIMIT in `votes`. */
  votes_count: number;
};

/** The public shape of a post (docs/product.md section 3). */
export function shapePost(row: PostRow): PublicPost {
  const body = renderBody(row.body);
  return {
    id: row.public_id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt ? stripHtml(row.excerpt) : excerptOf(body),
    desc: body,
    poster_url: imageUrl(row.poster, DEFAULT_IMAGES.post),
    // A share preview sizes its card from these (og:image:width/height); null for the default.
    poster_width: row.poster?.width ?? null,
    poster_height: row.poster?.height ?? null,
    category: row.category
      ? { id: row.category.id, name: row.category.name, slug: row.category.slug }
      : null,
    author: row.author ?? '',
    published_at: row.published_date ?? row.publishedAt,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    read_time: row.read_time ?? 1,
    views: row.views ?? 0,
    is_special: Boolean(row.is_special),
    tags: (row.tags ?? []).map((t) => ({ name: t.name, slug: t.slug })),
    votes: (row.voters ?? []).map((u) => ({ user_id: u.id })),
    votes_count: row.votes_count ?? row.voters?.length ?? 0,
  };
}

/** The link table of a relation of `uid` (Strapi 5 keeps xToMany and xToOne relations in one). */
function joinTableOf(strapi: Strapi, uid: ContentTypeUid, attribute: string) {
  const field = strapi.db.metadata.get(uid).attributes[attribute];
  const joinTable = field && 'joinTable' in field ? field.joinTable : undefined;
  if (!joinTable || !('inverseJoinColumn' in joinTable))
    throw new Error(`${uid}.${attribute} has no join table`);
  return joinTable;
}

/**
 * Puts each post's voters (in vote order) and their number on the rows: every voter, or at most
 * `limit` per post. One query, or two when limited, whatever the number of posts.
 */
async function attachVotes(
  strapi: Strapi,
  rows: PostRow[],
  limit: number | null,
): Promise<PostRow[]> {
  if (rows.length === 0) return rows;
  const knex = strapi.db.connection;
  const link = joinTableOf(strapi, UID.post, 'voters');
  const post = link.joinColumn.name;
  const user = link.inverseJoinColumn.name;
  const order = link.orderColumnName ?? 'id';
  const ids = rows.map((r) => r.id);
  const ranked = knex(link.name)
    .select({ post_id: post, user_id: user })
    .select(
      knex.raw('row_number() over (partition by ?? order by ??, ??) as rn', [post, order, 'id']),
    )
    .whereIn(post, ids);
  const voters = (await knex
    .select('post_id', 'user_id')
    .from(ranked.as('v'))
    .modify((q) => {
      if (limit !== null) q.where('rn', '<=', limit);
    })
    .orderBy([{ column: 'post_id' }, { column: 'rn' }])) as { post_id: number; user_id: number }[];
  const counts =
    limit === null
      ? null
      : new Map(
          (
            (await knex(link.name)
              .select({ post_id: post })
              .count({ n: '*' })
              .whereIn(post, ids)
              .groupBy(post)) as { post_id: number; n: number | string }[]
          ).map((c) => [Number(c.post_id), Number(c.n)]),
        );
  const byPost = new Map<number, { id: number }[]>();
  for (const v of voters) {
    const list = byPost.get(Number(v.post_id)) ?? [];
    list.push({ id: Number(v.user_id) });
    byPost.set(Number(v.post_id), list);
  }
  return rows.map((r) => {
    const list = byPost.get(r.id) ?? [];
    return { ...r, voters: list, votes_count: counts ? (counts.get(r.id) ?? 0) : list.length };
  });
}

async function loadPosts(
  strapi: Strapi,
  params: { where: object; orderBy?: object[]; limit?: number; offset?: number },
  locale: Locale,
  votesLimit: number | null = LIST_VOTES_LIMIT,
): Promise<PostRow[]> {
  const rows = (await postQuery(strapi).findMany({
    select: [...POST_FIELDS],
    populate: POST_POPULATE,
    ...params,
  })) as PostRow[];
  return localizePosts(strapi, await attachVotes(strapi, rows, votesLimit), locale);
}

export interface PostListQuery {
  page: number;
  pageSize: number;
  sort: SortOption;
  category: string | null;
  locale: Locale;
}

/** One page of published posts and the total. */
export async function listPosts(
  strapi: Strapi,
  q: PostListQuery,
): Promise<{ rows: PublicPost[]; total: number }> {
  const where = publicWhere(q.category ? { category: { slug: q.category } } : {});
  const total = Number(await postQuery(strapi).count({ where }));
  const offset = (q.page - 1) * q.pageSize;
  if (offset >= total) return { rows: [], total };

  if (q.sort === 'latest' || q.sort === 'oldest') {
    const rows = await loadPosts(
      strapi,
      { where, orderBy: ORDER[q.sort], limit: q.pageSize, offset },
      q.locale,
    );
    return { rows: rows.map(shapePost), total };
  }

  const direction = q.sort === 'alphabet-asc' ? 'asc' : 'desc';
  const pageIds =
    q.locale === DEFAULT_LOCALE
      ? await englishTitlePage(strapi, q.category, direction, offset, q.pageSize)
      : await translatedTitlePage(strapi, where, q.locale, direction, offset, q.pageSize);
  const rows = await loadPosts(strapi, { where: { id: { $in: pageIds } } }, q.locale);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    rows: pageIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [shapePost(row)] : [];
    }),
    total,
  };
}

/**
 * One page of English post ids in title order, sorted and cut by the database: case-insensitive
 * (`lower`), ties by id. The category filter matches any row of the category with that slug, as
 * the query engine's `category: { slug }` does.
 */
async function englishTitlePage(
  strapi: Strapi,
  category: string | null,
  direction: 'asc' | 'desc',
  offset: number,
  pageSize: number,
): Promise<number[]> {
  const knex = strapi.db.connection;
  const query = knex(`${tableOf(strapi, UID.post)} as p`)
    .select('p.id')
    .where('p.locale', DEFAULT_LOCALE)
    .whereNotNull('p.published_at')
    // Scheduled posts wait for their date (as publicWhere).
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
async function translatedTitlePage(
  strapi: Strapi,
  where: object,
  locale: Locale,
  direction: 'asc' | 'desc',
  offset: number,
  pageSize: number,
): Promise<number[]> {
  const titles = (await postQuery(strapi).findMany({
    select: ['id', 'documentId', 'title'],
    where,
  })) as { id: number; documentId: string; title: string }[];
  const translated = await overlayLocale(strapi, UID.post, titles, locale, ['title']);
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  translated.sort((a, b) => collator.compare(a.title, b.title) || a.id - b.id);
  if (direction === 'desc') translated.reverse();
  return translated.slice(offset, offset + pageSize).map((t) => t.id);
}

/** The latest published post marked today-special, or null. */
export async function todaySpecial(strapi: Strapi, locale: Locale) {
  const [row] = await loadPosts(
    strapi,
    { where: publicWhere({ is_special: true }), orderBy: ORDER.latest, limit: 1 },
    locale,
  );
  return row ? shapePost(row) : null;
}

export async function popularPosts(strapi: Strapi, locale: Locale) {
  const rows = await loadPosts(
    strapi,
    {
      where: publicWhere(),
      orderBy: [{ views: 'desc' }, { published_date: 'desc' }, { id: 'desc' }],
      limit: POPULAR_LIMIT,
    },
    locale,
  );
  return rows.map(shapePost);
}

/** Published posts of the same category (the given slug, else the post's own), newest first. */
export async function recommendedPosts(
  strapi: Strapi,
  postId: number,
  categorySlug: string | null,
  locale: Locale,
) {
  let slug = categorySlug;
  if (!slug) {
    const post = (await postQuery(strapi).findOne({
      select: ['id'],
      where: publicWhere({ public_id: postId }),
      populate: { category: { select: ['slug'] } },
    })) as { category?: { slug: string } | null } | null;
    slug = post?.category?.slug ?? null;
  }
  const rows = await loadPosts(
    strapi,
    {
      where: publicWhere({
        public_id: { $ne: postId },
        ...(slug ? { category: { slug } } : {}),
      }),
      orderBy: ORDER.latest,
      limit: RECOMMENDED_LIMIT,
    },
    locale,
  );
  return rows.map(shapePost);
}

/** A published post by slug, in `locale`, or null. */
export async function postBySlug(strapi: Strapi, slug: string, locale: Locale) {
  const [row] = await loadPosts(strapi, { where: publicWhere({ slug }), limit: 1 }, locale, null);
  return row ? shapePost(row) : null;
}

/** The document behind a public post id, or null when that id is not a published English post. */
export async function postDocumentId(strapi: Strapi, id: number): Promise<string | null> {
  const row = (await postQuery(strapi).findOne({
    select: ['documentId'],
    where: publicWhere({ public_id: id }),
  })) as { documentId: string } | null;
  return row?.documentId ?? null;
}

/**
 * Counts one view. Every row of the document (each locale, draft and published) is incremented
 * in one statement, so the count survives the reader republishing the post. An empty count
 * (a row from before sort-keys.ts filled them) counts from 0: NULL + 1 would stay NULL.
 */
export async function countView(strapi: Strapi, documentId: string): Promise<void> {
  const { tableName } = strapi.db.metadata.get(UID.post);
  const knex = strapi.db.connection;
  await knex(tableName)
    .where({ document_id: documentId })
    .update({ views: knex.raw('coalesce(??, 0) + 1', ['views']) });
}

/** The votes (likes) of a published post as `[{ user_id }]`, or null for an unknown post. */
export async function postVotes(strapi: Strapi, id: number) {
  const row = (await postQuery(strapi).findOne({
    select: ['id'],
    where: publicWhere({ public_id: id }),
    populate: { voters: { select: ['id'] } },
  })) as { voters?: { id: number }[] } | null;
  return row ? (row.voters ?? []).map((u) => ({ user_id: u.id })) : null;
}

/**
 * Adds or removes a member's vote on a post. The vote is written on every row of the document
 * (each locale, draft and published): publishing copies the draft's relations, so a vote kept
 * only on the published row would be lost the next time the reader publishes.
 * Returns the post's votes afterwards, or null for an unknown post.
 */
export async function setPostVote(strapi: Strapi, id: number, userId: number, liked: boolean) {
  const documentId = await postDocumentId(strapi, id);
  if (!documentId) return null;
  const rows = (await postQuery(strapi).findMany({
    select: ['id'],
    where: { documentId },
  })) as { id: number }[];
  const change = liked ? { connect: [userId] } : { disconnect: [userId] };
  for (const row of rows) {
    await postQuery(strapi).update({ where: { id: row.id }, data: { voters: change } });
  }
  return postVotes(strapi, id);
}

/**
 * A post as its preview shows it: the `locale` row of the document in `status` (a draft is
 * never served otherwise), whole, with that locale's category and tags. Null when that version
 * does not exist.
 */
export async function postPreview(
  strapi: Strapi,
  documentId: string,
  locale: Locale,
  status: 'draft' | 'published',
): Promise<PublicPost | null> {
  const [row] = await loadPosts(
    strapi,
    {
      where: {
        documentId,
        locale,
        publishedAt: status === 'draft' ? { $null: true } : PUBLISHED.publishedAt,
      },
      limit: 1,
    },
    DEFAULT_LOCALE,
    null,
  );
  return row ? shapePost(row) : null;
}

/** The slug of a post document (shared by its locales), whichever version exists. */
export async function postSlug(strapi: Strapi, documentId: string): Promise<string | null> {
  const row = (await postQuery(strapi).findOne({
    select: ['slug'],
    where: { documentId, slug: { $notNull: true } },
  })) as { slug: string } | null;
  return row?.slug ?? null;
}
