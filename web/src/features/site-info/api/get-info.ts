import { errorMessage } from '@/lib/api-client';
import type { LoadStatus } from '@/lib/use-paged-list';
import { useEndpoint } from '@/lib/use-endpoint';

/** The contact e-mail shown when the site info has none (docs/product.md section 1). */
export const FALLBACK_EMAIL = 'contact@mysticvisions.example';
export const FALLBACK_PHONE = '+95 9 000 000 000';

/**
 * docs/product.md section 8: the message kept when the site info fails and the server gave none.
 */
export const FETCH_INFO_FAILED = 'Failed to fetch info';

// One log line per failed request (SWR calls onError only in the hook that made the request).
const onError = (error: unknown) => console.error(errorMessage(error, FETCH_INFO_FAILED), error);

/**
 * The site info with its load state (docs/product.md section 4). A failure keeps its message in
 * `error` and is logged; the visible values fall back, so the footer and contact blocks still work.
 */
export function useSiteInfo() {
  const query = useEndpoint('info', {}, { onError });
  const info = query.data?.data;
  const status: LoadStatus = query.error
    ? 'failed'
    : info
      ? 'succeeded'
      : query.isLoading
        ? 'loading'
        : 'idle';
  return {
    ...query,
    status,
    error: query.error ? errorMessage(query.error, FETCH_INFO_FAILED) : null,
    info,
    email: info?.email || FALLBACK_EMAIL,
    phone: (typeof info?.phone === 'string' && info.phone) || FALLBACK_PHONE,
    links: Array.isArray(info?.links) && info.links.length ? info.links : FALLBACK_LINKS,
  };
}

/** Shown when the site info lists no channels. */
export const FALLBACK_LINKS = [
  { name: 'Facebook', url: 'https://www.facebook.com/' },
  { name: 'Messenger', url: 'https://m.me/' },
  { name: 'Viber', url: 'viber://chat' },
  { name: 'Telegram', url: 'https://t.me/' },
  { name: 'TikTok', url: 'https://www.tiktok.com/' },
];
