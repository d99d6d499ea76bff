// The load state of a paged list (docs/product.md section 4): page 1 replaces, See More appends the
// next page, a change of filters resets to idle on page 1, more exists while
// current_page < last_page. A reset keeps the items on screen until page 1 replaces them, so the page keeps its
// height and the scroll position restored after a sort or category change is not cut short.
import type { PageMeta } from '@mystic/shared';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface PagedListState<T> {
  status: LoadStatus;
  items: T[];
  page: number;
  meta: PageMeta | null;
  error: string | null;
}

export type PagedListAction<T> =
  | { type: 'reset' }
  | { type: 'request'; page: number }
  | { type: 'success'; page: number; items: T[]; meta: PageMeta | null }
  | { type: 'failure'; page: number; error: string };

export function initialPagedList<T>(): PagedListState<T> {
  return { status: 'idle', items: [], page: 1, meta: null, error: null };
}

export function pagedListReducer<T extends { id: number | string }>(
  state: PagedListState<T>,
  action: PagedListAction<T>,
): PagedListState<T> {
  switch (action.type) {
    case 'reset':
      return { ...state, status: 'idle', page: 1, error: null };
    case 'request':
      return { ...state, status: 'loading', page: action.page, error: null };
    case 'success': {
      if (action.page !== state.page) return state; // an answer for a page no longer wanted
      if (action.page === 1) {
        return {
          status: 'succeeded',
          items: action.items,
          page: 1,
          meta: action.meta,
          error: null,
        };
      }
      const seen = new Set(state.items.map((i) => i.id));
      const appended = action.items.filter((i) => !seen.has(i.id));
      return {
        status: 'succeeded',
        items: [...state.items, ...appended],
        page: action.page,
        meta: action.meta,
        error: null,
      };
    }
    case 'failure':
      if (action.page !== state.page) return state;
      // Page 1 failing: the error replaces the list (docs/product.md section 8), older items
      // included.
      if (action.page === 1) {
        return { status: 'failed', items: [], page: 1, meta: null, error: action.error };
      }
      // A failed See More keeps the loaded items; only the page goes back.
      return { ...state, status: 'failed', page: action.page - 1, error: action.error };
    default:
      return state;
  }
}

/** See More may ask for the next page: nothing is on its way and the list is not being replaced. */
export function canLoadMore<T>(state: PagedListState<T>): boolean {
  return (state.status === 'succeeded' || state.status === 'failed') && hasMorePages(state.meta);
}

export function hasMorePages(meta: PageMeta | null): boolean {
  return Boolean(meta && meta.current_page < meta.last_page);
}
