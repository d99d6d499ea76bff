// SWR over the api client. The key is the full URL including the content locale, so switching
// language refetches content.
import useSWR, { type SWRConfiguration } from 'swr';
import { useTranslation } from 'react-i18next';
import { api, buildUrl, type Query } from './api-client';

export const swrFetcher = <T>(url: string) => api.get<T>(url);

export const swrConfig: SWRConfiguration = {
  fetcher: swrFetcher,
  revalidateOnFocus: false,
  shouldRetryOnError: false,
  dedupingInterval: 10_000,
};

/** GET `path` (null = do not fetch yet). Re-renders and refetches when the language changes. */
export function useApi<T>(path: string | null, query?: Query, config?: SWRConfiguration<T>) {
  // Subscribes to language changes; buildUrl reads the current content locale.
  const { i18n } = useTranslation();
  const key = path ? buildUrl(path, query) : null;
  return useSWR<T>(
    key ? [key, i18n.language] : null,
    ([url]: [string]) => swrFetcher<T>(url),
    config,
  );
}
