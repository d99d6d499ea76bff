// The language of a page's first HTML (issue 43): the URL's `?lang=` when it names one, else the
// visitor's remembered choice (the `lang` cookie the app writes beside its stored choice, see
// web/src/lib/i18n/index.ts), else the browser's Accept-Language, else English. The app hydrates
// in the language the page was rendered in.
import { DEFAULT_LOCALE, LANG_PARAM, LOCALES, type Locale } from '@mystic/shared';

const isLocale = (v: unknown): v is Locale =>
  typeof v === 'string' && (LOCALES as readonly string[]).includes(v);

/** The first supported language of an Accept-Language header, by its weights. */
export function acceptedLanguage(header: string | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.split('-')[0], q: q === undefined ? 1 : Number(q), i };
    })
    .filter((l) => l.q > 0 && isLocale(l.lang))
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return (ranked[0]?.lang as Locale | undefined) ?? null;
}

/** The `lang` cookie's value, if it names a language. */
export function cookieLanguage(header: string | undefined): Locale | null {
  const value = /(?:^|;\s*)lang=([^;]*)/.exec(header ?? '')?.[1];
  return isLocale(value) ? value : null;
}

export interface LanguageSources {
  query: Record<string, unknown>;
  cookie?: string;
  acceptLanguage?: string;
}

export function pageLanguage({ query, cookie, acceptLanguage }: LanguageSources): Locale {
  const asked = query[LANG_PARAM];
  if (isLocale(asked)) return asked;
  return cookieLanguage(cookie) ?? acceptedLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}
