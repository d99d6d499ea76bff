// The load state of a paged list (SPEC.md section 4): page 1 replaces, See More appends the next
// page, a change of filters resets to idle on page 1, more exists while current_page < last_page.
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
      return initialPagedList<T>();
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
      // A failed See More keeps the loaded items; only the page goes back.
      return {
        ...state,
        status: 'failed',
        page: action.page === 1 ? 1 : action.page - 1,
        error: action.error,
      };
    default:
      return state;
  }
}

export function hasMorePages(meta: PageMeta | null): boolean {
  return Boolean(meta && meta.current_page < meta.last_page);
}
