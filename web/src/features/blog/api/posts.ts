// The blog's reads (SPEC.md section 7): lists, the special and popular posts, categories, one post,
// its recommendations and votes.
import {
  CATEGORY_ALL,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_HOME,
  type Category,
  type Envelope,
  type Paged,
  type Post,
  type SortOption,
  type Vote,
} from '@mystic/shared';
import { useApi } from '@/lib/use-api';
import { usePagedList } from '@/lib/use-paged-list';

export const POSTS_PATH = '/api/posts-list';

export function useLatestPosts() {
  return useApi<Envelope<Paged<Post>>>(POSTS_PATH, {
    page: 1,
    page_size: PAGE_SIZE_HOME,
    sort: 'latest',
  });
}

export function usePostsList(sort: SortOption, category: string, fallbackError: string) {
  return usePagedList<Post>(
    POSTS_PATH,
    {
      sort,
      category: category === CATEGORY_ALL ? undefined : category,
      page_size: PAGE_SIZE_DEFAULT,
    },
    fallbackError,
  );
}

export function useTodaySpecial() {
  return useApi<Envelope<Post | null>>('/api/today-special-post');
}

export function useCategories() {
  return useApi<Envelope<Category[]>>('/api/categories-list');
}

/** One post by slug; `userId` lets the server mark the member's vote. */
export function usePost(slug: string | undefined, userId: number | undefined) {
  return useApi<Envelope<Post>>(
    slug ? `${POSTS_PATH}/${encodeURIComponent(slug)}` : null,
    { userId },
    // A view is counted per fetch: do not refetch on its own.
    { revalidateIfStale: false },
  );
}

/** The admin's preview of a post (`?preview=<token>`): the draft, fetched with its signed token. */
export function usePreviewPost(token: string | null) {
  return useApi<Envelope<Post>>(token ? '/api/preview' : null, token ? { token } : undefined, {
    revalidateIfStale: false,
  });
}

export function useRecommendedPosts(post: Post | undefined) {
  return useApi<Envelope<Post[]>>(post ? `${POSTS_PATH}/${post.id}/recommended` : null, {
    category: post?.category?.slug,
  });
}

export function useVotes(postId: number | undefined) {
  return useApi<Envelope<Vote[]>>(postId ? `/api/posts/${postId}/votes` : null);
}
