// SWR over the api client. The key is the full URL including the content locale, so switching
// language refetches content.
import { useEffect, useState } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { useTranslation } from 'react-i18next';
import { api, buildUrl, type Query } from './api-client';
import { dropFirstAnswer, firstAnswerFor } from './first-answer';

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
  // An answer handed over with the page is this mount's data for its address: shown at once and
  // not asked for again (kept in state so a re-render does not lose it).
  const [first] = useState(() => (key ? { key, data: firstAnswerFor<T>(key) } : null));
  const handed = first && first.key === key && first.data !== undefined ? first.data : undefined;
  useEffect(() => {
    if (first?.data !== undefined) dropFirstAnswer(first.key);
  }, [first]);
  return useSWR<T>(
    key ? [key, i18n.language] : null,
    ([url]: [string]) => swrFetcher<T>(url),
    handed === undefined ? config : { ...config, fallbackData: handed, revalidateOnMount: false },
  );
}
