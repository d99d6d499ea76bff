// A See More list (docs/product.md section 4) on SWR's useSWRInfinite: page 1 replaces, See More
// appends the next page, a change of filters or language starts again from page 1, more exists
// while current_page < last_page. While a new page 1 loads the old items stay on screen, so the
// page keeps its height and the scroll position restored after a sort or category change is not
// cut short.
import type { Envelope, PageMeta, Paged } from '@mystic/shared';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import useSWRInfinite from 'swr/infinite';
import { api, buildUrl, errorMessage, type Query } from './api-client';
import { useHandedAnswer } from './first-answer';

/** The load state of a list or a read, as the pages show it. */
export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface PagedList<T> {
  status: LoadStatus;
  items: T[];
  /** The last page loaded (1 before any). */
  page: number;
  meta: PageMeta | null;
  error: string | null;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

type PageKey = [url: string, language: string, page: number];
type PageAnswer<T> = Envelope<Paged<T>>;

/** A page that could not be loaded: which one, and why. */
class PageLoadError extends Error {
  constructor(
    readonly page: number,
    readonly reason: unknown,
  ) {
    super(`page ${page} failed`);
  }
}

export function hasMorePages(meta: PageMeta | null | undefined): boolean {
  return Boolean(meta && meta.current_page < meta.last_page);
}

/** The items of the pages in order, each id once (a page may repeat one the page before had). */
export function mergePages<T extends { id: number | string }>(pages: PageAnswer<T>[]): T[] {
  const seen = new Set<number | string>();
  const items: T[] = [];
  for (const page of pages) {
    for (const item of page.data?.data ?? []) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

interface Shown<T> {
  items: T[];
  meta: PageMeta | null;
}
const NOTHING: Shown<never> = { items: [], meta: null };

/**
 * A paged list from `{ data: { data: [...], meta } }`. Changing `query` (or the language) starts
 * again at page 1; loadMore appends the next page; retry asks again for the page that failed.
 */
export function usePagedList<T extends { id: number | string }>(
  path: string,
  query: Query,
  fallbackError: string,
): PagedList<T> {
  const { i18n } = useTranslation();
  const queryJson = JSON.stringify(query);
  const getKey = (index: number, previous: PageAnswer<T> | null): PageKey | null => {
    if (previous && !hasMorePages(previous.data?.meta)) return null;
    const page = index + 1;
    return [buildUrl(path, { ...(JSON.parse(queryJson) as Query), page }), i18n.language, page];
  };
  // A first page handed over with the HTML (first-answer.ts) is this mount's page 1 while the
  // list is the one it answers: shown at once and not asked for again.
  const firstUrl = getKey(0, null)![0];
  const handed = useHandedAnswer<PageAnswer<T>>(firstUrl);
  // One array while the page is the same: SWR answers it as `data`, and a new one is a new list.
  const handedPages = useMemo(() => (handed === undefined ? undefined : [handed]), [handed]);
  const swr = useSWRInfinite<PageAnswer<T>, PageLoadError>(
    getKey,
    ([url, , page]: PageKey) =>
      api.get<PageAnswer<T>>(url).catch((error: unknown) => {
        throw new PageLoadError(page, error);
      }),
    // See More fetches only the next page; opening the list again refreshes the pages it shows.
    handedPages
      ? { revalidateFirstPage: false, revalidateOnMount: false, fallbackData: handedPages }
      : { revalidateFirstPage: false, revalidateOnMount: true },
  );
  const { data, error, isLoading, isValidating, size, setSize, mutate } = swr;

  const loaded = data?.length ?? 0;
  const loading = isLoading || (isValidating && loaded < size);
  // Page 1 failing: the error replaces the list (docs/product.md section 8), older items included.
  const firstPageFailed = !loading && error?.page === 1;
  const fresh = useMemo<Shown<T> | null>(
    () => (data ? { items: mergePages(data), meta: data.at(-1)?.data?.meta ?? null } : null),
    [data],
  );

  // What is on screen: this list's pages, else (while a new page 1 loads) the last ones shown.
  const [shown, setShown] = useState<Shown<T>>(NOTHING);
  const current = firstPageFailed ? NOTHING : (fresh ?? shown);
  if (current !== shown) setShown(current);
  const { items, meta } = current;

  const status: LoadStatus = loading ? 'loading' : error ? 'failed' : 'succeeded';

  const loadMore = useCallback(() => {
    if (loading || !hasMorePages(meta)) return;
    // After a failed See More the page that failed is still wanted: ask for it again.
    void setSize(loaded < size ? size : loaded + 1);
  }, [loading, meta, loaded, size, setSize]);

  const retry = useCallback(() => {
    if (loaded > 0 && loaded < size) void setSize(size);
    else void mutate();
  }, [loaded, size, setSize, mutate]);

  return {
    status,
    items,
    page: Math.max(loaded, 1),
    meta,
    error: status === 'failed' && error ? errorMessage(error.reason, fallbackError) : null,
    hasMore: hasMorePages(meta),
    loadMore,
    retry,
  };
}
