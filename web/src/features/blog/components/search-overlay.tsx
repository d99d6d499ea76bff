import {
  POST_SEARCH_MAX,
  hasMyanmarText,
  hasZawgyiEngine,
  loadZawgyiEngine,
  type Post,
} from '@mystic/shared';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { Dialog } from '@/components/dialog';
import { paths } from '@/config/paths';
import { stripHtml } from '@/lib/format';
import { useServerSearch } from '../api/posts';
import { searchPosts } from '../hooks/search-posts';

/**
 * Searches the posts already loaded on the page at once, and the server's posts when those do not
 * answer (an older post the page has not loaded: issue 38).
 */
export function SearchOverlay({
  open,
  onClose,
  posts,
  initialText = '',
}: {
  open: boolean;
  onClose: () => void;
  posts: readonly Post[];
  initialText?: string;
}) {
  const { t } = useTranslation('blog');
  const [text, setText] = useState(initialText);
  // Typing Burmese loads the Zawgyi converter; the results are worked out again once it is in.
  const [zawgyiReady, setZawgyiReady] = useState(hasZawgyiEngine);
  useEffect(() => {
    if (zawgyiReady || !hasMyanmarText(text)) return;
    loadZawgyiEngine().then(
      () => setZawgyiReady(true),
      (error: unknown) => console.warn('Zawgyi converter', error),
    );
  }, [text, zawgyiReady]);
  const results = useMemo(
    () => searchPosts(posts, text),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- zawgyiReady changes what searchPosts finds
    [posts, text, zawgyiReady],
  );
  // The server is asked once typing pauses, and only when the page's posts found nothing.
  const wanted = text.trim().slice(0, POST_SEARCH_MAX);
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const id = setTimeout(() => setAsked(wanted), 300);
    return () => clearTimeout(id);
  }, [wanted]);
  const askServer = results.length === 0 && asked !== '' && asked === wanted;
  const server = useServerSearch(askServer ? asked : null);
  const shown = results.length > 0 ? results : askServer ? (server.data?.data ?? []) : [];
  const searching =
    results.length === 0 && wanted !== '' && (asked !== wanted || (!server.data && !server.error));
  return (
    <Dialog open={open} onClose={onClose} title={t('search.title')} className="sm:max-w-2xl">
      <div role="search">
        <label htmlFor="blog-search" className="sr-only">
          {t('search.label')}
        </label>
        <input
          id="blog-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            // '/' toggles the overlay (docs/product.md section 2): typed in the empty box, it
            // closes it; once there is text, it is just a character of the search.
            if (e.key !== '/' || text !== '' || e.ctrlKey || e.metaKey || e.altKey) return;
            e.preventDefault();
            onClose();
          }}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          data-autofocus
          className="block w-full rounded-2xl border border-mystic-200 bg-mystic-50 px-4 py-3 text-base text-mystic-950 placeholder:text-slate-500 focus-ring"
        />
      </div>
      <div className="mt-4 min-h-24" aria-live="polite">
        {!text.trim() ? (
          <p className="py-6 text-center text-slate-600">{t('search.start')}</p>
        ) : shown.length === 0 && searching ? (
          <p className="py-6 text-center text-slate-600" data-testid="search-busy">
            {t('search.searching')}
          </p>
        ) : shown.length === 0 ? (
          <p className="py-6 text-center text-slate-600">{t('search.none')}</p>
        ) : (
          <ul className="divide-y divide-mystic-100" data-testid="search-results">
            {shown.map((p) => (
              <li key={p.id}>
                <Link
                  to={paths.blogPost.href(p.slug)}
                  onClick={onClose}
                  className="block rounded-xl px-2 py-3 hover:bg-mystic-50 focus-ring"
                >
                  <span className="block font-semibold text-mystic-900">{p.title}</span>
                  <span className="line-clamp-1 text-sm text-slate-600">
                    {stripHtml(p.excerpt)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      {/* Keys mean nothing on a touch screen without a keyboard. */}
      <p className="mt-2 text-xs text-slate-500 pointer-coarse:hidden">{t('search.keys')}</p>
    </Dialog>
  );
}
