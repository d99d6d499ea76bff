import type { PageMeta } from '@mystic/shared';
import { describe, expect, it } from 'vitest';
import {
  canLoadMore,
  hasMorePages,
  initialPagedList,
  pagedListReducer,
  type PagedListState,
} from './paged-list';

type Item = { id: number };
const meta = (current_page: number, last_page: number): PageMeta => ({
  current_page,
  last_page,
  per_page: 2,
  total: last_page * 2,
});
const items = (...ids: number[]): Item[] => ids.map((id) => ({ id }));
const reduce = pagedListReducer<Item>;

function loaded(): PagedListState<Item> {
  let s = reduce(initialPagedList<Item>(), { type: 'request', page: 1 });
  s = reduce(s, { type: 'success', page: 1, items: items(1, 2), meta: meta(1, 3) });
  return s;
}

describe('paged list state', () => {
  it('when a list starts, then it is idle on page 1 with nothing loaded', () => {
    expect(initialPagedList()).toEqual({
      status: 'idle',
      items: [],
      page: 1,
      meta: null,
      error: null,
    });
  });

  it('when page 1 arrives, then it replaces the list', () => {
    let s = loaded();
    s = reduce(s, { type: 'request', page: 1 });
    s = reduce(s, { type: 'success', page: 1, items: items(7), meta: meta(1, 1) });
    expect(s.items).toEqual(items(7));
    expect(s.status).toBe('succeeded');
  });

  it('when See More brings the next page, then it is appended without duplicates', () => {
    let s = reduce(loaded(), { type: 'request', page: 2 });
    expect(s.status).toBe('loading');
    s = reduce(s, { type: 'success', page: 2, items: items(2, 3, 4), meta: meta(2, 3) });
    expect(s.items.map((i) => i.id)).toEqual([1, 2, 3, 4]);
    expect(s.page).toBe(2);
  });

  it('when filters change, then the list goes idle on page 1 and keeps its items until page 1 arrives', () => {
    let s = reduce(loaded(), { type: 'request', page: 2 });
    s = reduce(s, { type: 'success', page: 2, items: items(3, 4), meta: meta(2, 3) });
    s = reduce(s, { type: 'reset' });
    expect(s.status).toBe('idle');
    expect(s.page).toBe(1);
    expect(s.error).toBeNull();
    // The page keeps its height while the new order loads (the scroll restore needs it).
    expect(s.items.map((i) => i.id)).toEqual([1, 2, 3, 4]);
    expect(canLoadMore(s)).toBe(false);

    s = reduce(s, { type: 'request', page: 1 });
    expect(s.items.map((i) => i.id)).toEqual([1, 2, 3, 4]);
    s = reduce(s, { type: 'success', page: 1, items: items(9, 8), meta: meta(1, 3) });
    expect(s.items.map((i) => i.id)).toEqual([9, 8]);
    expect(s.status).toBe('succeeded');
  });

  it('when page 1 fails after a filter change, then the error replaces the old items', () => {
    let s = reduce(loaded(), { type: 'reset' });
    s = reduce(s, { type: 'request', page: 1 });
    s = reduce(s, { type: 'failure', page: 1, error: 'Failed to fetch posts' });
    expect(s).toEqual({
      status: 'failed',
      items: [],
      page: 1,
      meta: null,
      error: 'Failed to fetch posts',
    });
  });

  it('when an answer comes for a page no longer wanted, then it is ignored', () => {
    let s = reduce(loaded(), { type: 'reset' });
    s = reduce(s, { type: 'request', page: 1 });
    const stale = reduce(s, { type: 'success', page: 2, items: items(9), meta: meta(2, 3) });
    expect(stale).toBe(s);
  });

  it('when See More fails, then the loaded items stay and the error is kept', () => {
    let s = reduce(loaded(), { type: 'request', page: 2 });
    s = reduce(s, { type: 'failure', page: 2, error: 'Failed to fetch posts' });
    expect(s.status).toBe('failed');
    expect(s.items).toEqual(items(1, 2));
    expect(s.page).toBe(1);
    expect(s.error).toBe('Failed to fetch posts');
  });

  it('when a page is on its way or the list is being replaced, then See More waits', () => {
    expect(canLoadMore(loaded())).toBe(true);
    expect(canLoadMore(reduce(loaded(), { type: 'request', page: 2 }))).toBe(false);
    expect(canLoadMore(reduce(loaded(), { type: 'reset' }))).toBe(false);
  });

  it('when the current page is below the last page, then more exist', () => {
    expect(hasMorePages(meta(1, 3))).toBe(true);
    expect(hasMorePages(meta(3, 3))).toBe(false);
    expect(hasMorePages(null)).toBe(false);
  });
});
