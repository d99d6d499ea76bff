import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/lib/format';
import { currentLanguage, useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useSavedPosts } from '../api/lists';
import { ColumnHeads, SearchableTable } from './searchable-table';

/** Saved posts: search by title, pages of 10, See Details to the post. */
export function SavedPostsTable() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const read = useSavedPosts(user?.id);
  const lng = currentLanguage();

  return (
    <SearchableTable
      headingId="saved-heading"
      texts="saved"
      read={read}
      searchText={(p) => p.title ?? ''}
    >
      {(rows) => (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm" data-testid="saved-posts-table">
            <ColumnHeads
              texts="saved"
              columns={['title', 'category', 'author', 'published', 'action']}
            />
            <tbody>
              {rows.map((post) => (
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
    </SearchableTable>
  );
}
