// The app's translator (issue 43: i18next and react-i18next were 15 KB gzipped of the shell; this
// keeps what the app used of them). `en` (source) and `my`, one JSON namespace per feature under
// src/locales/<lng>/<namespace>.json, each a lazy chunk (bundles.ts): `common` and `messages`
// load before the first paint, the others when a component first asks for them (store.ts's
// useTranslation suspends meanwhile); translate.ts is the lookup. English `common` is a chunk too:
// a server-rendered page carries the texts it shows, and a page the browser renders loads it
// beside its screen's code, so the shell does not carry it (2 KB gzipped).
import {
  DEFAULT_LOCALE,
  LANG_PARAM,
  LOCALES,
  STORAGE_KEYS,
  messageKeyOf,
  type Locale,
  type MessageKey,
} from '@mystic/shared';
import { setContentLocale } from '../api-client';
import {
  addResources,
  getLanguage,
  loadNamespaces,
  setLanguage,
  startLanguage,
  useTranslation,
} from './store';
import type { Resources } from './translate';

export { getBundle, getFixedT, loadNamespaces, reportNamespaces, useTranslation } from './store';
export { localNumber, type Resources, type TFunction } from './translate';

export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', my: 'မြန်မာ' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language a URL names (`?lang=my`), if any: a shared link opens in its language. */
export function languageInUrl(search: string = location.search): Locale | null {
  const asked = new URLSearchParams(search).get(LANG_PARAM);
  return isLocale(asked) ? asked : null;
}

/** The URL's `?lang=`, else the stored choice, else the browser's preference, else English. */
export function detectLanguage(): Locale {
  const fromUrl = typeof location !== 'undefined' ? languageInUrl() : null;
  if (fromUrl) return fromUrl;
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.language);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage can be unavailable (private mode); fall through.
  }
  const preferred = typeof navigator !== 'undefined' ? navigator.language : '';
  return preferred.toLowerCase().startsWith('my') ? 'my' : DEFAULT_LOCALE;
}

/** Namespaces every screen needs, loaded before the first paint; the rest load with their page. */
export const EAGER_NAMESPACES = ['common', 'messages'];

/** The cookie that tells the gateway the remembered language, so the first HTML is in it. */
export const LANGUAGE_COOKIE = 'lang';

function applyLanguage(lng: Locale, remember: boolean): void {
  setContentLocale(lng);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lng;
  // Only a visitor's own choice is stored: a detected language keeps following the browser.
  if (!remember) return;
  rememberForServer(lng);
  try {
    localStorage.setItem(STORAGE_KEYS.language, lng);
  } catch {
    // Not remembered across visits then; the page still works.
  }
}

/** The remembered choice as a cookie too: the gateway renders the next first page in it. */
export function rememberForServer(lng: Locale): void {
  document.cookie = `${LANGUAGE_COOKIE}=${lng}; path=/; max-age=31536000; samesite=lax`;
}

/** The language the visitor chose on an earlier visit, if any. */
export function rememberedLanguage(): Locale | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.language);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Starts i18n in `lng` with the eager namespaces and `screenNamespaces` (the first screen's, see
 * router.tsx). `resources`: the texts the server's render used, inlined in its page: then it is
 * ready at once, so hydration renders the same words without waiting; the other namespaces load
 * as usual when asked for.
 */
export async function initI18n(
  lng: Locale = detectLanguage(),
  screenNamespaces: readonly string[] = [],
  resources?: Resources,
): Promise<void> {
  if (resources) addResources(resources);
  startLanguage(lng);
  // A language named by the URL is remembered like a visitor's own choice.
  applyLanguage(lng, typeof location !== 'undefined' && languageInUrl() === lng);
  // English is the fallback for every language, so its bundles load alongside.
  if (!resources) await loadNamespaces([...new Set([...EAGER_NAMESPACES, ...screenNamespaces])]);
}

/** Switches interface and content language; remembered across visits. */
export async function changeLanguage(lng: Locale): Promise<void> {
  // Every namespace already in use loads before the switch, so nothing flashes in English.
  await setLanguage(lng, () => applyLanguage(lng, true));
}

export function currentLanguage(): Locale {
  const lng = getLanguage();
  return isLocale(lng) ? lng : DEFAULT_LOCALE;
}

/**
 * Something said by a service or a form check: its code (an ApiError's `code`, a form error's
 * `type`, see form-resolver.ts and placeFieldErrors) and its English text.
 */
export interface Said {
  code?: string;
  type?: unknown;
  message?: string;
}

/**
 * The text of a MESSAGES key, or of something said, in the interface's language, chosen by its
 * code (shared/src/codes.ts); a code this version does not know shows the text as it came.
 */
export function useMessageText(): (said: MessageKey | Said | undefined | null) => string {
  const { t } = useTranslation('messages');
  return (said) => {
    if (!said) return '';
    if (typeof said === 'string') return t(said);
    const code = said.code ?? (typeof said.type === 'string' ? said.type : undefined);
    const key = messageKeyOf(code);
    return key ? t(key) : (said.message ?? '');
  };
}
