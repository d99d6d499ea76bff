// A new post starts in English (issue 39). The Posts list keeps the language last worked in, so
// after a Burmese version "Create new entry" opened a Burmese-only draft, which cannot be
// published ("publish the English version first"). The create view of a post in another
// language is replaced by the English one, with a word on why; the Burmese version is then added
// from the saved English post (the language menu), as the site needs.
import { useEffect } from 'react';
import { useNotification } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { POST_UID } from './scheduling';

const LOCALE_PARAM = 'plugins[i18n][locale]';
const ENGLISH = 'en';

/** The create view's address in English, or null when it already is (or is not a create view). */
export function englishCreatePath(pathname: string, search: string): string | null {
  if (!pathname.endsWith(`/${POST_UID}/create`)) return null;
  const params = new URLSearchParams(search);
  const locale = params.get(LOCALE_PARAM);
  if (!locale || locale === ENGLISH) return null;
  params.set(LOCALE_PARAM, ENGLISH);
  return `${pathname}?${params.toString()}`;
}

/** A side panel description that shows nothing: it only turns a new post to English. */
export function EnglishFirstPanel({ model }: { model: string }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { toggleNotification } = useNotification();
  const { formatMessage } = useIntl();
  const target = model === POST_UID ? englishCreatePath(pathname, search) : null;
  useEffect(() => {
    if (!target) return;
    // The router's basename (/admin) is in `pathname`; navigate() adds it again.
    navigate(target.replace(/^\/admin(?=\/)/, ''), { replace: true });
    toggleNotification({
      type: 'info',
      message: formatMessage({ id: 'mystic.englishFirst', defaultMessage: 'mystic.englishFirst' }),
    });
  }, [target, navigate, toggleNotification, formatMessage]);
  return null;
}
