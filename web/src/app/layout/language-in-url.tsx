import { LANG_PARAM, PAGE_HEADS, documentTitle, isPublicPath } from '@mystic/shared';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { currentLanguage, languageInUrl, useTranslation } from '@/lib/i18n';
import { titledPageOf } from './page-title';

/**
 * Once a URL names the language (a shared `?lang=my` link, or the language switch), the pages
 * the visitor moves on to name it too, so any address they copy opens in what they read.
 * A visitor who never met the parameter keeps plain URLs. Also sets the tab's title of the
 * public pages from the same table the gateway writes into the first HTML, and of the inner pages
 * from page-title.ts.
 */
export function LanguageInUrl() {
  const location = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const lang = currentLanguage();

  useEffect(() => {
    const named = languageInUrl(location.search);
    if (!carriesLanguage && !named) return;
    carriesLanguage = true;
    if (named === lang) return;
    const params = new URLSearchParams(location.search);
    params.set(LANG_PARAM, lang);
    void navigate(
      { pathname: location.pathname, search: `?${params}`, hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  }, [location, navigate, lang, i18n.language]);

  useEffect(() => {
    if (isPublicPath(location.pathname)) {
      document.title = documentTitle(PAGE_HEADS[location.pathname][lang].title);
      return;
    }
    const page = titledPageOf(location.pathname);
    if (page) document.title = documentTitle(i18n.t(`common:pageTitles.${page}`));
  }, [location.pathname, lang, i18n]);
  return null;
}

/** Set once the visitor has met a `?lang=` URL or used the switch; kept for the visit. */
let carriesLanguage = false;

/** The language switch names the new language in the URL from now on. */
export function markLanguageInUrl(): void {
  carriesLanguage = true;
}
