// The blog's reads (docs/architecture.md section 3): lists, the special and popular posts,
// categories, one post, its recommendations and votes.
import { pathOf, LIST_QUERIES, type Post, type SortOption } from '@mystic/shared';
import { useEndpoint, usePagedEndpoint } from '@/lib/use-endpoint';

export function useLatestPosts() {
  return useEndpoint('posts', { query: LIST_QUERIES.latestPosts });
}

export function usePostsList(sort: SortOption, category: string, fallbackError: string) {
  return usePagedEndpoint('posts', LIST_QUERIES.posts(sort, category), fallbackError);
}

/**
 * The server's search (title and excerpt, both languages), asked only when `text` is set: the
 * search overlay asks it when the posts on the page do not answer.
 */
export function useServerSearch(text: string | null) {
  return useEndpoint('postSearch', text ? { query: { q: text } } : null);
}

export function useTodaySpecial() {
  return useEndpoint('todaySpecial', {});
}

export function useCategories() {
  return useEndpoint('categories', {});
}

/**
 * One post by slug, the same address for every reader so the gateway's cache serves it (the
 * member's own like comes from the votes, `useVotes`, never from this answer).
 */
export function usePost(slug: string | undefined) {
  return useEndpoint('postDetail', slug ? { params: { slug } } : null);
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
  return useEndpoint('preview', token ? { query: { token } } : null, { revalidateIfStale: false });
}

export function useRecommendedPosts(post: Post | undefined) {
  return useEndpoint(
    'recommended',
    post ? { params: { postId: post.id }, query: { category: post.category?.slug } } : null,
  );
}

export function useVotes(postId: number | undefined) {
  return useEndpoint('votes', postId ? { params: { id: postId } } : null);
}
