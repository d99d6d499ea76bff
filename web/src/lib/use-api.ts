// SWR over the api client: every read of the SPA (docs/architecture.md section 8). The key is the
// full URL including the content locale, and the language, so switching language refetches.
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import { useTranslation } from '@/lib/i18n';
import { ApiError, api, buildUrl, type Query, type RequestOptions } from './api-client';
import { useHandover } from './first-answer';

export const swrFetcher = <T>(url: string) => api.get<T>(url);

export const swrConfig: SWRConfiguration = {
  fetcher: swrFetcher,
  revalidateOnFocus: false,
  shouldRetryOnError: false,
  dedupingInterval: 10_000,
};

/** How a read is sent: 'required' for the member's own data (see `RequestOptions.auth`). */
export interface ReadOptions {
  auth?: RequestOptions['auth'];
  /** 'blob': the answer is a file (an image behind the session), cached apart from JSON reads. */
  as?: 'blob';
}

/** The SWR key of a read: `[url, language]` (null = do not fetch yet). */
export type ApiKey = [url: string, language: string];

/** The key `useApi` reads `path` under, in the current content locale and language. */
export function useApiKey(path: string | null, query?: Query): ApiKey | null {
  // Subscribes to language changes; buildUrl reads the current content locale.
  const { i18n } = useTranslation();
  return path ? [buildUrl(path, query), i18n.language] : null;
}

/** GET `path` (null = do not fetch yet). Re-renders and refetches when the language changes. */
export function useApi<T>(
  path: string | null,
  query?: Query,
  config?: SWRConfiguration<T>,
  read: ReadOptions = {},
) {
  const key = useApiKey(path, query);
  const { auth, as } = read;
  const options = auth ? { auth } : undefined;
  const url = key?.[0] ?? null;
  // An answer handed over with the page is shown at once and not asked for again.
  const { data: handed, missing } = useHandover<T>(as ? null : url);
  const swr = useSWR<T>(
    key && as ? [...key, as] : key,
    ([url]: ApiKey) => (as ? (api.blob(url, options) as Promise<T>) : api.get<T>(url, options)),
    handed !== undefined
      ? { ...config, fallbackData: handed, revalidateOnMount: false }
      : missing
        ? { ...config, revalidateOnMount: false }
        : config,
  );
  // The server's 404 for this address (an unknown post): the screen's not-found state, rendered
  // the same by the server and by hydration, until something asks again.
  if (missing && swr.data === undefined && swr.error === undefined && !swr.isValidating) {
    const notFound = new ApiError(404, 'Not Found');
    return { ...swr, data: undefined, error: notFound, isLoading: false } as typeof swr;
  }
  return swr;
}

/** Whether an SWR key is a `useApi` read of `path` (any query, any language). */
export function isApiKeyOf(key: unknown, path: string): boolean {
  if (!Array.isArray(key) || key.length !== 2 || typeof key[0] !== 'string') return false;
  return key[0].split('?')[0] === path;
}

/**
 * For writes: sets or revalidates every cached read of `path` (whatever its query or language),
 * as SWR's `mutate` does for one key. Without `data` the reads are fetched again.
 */
export function useMutateApi() {
  const { mutate } = useSWRConfig();
  return <T>(path: string, data?: T, options?: { revalidate?: boolean }) =>
    data === undefined
      ? mutate((key) => isApiKeyOf(key, path))
      : mutate((key) => isApiKeyOf(key, path), data, options);
}
