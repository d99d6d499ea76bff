// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiKeyOf, swrConfig, useApi, useMutateApi } from './use-api';

const language = vi.hoisted(() => ({ current: 'en' }));
vi.mock('@/lib/i18n/store', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ i18n: { language: language.current } }),
}));

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>{children}</SWRConfig>
);

beforeEach(() => {
  language.current = 'en';
});
afterEach(() => vi.unstubAllGlobals());

describe('api reads', () => {
  it('when a key is a read of a path, then any query or language of it matches', () => {
    expect(isApiKeyOf(['/api/a?locale=my&x=1', 'my'], '/api/a')).toBe(true);
    expect(isApiKeyOf(['/api/ab', 'en'], '/api/a')).toBe(false);
    expect(isApiKeyOf(['/api/a', 'en', 1], '/api/a')).toBe(false); // a See More page
    expect(isApiKeyOf('/api/a', '/api/a')).toBe(false);
  });

  it('when a member read has no session, then it fails without a request', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(
      () => useApi('/api/auth/appointments/X', undefined, undefined, { auth: 'required' }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 401 }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('when a write sets a path, then its reads show the new value without asking again', async () => {
    const fetch = vi.fn(() => Promise.resolve(json({ data: 'old' })));
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(
      () => ({ read: useApi<{ data: string }>('/api/thing'), mutateApi: useMutateApi() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.read.data?.data).toBe('old'));
    await act(() => result.current.mutateApi('/api/thing', { data: 'new' }, { revalidate: false }));
    expect(result.current.read.data?.data).toBe('new');
    expect(fetch).toHaveBeenCalledTimes(1);

    // Without a value, the reads are fetched again.
    fetch.mockImplementation(() => Promise.resolve(json({ data: 'fresh' })));
    await act(() => result.current.mutateApi('/api/thing'));
    await waitFor(() => expect(result.current.read.data?.data).toBe('fresh'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
