import type { Envelope, Paged } from '@mystic/shared';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api, errorMessage, type Query } from './api-client';
import {
  canLoadMore,
  hasMorePages,
  initialPagedList,
  pagedListReducer,
  type PagedListState,
} from './paged-list';

export interface PagedList<T> extends PagedListState<T> {
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

/**
 * A paged list from `{ data: { data: [...], meta } }`. Changing `query` (or the language) resets
 * to page 1; loadMore appends the next page.
 */
export function usePagedList<T extends { id: number | string }>(
  path: string,
  query: Query,
  fallbackError: string,
): PagedList<T> {
  const { i18n } = useTranslation();
  const [state, dispatch] = useReducer(pagedListReducer<T>, undefined, initialPagedList<T>);
  const queryJson = JSON.stringify(query);
  const resetKey = JSON.stringify([path, queryJson, i18n.language]);
  // Answers to requests made before the last reset are dropped.
  const generation = useRef(0);

  const fetchPage = useCallback(
    (page: number) => {
      const gen = generation.current;
      dispatch({ type: 'request', page });
      const pageQuery: Query = { ...(JSON.parse(queryJson) as Query), page };
      api
        .get<Envelope<Paged<T>>>(path, { query: pageQuery })
        .then((answer) => {
          if (gen !== generation.current) return;
          dispatch({
            type: 'success',
            page,
            items: answer.data?.data ?? [],
            meta: answer.data?.meta ?? null,
          });
        })
        .catch((error: unknown) => {
          if (gen !== generation.current) return;
          dispatch({ type: 'failure', page, error: errorMessage(error, fallbackError) });
        });
    },
    [path, queryJson, fallbackError],
  );

  // Filters or language changed: back to idle on page 1, which triggers the reload below (the old
  // items stay on screen until page 1 replaces them).
  const firstRun = useRef(true);
  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    generation.current += 1;
    dispatch({ type: 'reset' });
  }, [resetKey]);

  useEffect(() => {
    if (state.status === 'idle') fetchPage(1);
  }, [state.status, fetchPage]);

  const loadMore = useCallback(() => {
    if (!canLoadMore(state)) return;
    fetchPage(state.meta!.current_page + 1);
  }, [state, fetchPage]);

  const retry = useCallback(() => {
    if (state.items.length === 0) dispatch({ type: 'reset' });
    else fetchPage(state.page + 1);
  }, [state.items.length, state.page, fetchPage]);

  return { ...state, hasMore: hasMorePages(state.meta), loadMore, retry };
}
