// i18next setup: `en` (source) and `my`, one JSON namespace per feature under
// src/locales/<lng>/<namespace>.json. Each file is a lazy chunk: `common` and `messages` load before
// the first paint, the others when a component first asks for them (react-i18next suspends).
// English `common` is a chunk too (issue 43): a server-rendered page carries the texts it shows,
// and a page the browser renders loads it beside its screen's code, so the shell does not carry
// it (2 KB gzipped). The `messages` namespace is MESSAGES and MESSAGES_MY
// from @mystic/shared: server and form messages are shown by their code (issue 17). MESSAGES_MY
// is a chunk of its own, loaded with the Burmese bundles (4 KB an English page does not need).
import {
  DEFAULT_LOCALE,
  LANG_PARAM,
  LOCALES,
  MESSAGES,
  STORAGE_KEYS,
  messageKeyOf,
  type Locale,
  type MessageKey,
} from '@mystic/shared';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { setContentLocale, setServerTexts } from './api-client';
import { myDigits } from './format';

type Bundle = Record<string, unknown>;
const loaders = import.meta.glob<Bundle>('../locales/*/*.json', { import: 'default' });

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

function loaderFor(lng: string, ns: string) {
  return loaders[`../locales/${lng}/${ns}.json`];
}

// An i18next backend over the bundled JSON chunks: a namespace is fetched the first time a
// component asks for it (react-i18next suspends until then).
const chunkBackend = {
  type: 'backend' as const,
  init() {},
  read(lng: string, ns: string, done: (err: unknown, data?: Bundle | boolean) => void) {
    if (ns === 'messages') {
      if (lng !== 'my') return done(null, { ...MESSAGES });
      return void import('@mystic/shared/messages-my').then(
        ({ MESSAGES_MY }) => {
          // The api client's texts for the services' codes, ready with the interface's.
          setServerTexts('my', MESSAGES_MY);
          done(null, { ...MESSAGES_MY });
        },
        (error: unknown) => done(error, false),
      );
    }
    const load = loaderFor(lng, ns);
    if (!load) return done(null, {});
    load().then(
      (data) => done(null, data),
      (error: unknown) => done(error, false),
    );
  },
};

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

/** A number interpolated into Burmese text in Myanmar digits; anything else as it is. */
export function localNumber(value: unknown, _format?: string, lng?: string): string {
  // Other values pass through untouched (i18next's own type says string).
  return (lng === 'my' && typeof value === 'number' ? myDigits(value) : value) as string;
}

/** Starts i18n with the eager namespaces and `screenNamespaces` (the first screen's, see router.tsx). */
/** Texts by language and namespace, as the server's render inlines them into the page. */
export type Resources = Record<string, Record<string, Bundle>>;

/**
 * `resources`: the texts the server's render used, inlined in its page, so hydration renders the
 * same words without loading them; the other namespaces load as usual when asked for.
 */
export async function initI18n(
  lng: Locale = detectLanguage(),
  screenNamespaces: readonly string[] = [],
  resources?: Resources,
): Promise<typeof i18next> {
  // English is the fallback for every language, so its bundles load alongside.
  const ready = i18next
    .use(chunkBackend)
    .use(initReactI18next)
    .init({
      lng,
      // With the texts at hand, ready at once: the server's page is hydrated without a wait.
      ...(resources ? { resources, partialBundledLanguages: true, initAsync: false } : {}),
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      ns: resources
        ? [...new Set(Object.values(resources).flatMap((bundles) => Object.keys(bundles)))]
        : [...new Set([...EAGER_NAMESPACES, ...screenNamespaces])],
      defaultNS: 'common',
      returnEmptyString: false,
      returnNull: false,
      interpolation: {
        escapeValue: false,
        // Numbers put into Burmese text are written in Myanmar digits ("ဖတ်ရန် ၁ မိနစ်",
        // page counts, view counts): every interpolation passes through `localNumber`.
        alwaysFormat: true,
        format: localNumber,
      },
      react: { useSuspense: true },
    });
  // A language named by the URL is remembered like a visitor's own choice.
  applyLanguage(lng, typeof location !== 'undefined' && languageInUrl() === lng);
  await ready;
  return i18next;
}

/** Switches interface and content language; remembered across visits. */
export async function changeLanguage(lng: Locale): Promise<void> {
  // Load every namespace already in use before switching, so nothing flashes in English.
  await i18next.loadLanguages(lng);
  applyLanguage(lng, true);
  await i18next.changeLanguage(lng);
}

export function currentLanguage(): Locale {
  return isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE;
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

export default i18next;
