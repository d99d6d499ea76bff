// The post reads and writes of the public API. Strapi's core methods (find, findOne) stay for
// the core REST routes kept for benchmarks (routes/post.ts). The pieces several routes share
// are in lib/content/posts/ (row shape, localisation, votes, A-Z pages, views, documents).
import { factories } from '@strapi/strapi';
import { DEFAULT_LOCALE, type Locale, type SortOption } from '@mystic/shared';
import { postDocumentId } from '../../../lib/content/posts/documents';
import { localizePosts } from '../../../lib/content/posts/localize';
import {
  POST_FIELDS,
  POST_ORDER,
  POST_POPULATE,
  servedPostWhere,
  shapePost,
  type PostRow,
  type PublicPost,
} from '../../../lib/content/posts/rows';
import { englishTitlePage, translatedTitlePage } from '../../../lib/content/posts/title-page';
import { countView } from '../../../lib/content/posts/views';
import { attachVotes, LIST_VOTES_LIMIT, postVotes } from '../../../lib/content/posts/votes';
import { PUBLISHED, UID, type Strapi } from '../../../lib/content/types';

export const POPULAR_LIMIT = 5;
export const RECOMMENDED_LIMIT = 4;
export const SEARCH_LIMIT = 20;

export interface PostListQuery {
  page: number;
  pageSize: number;
  sort: SortOption;
  category: string | null;
  locale: Locale;
}

/**
 * Posts with their poster, category, tags and votes (at most `votesLimit` listed each), text
 * in `locale`. A bounded number of queries whatever the number of posts.
 */
async function loadPosts(
  strapi: Strapi,
  params: { where: object; orderBy?: object[]; limit?: number; offset?: number },
  locale: Locale,
  votesLimit: number | null = LIST_VOTES_LIMIT,
): Promise<PostRow[]> {
  // Query engine: this loader serves the hot post-by-slug read, which took 2.5x as long through
  // the Document Service (200 reads on SQLite: about 1.0-1.6 s against 0.4-0.65 s), and the A-Z
  // pages hand it row ids.
  const rows = (await strapi.db.query(UID.post).findMany({
    select: [...POST_FIELDS],
    populate: POST_POPULATE,
    ...params,
  })) as PostRow[];
  return localizePosts(strapi, await attachVotes(strapi, rows, votesLimit), locale);
}

/** The first post of `params`, shaped, or null. */
async function firstPost(
  strapi: Strapi,
  params: { where: object; orderBy?: object[] },
  locale: Locale,
  votesLimit?: number | null,
): Promise<PublicPost | null> {
  const [row] = await loadPosts(strapi, { ...params, limit: 1 }, locale, votesLimit);
  return row ? shapePost(row) : null;
}

const service = factories.createCoreService(UID.post, ({ strapi }) => ({
  /** One page of published posts and the total. */
  async page(q: PostListQuery): Promise<{ rows: PublicPost[]; total: number }> {
    const where = servedPostWhere(q.category ? { category: { slug: q.category } } : {});
    // Query engine: the same `where` as the page and the A-Z pages (loadPosts).
    const total = Number(await strapi.db.query(UID.post).count({ where }));
    const offset = (q.page - 1) * q.pageSize;
    if (offset >= total) return { rows: [], total };

    if (q.sort === 'latest' || q.sort === 'oldest') {
      const rows = await loadPosts(
        strapi,
        { where, orderBy: POST_ORDER[q.sort], limit: q.pageSize, offset },
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
  },

  /**
   * Published posts whose title or excerpt contains `text` in either language (a Burmese reader
   * finds a post by its English title too), newest first, in `locale`. `text` is Unicode already.
   */
  async search(text: string, locale: Locale): Promise<PublicPost[]> {
    // LIKE's own wildcards are searched as nothing rather than as "anything".
    const needle = text.replace(/[%_\\]/g, '').trim();
    if (!needle) return [];
    const like = { $containsi: needle };
    // Every locale's row (the Burmese versions are rows of their own), published.
    const hits = (await strapi.db.query(UID.post).findMany({
      select: ['documentId'],
      where: { ...PUBLISHED, $or: [{ title: like }, { excerpt: like }] },
      limit: 200,
    })) as { documentId: string }[];
    if (hits.length === 0) return [];
    const documentIds = [...new Set(hits.map((h) => h.documentId))];
    const rows = await loadPosts(
      strapi,
      {
        where: servedPostWhere({ documentId: { $in: documentIds } }),
        orderBy: POST_ORDER.latest,
        limit: SEARCH_LIMIT,
      },
      locale,
    );
    return rows.map(shapePost);
  },

  /** The latest published post marked today-special, or null. */
  todaySpecial(locale: Locale): Promise<PublicPost | null> {
    return firstPost(
      strapi,
      { where: servedPostWhere({ is_special: true }), orderBy: POST_ORDER.latest },
      locale,
    );
  },

  /** The most viewed posts (ties: newest first). */
  async popular(locale: Locale): Promise<PublicPost[]> {
    const rows = await loadPosts(
      strapi,
      {
        where: servedPostWhere(),
        orderBy: [{ views: 'desc' }, { published_date: 'desc' }, { id: 'desc' }],
        limit: POPULAR_LIMIT,
      },
      locale,
    );
    return rows.map(shapePost);
  },

  /** Published posts of the same category (the given slug, else the post's own), newest first. */
  async recommended(
    postId: number,
    categorySlug: string | null,
    locale: Locale,
  ): Promise<PublicPost[]> {
    let slug = categorySlug;
    if (!slug) {
      // Query engine: the served set with the scheduled-post filter, as loadPosts.
      const post = (await strapi.db.query(UID.post).findOne({
        select: ['id'],
        where: servedPostWhere({ public_id: postId }),
        populate: { category: { select: ['slug'] } },
      })) as { category?: { slug: string } | null } | null;
      slug = post?.category?.slug ?? null;
    }
    const rows = await loadPosts(
      strapi,
      {
        where: servedPostWhere({
          public_id: { $ne: postId },
          ...(slug ? { category: { slug } } : {}),
        }),
        orderBy: POST_ORDER.latest,
        limit: RECOMMENDED_LIMIT,
      },
      locale,
    );
    return rows.map(shapePost);
  },

  /** A published post by slug, in `locale`, with every vote, or null. */
  bySlug(slug: string, locale: Locale): Promise<PublicPost | null> {
    return firstPost(strapi, { where: servedPostWhere({ slug }) }, locale, null);
  },

  /**
   * A post as its preview shows it: the `locale` row of the document in `status` (a draft is
   * never served otherwise), whole, with that locale's category and tags. Null when that
   * version does not exist.
   */
  async preview(
    documentId: string,
    locale: Locale,
    status: 'draft' | 'published',
  ): Promise<PublicPost | null> {
    const post = await firstPost(
      strapi,
      {
        where: {
          documentId,
          locale,
          publishedAt: status === 'draft' ? { $null: true } : PUBLISHED.publishedAt,
        },
      },
      DEFAULT_LOCALE,
      null,
    );
    // A draft never published has no date yet: its preview shows the one the first publish
    // would give it (now), as the post's page shows a date (the contract's published_at).
    return post && !post.published_at ? { ...post, published_at: new Date().toISOString() } : post;
  },

  documentIdOf: (publicId: number) => postDocumentId(strapi, publicId),
  countView: (documentId: string) => countView(strapi, documentId),
  votes: (publicId: number) => postVotes(strapi, publicId),
}));

export default service;
export type PostService = ReturnType<typeof service>;
