// The blog's reads (docs/architecture.md section 3): lists, the special and popular posts,
// categories, one post, its recommendations and votes.
import {
  pathOf,
  LIST_QUERIES,
  type Category,
  type Envelope,
  type Paged,
  type Post,
  type SortOption,
  type Vote,
} from '@mystic/shared';
import { useApi } from '@/lib/use-api';
import { usePagedList } from '@/lib/use-paged-list';

export const POSTS_PATH = pathOf('posts');

export function useLatestPosts() {
  return useApi<Envelope<Paged<Post>>>(POSTS_PATH, LIST_QUERIES.latestPosts);
}

export function usePostsList(sort: SortOption, category: string, fallbackError: string) {
  return usePagedList<Post>(POSTS_PATH, LIST_QUERIES.posts(sort, category), fallbackError);
}

/**
 * The server's search (title and excerpt, both languages), asked only when `text` is set: the
 * search overlay asks it when the posts on the page do not answer.
 */
export function useServerSearch(text: string | null) {
  return useApi<Envelope<Post[]>>(
    text ? pathOf('postSearch') : null,
    text ? { q: text } : undefined,
  );
}

export function useTodaySpecial() {
  return useApi<Envelope<Post | null>>(pathOf('todaySpecial'));
}

export function useCategories() {
  return useApi<Envelope<Category[]>>(pathOf('categories'));
}

/**
 * One post by slug, the same address for every reader so the gateway's cache serves it (the
 * member's own like comes from the votes, `useVotes`, never from this answer).
 */
export function usePost(slug: string | undefined) {
  return useApi<Envelope<Post>>(slug ? pathOf('postDetail', { slug }) : null);
}

/** Posts whose visit this page load has already counted. */
const counted = new Set<string>();

/**
 * Counts a visit to a post once per page load: a beacon after the post is shown, so reading the
 * post stays a cacheable GET (the CMS counts one view per visitor and day).
 */
export function countPostView(slug: string): void {
  if (counted.has(slug)) return;
  counted.add(slug);
  const url = pathOf('postView', { slug });
  if (!navigator.sendBeacon?.(url)) {
    void fetch(url, { method: 'POST', keepalive: true }).catch(() => undefined);
  }
}

/** The admin's preview of a post (`?preview=<token>`): the draft, fetched with its signed token. */
export function usePreviewPost(token: string | null) {
  return useApi<Envelope<Post>>(token ? pathOf('preview') : null, token ? { token } : undefined, {
    revalidateIfStale: false,
  });
}

export function useRecommendedPosts(post: Post | undefined) {
  return useApi<Envelope<Post[]>>(post ? pathOf('recommended', { postId: post.id }) : null, {
    category: post?.category?.slug,
  });
}

export function useVotes(postId: number | undefined) {
  return useApi<Envelope<Vote[]>>(postId ? pathOf('votes', { id: postId }) : null);
}
