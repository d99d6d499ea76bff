// @vitest-environment jsdom
import type { PageMeta } from '@mystic/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { swrConfig } from './use-api';
import { hasMorePages, usePagedList } from './use-paged-list';

const language = vi.hoisted(() => ({ current: 'en' }));
vi.mock('@/lib/i18n/store', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ i18n: { language: language.current } }),
}));

type Item = { id: number };
const meta = (current_page: number, last_page: number): PageMeta => ({
  current_page,
  last_page,
  per_page: 2,
  total: last_page * 2,
});
const ids = (items: Item[]) => items.map((i) => i.id);

/** The server: each request waits until the test answers it. */
interface Pending {
  url: URL;
  answer: (ids: number[], meta: PageMeta) => void;
  fail: (status: number, message?: string) => void;
}
let pending: Pending[] = [];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  pending = [];
  language.current = 'en';
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (input: string) =>
        new Promise<Response>((resolve) => {
          pending.push({
            url: new URL(input, 'http://localhost'),
            answer: (list, m) =>
              resolve(json({ data: { data: list.map((id) => ({ id })), meta: m } })),
            fail: (status, message = '') => resolve(json({ message }, status)),
          });
        }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The one request on its way (after waiting for it), taken off the queue. */
async function next(): Promise<Pending> {
  await waitFor(() => expect(pending.length).toBeGreaterThan(0));
  expect(pending).toHaveLength(1);
  return pending.shift()!;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>{children}</SWRConfig>
);

function renderList(initial: { sort: string } = { sort: 'latest' }) {
  return renderHook(
    ({ sort }: { sort: string }) =>
      usePagedList<Item>('/api/posts-list', { sort, page_size: 2 }, 'Failed to fetch posts'),
    { wrapper, initialProps: initial },
  );
}

/** A list showing page 1 (ids 1, 2) of 3. */
async function loaded() {
  const view = renderList();
  (await next()).answer([1, 2], meta(1, 3));
  await waitFor(() => expect(view.result.current.status).toBe('succeeded'));
  return view;
}

describe('paged list', () => {
  it('when a list starts, then it loads page 1 with nothing shown', async () => {
    const { result } = renderList();
    expect(result.current).toMatchObject({ status: 'loading', items: [], page: 1, error: null });
    const request = await next();
    expect(request.url.pathname).toBe('/api/posts-list');
    expect(request.url.searchParams.get('page')).toBe('1');
    expect(request.url.searchParams.get('page_size')).toBe('2');
  });

  it('when page 1 arrives, then it is the list and more pages exist', async () => {
    const { result } = await loaded();
    expect(ids(result.current.items)).toEqual([1, 2]);
    expect(result.current.hasMore).toBe(true);
    expect(result.current.error).toBeNull();
  });

  it('when See More brings the next page, then it is appended without duplicates', async () => {
    const { result } = await loaded();
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.status).toBe('loading'));
    const request = await next();
    expect(request.url.searchParams.get('page')).toBe('2');
    request.answer([2, 3, 4], meta(2, 3));
    await waitFor(() => expect(ids(result.current.items)).toEqual([1, 2, 3, 4]));
    expect(result.current.page).toBe(2);
    expect(result.current.status).toBe('succeeded');
  });

  it('when filters change, then page 1 loads again and the old items stay until it arrives', async () => {
    const view = await loaded();
    act(() => view.result.current.loadMore());
    (await next()).answer([3, 4], meta(2, 3));
    await waitFor(() => expect(view.result.current.items).toHaveLength(4));

    view.rerender({ sort: 'oldest' });
    const request = await next();
    expect(request.url.searchParams.get('sort')).toBe('oldest');
    expect(request.url.searchParams.get('page')).toBe('1');
    // The page keeps its height while the new order loads (the scroll restore needs it).
    expect(view.result.current.status).toBe('loading');
    expect(ids(view.result.current.items)).toEqual([1, 2, 3, 4]);
    expect(view.result.current.error).toBeNull();

    request.answer([9, 8], meta(1, 3));
    await waitFor(() => expect(ids(view.result.current.items)).toEqual([9, 8]));
    expect(view.result.current.status).toBe('succeeded');
  });

  it('when page 1 fails after a filter change, then the error replaces the old items', async () => {
    const view = await loaded();
    view.rerender({ sort: 'oldest' });
    (await next()).fail(503);
    await waitFor(() => expect(view.result.current.status).toBe('failed'));
    expect(view.result.current).toMatchObject({
      items: [],
      meta: null,
      hasMore: false,
      error: 'Failed to fetch posts',
    });

    // Retry asks for page 1 again, with nothing shown meanwhile.
    act(() => view.result.current.retry());
    const request = await next();
    expect(request.url.searchParams.get('page')).toBe('1');
    expect(view.result.current.items).toEqual([]);
    request.answer([5], meta(1, 1));
    await waitFor(() => expect(ids(view.result.current.items)).toEqual([5]));
    expect(view.result.current.hasMore).toBe(false);
  });

  it('when an answer comes for a list no longer wanted, then it is ignored', async () => {
    const view = await loaded();
    view.rerender({ sort: 'oldest' });
    const old = pending.shift()!;
    view.rerender({ sort: 'alphabet-asc' });
    (await next()).answer([7], meta(1, 1));
    await waitFor(() => expect(ids(view.result.current.items)).toEqual([7]));
    old.answer([9], meta(1, 1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ids(view.result.current.items)).toEqual([7]);
  });

  it('when See More fails, then the loaded items stay, the error shows and retry asks for that page again', async () => {
    const { result } = await loaded();
    act(() => result.current.loadMore());
    (await next()).fail(500, 'Server exploded');
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(ids(result.current.items)).toEqual([1, 2]);
    expect(result.current.page).toBe(1);
    expect(result.current.error).toBe('Server exploded');
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.retry());
    const request = await next();
    expect(request.url.searchParams.get('page')).toBe('2');
    await waitFor(() => expect(result.current.status).toBe('loading'));
    expect(result.current.error).toBeNull();
    request.answer([3, 4], meta(2, 3));
    await waitFor(() => expect(ids(result.current.items)).toEqual([1, 2, 3, 4]));
  });

  it('when a page is on its way or the list is being replaced, then See More waits', async () => {
    const view = await loaded();
    act(() => view.result.current.loadMore());
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() => view.result.current.loadMore());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pending).toHaveLength(1);
    pending.shift()!.answer([3, 4], meta(2, 3));
    await waitFor(() => expect(view.result.current.items).toHaveLength(4));

    view.rerender({ sort: 'oldest' });
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(view.result.current.hasMore).toBe(true); // the button stays, waiting
    act(() => view.result.current.loadMore());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pending).toHaveLength(1);
  });

  it('when the last page is loaded, then See More asks for nothing', async () => {
    const { result } = await loaded();
    act(() => result.current.loadMore());
    (await next()).answer([3, 4], meta(2, 2));
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    expect(result.current.hasMore).toBe(false);
    act(() => result.current.loadMore());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pending).toHaveLength(0);
  });

  it('when the language changes, then page 1 is fetched again in that language', async () => {
    const view = await loaded();
    language.current = 'my';
    view.rerender({ sort: 'latest' });
    const request = await next();
    expect(request.url.searchParams.get('page')).toBe('1');
    request.answer([11, 12], meta(1, 1));
    await waitFor(() => expect(ids(view.result.current.items)).toEqual([11, 12]));
  });

  it('when the current page is below the last page, then more exist', () => {
    expect(hasMorePages(meta(1, 3))).toBe(true);
    expect(hasMorePages(meta(3, 3))).toBe(false);
    expect(hasMorePages(null)).toBe(false);
  });
});
