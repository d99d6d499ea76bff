// The content language of CMS reads, and the address of a call (`path?query`) with it.
import { upstreamFor } from '@mystic/shared';

export type Query = Record<string, string | number | boolean | null | undefined>;

let contentLocale: string | null = null;

/** The language switcher sets this; every CMS GET then carries `?locale=`. */
export function setContentLocale(locale: string | null): void {
  contentLocale = locale;
}
export function getContentLocale(): string | null {
  return contentLocale;
}

/** Builds `path?query`, adding the content locale to CMS reads so SWR keys differ per language. */
export function buildUrl(path: string, query?: Query, method = 'GET'): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const [pathname = path, existing = ''] = path.split('?');
  const hasLocale = params.has('locale') || new URLSearchParams(existing).has('locale');
  if (method === 'GET' && contentLocale && !hasLocale && upstreamFor(pathname) === 'cms') {
    params.set('locale', contentLocale);
  }
  const qs = params.toString();
  if (!qs) return path;
  return path + (path.includes('?') ? '&' : '?') + qs;
}
