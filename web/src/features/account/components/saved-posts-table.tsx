import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/error-block';
import { LoadingBlock } from '@/components/spinner';
import { TablePager, paginate } from '@/components/table-pager';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useSavedPosts } from '../api/lists';
import { filterRows } from '../lib/filter';

/** Saved posts: search by title, pages of 10, See Details to the post. */
export function SavedPostsTable() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const { data, isLoading } = useSavedPosts(user?.id);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const rows = filterRows(data ?? [], query, (p) => p.title ?? '');
  const current = paginate(rows, page);
  const lng = currentLanguage();

  return (
    <section
      aria-labelledby="saved-heading"
      className="rounded-3xl border border-mystic-100 bg-white p-5 shadow-sm"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="saved-heading" className="font-display text-xl font-bold text-mystic-900">
          {t('saved.title')}
        </h2>
        <input
          type="search"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setPage(1);
          }}
          placeholder={t('saved.search')}
          aria-label={t('saved.search')}
          className="min-h-11 w-full rounded-xl border border-mystic-200 px-4 py-2 text-sm focus-ring sm:w-64"
        />
      </div>
      {isLoading ? (
        <LoadingBlock />
      ) : current.rows.length === 0 ? (
        <EmptyState message={t('saved.empty')} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm" data-testid="saved-posts-table">
            <thead>
              <tr className="border-b border-mystic-100 text-mystic-700">
                {['title', 'category', 'author', 'published', 'action'].map((c) => (
                  <th key={c} scope="col" className="py-2 pr-3 font-semibold">
                    {t(`saved.columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {current.rows.map((post) => (
                <tr key={post.slug} className="border-b border-mystic-50 align-top">
                  <td className="py-3 pr-3">
                    <Link
                      to={paths.blogPost.href(post.slug)}
                      className="inline-flex min-h-11 items-center font-semibold text-mystic-900 hover:underline focus-ring"
                    >
                      {post.title}
                    </Link>
                  </td>
                  <td className="py-3 pr-3">{post.category?.name || t('saved.uncategorized')}</td>
                  <td className="py-3 pr-3">{post.author}</td>
                  <td className="py-3 pr-3 whitespace-nowrap">
                    {formatShortDate(post.published_at, lng)}
                  </td>
                  <td className="py-3">
                    <Link
                      to={paths.blogPost.href(post.slug)}
                      className="inline-flex min-h-11 items-center font-semibold whitespace-nowrap text-mystic-700 underline focus-ring"
                    >
                      {t('saved.seeDetails')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rows.length > 0 ? (
        <TablePager page={current.page} pageCount={current.pageCount} onPage={setPage} />
      ) : null}
    </section>
  );
}
