import type { Post } from '@mystic/shared';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorBlock } from '@/components/error-block';
import { FALLBACK_IMAGES, LazyImage } from '@/components/image';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { currentLanguage, useTranslation } from '@/lib/i18n';
import { useRecommendedPosts } from '../api/posts';

/** Search (opens the blog's search with the text), the post's tags and recommended posts. */
export function PostSidebar({ post }: { post: Post }) {
  const { t } = useTranslation(['blog', 'common']);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const recommended = useRecommendedPosts(post);
  const others = (recommended.data?.data ?? []).filter((p) => p.id !== post.id).slice(0, 5);

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    navigate(q ? `${paths.blogs.href()}?q=${encodeURIComponent(q)}` : paths.blogs.href());
  };

  return (
    <aside className="below-fold space-y-6" aria-label={t('sidebar.label')}>
      <form
        role="search"
        onSubmit={onSearch}
        className="rounded-3xl border border-mystic-100 bg-white p-5"
      >
        <label
          htmlFor="sidebar-search"
          className="mb-2 block font-display font-bold text-mystic-900"
        >
          {t('sidebar.search')}
        </label>
        <div className="flex gap-2">
          <input
            id="sidebar-search"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('search.placeholder')}
            className="min-h-11 min-w-0 flex-1 rounded-full border border-mystic-200 px-4 py-2 text-sm focus-ring"
          />
          <button
            type="submit"
            className="min-h-11 rounded-full bg-mystic-700 px-4 text-sm font-semibold text-white hover:bg-mystic-600 focus-ring"
          >
            {t('sidebar.go')}
          </button>
        </div>
      </form>

      {post.tags?.length ? (
        <section className="rounded-3xl border border-mystic-100 bg-white p-5">
          <h2 className="mb-3 font-display font-bold text-mystic-900">{t('sidebar.tags')}</h2>
          <ul className="flex flex-wrap gap-2" data-testid="post-tags">
            {post.tags.map((tag) => (
              <li
                key={tag.name}
                className="rounded-full bg-gold-100 px-3 py-1 text-xs font-semibold text-mystic-900"
              >
                #{tag.name}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="rounded-3xl border border-mystic-100 bg-white p-5">
        <h2 className="mb-3 font-display font-bold text-mystic-900">{t('sidebar.recommended')}</h2>
        {recommended.isLoading ? (
          <Spinner />
        ) : recommended.error ? (
          <ErrorBlock
            message={errorMessage(recommended.error, t('common:errors.fetchRecommended'))}
          />
        ) : others.length === 0 ? (
          <p className="text-sm text-slate-600">{t('sidebar.noRecommended')}</p>
        ) : (
          <ul className="space-y-3" data-testid="recommended-posts">
            {others.map((p) => (
              <li key={p.id}>
                <Link
                  to={paths.blogPost.href(p.slug)}
                  className="flex gap-3 rounded-xl p-1 hover:bg-mystic-50 focus-ring"
                >
                  <LazyImage
                    src={p.poster_url}
                    fallback={FALLBACK_IMAGES.post}
                    alt=""
                    width={96}
                    height={64}
                    className="h-16 w-24 shrink-0 rounded-lg bg-mystic-900 object-cover"
                  />
                  <span className="min-w-0">
                    <span className="line-clamp-2 text-sm font-semibold text-mystic-900">
                      {p.title}
                    </span>
                    <span className="text-xs text-slate-600">
                      {formatDate(p.published_at, currentLanguage())}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </aside>
  );
}
