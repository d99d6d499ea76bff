import type { Envelope, SiteInfo } from '@mystic/shared';
import { useApi } from '@/lib/use-api';

export const SITE_INFO_PATH = '/api/get-info';

/** The contact e-mail shown when the site info has none (SPEC.md section 1). */
export const FALLBACK_EMAIL = 'contact@mysticvisions.example';
export const FALLBACK_PHONE = '+95 9 000 000 000';

export function useSiteInfo() {
  const query = useApi<Envelope<SiteInfo>>(SITE_INFO_PATH);
  const info = query.data?.data;
  return {
    ...query,
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
