// A post as the query engine loads it (the English published row and its relations) and as the
// public API answers it.
import type { Post, SortOption } from '@mystic/shared';
import { excerptOf, renderBody, stripHtml } from '../html';
import { DEFAULT_IMAGES, imageUrl } from '../media';
import { servedWhere } from '../served';
import type { MediaRow } from '../types';

/** A post row as loaded from the English published version, with its relations. */
export interface PostRow {
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

export const POST_FIELDS = [
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
export const TRANSLATED_POST_FIELDS = ['title', 'excerpt', 'body', 'author', 'read_time'] as const;

// Explicit populate: never `*`. Each relation is one query for the whole page (no N+1). Votes are
// loaded apart (`attachVotes`, votes.ts), so a list can bound them.
export const POST_POPULATE = {
  poster: { select: ['url', 'formats', 'width', 'height'] },
  category: { select: ['id', 'documentId', 'name', 'slug'] },
  tags: { select: ['id', 'documentId', 'name', 'slug'], orderBy: { name: 'asc' } },
};

/**
 * The English published rows are the served set; other locales only translate their fields. A
 * post whose publication date is still ahead is scheduled: it is served from that time on.
 */
export const servedPostWhere = (extra: Record<string, unknown> = {}) =>
  servedWhere({
    $or: [{ published_date: { $null: true } }, { published_date: { $lte: new Date() } }],
    ...extra,
  });

export const POST_ORDER: Record<Exclude<SortOption, 'alphabet-asc' | 'alphabet-desc'>, object[]> = {
  latest: [{ published_date: 'desc' }, { id: 'desc' }],
  oldest: [{ published_date: 'asc' }, { id: 'asc' }],
};

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
