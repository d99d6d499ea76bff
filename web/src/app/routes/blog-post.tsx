import { documentTitle } from '@mystic/shared';
import { Fragment, useEffect } from 'react';
import { SCREEN_NAMESPACES } from '@/app/screen-namespaces';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorBlock } from '@/components/error-block';
import { FALLBACK_IMAGES, LazyImage } from '@/components/image';
import { LoadingBlock } from '@/components/spinner';
import { paths } from '@/config/paths';
import { countPostView, usePost, usePreviewPost } from '@/features/blog/api/posts';
import { LikeButton, SaveButton, ShareButtons } from '@/features/blog/components/post-actions';
import { PostBody } from '@/features/blog/components/post-body';
import { CategoryBadge } from '@/features/blog/components/post-card';
import { PostSidebar } from '@/features/blog/components/post-sidebar';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate, formatNumber, localDigits } from '@/lib/format';
import { currentLanguage, useTranslation } from '@/lib/i18n';
import { NotFound } from './not-found';

export default function BlogPostRoute() {
  const { slug } = useParams();
  const { t } = useTranslation(SCREEN_NAMESPACES.blogPost);
  // The admin's "Open preview" adds a signed token: the page then shows the draft instead.
  const previewToken = useSearchParams()[0].get('preview');
  const published = usePost(previewToken ? undefined : slug);
  const preview = usePreviewPost(previewToken);
  const { data, error, isLoading, mutate } = previewToken ? preview : published;
  const post = data?.data;
  // The tab (and a bookmark) carries the post's title, as the gateway's first HTML does.
  useEffect(() => {
    if (post?.title) document.title = documentTitle(post.title);
  }, [post?.title]);
  // A visit counts once the published post is shown (never a preview).
  const shown = !previewToken && published.data?.data ? slug : undefined;
  useEffect(() => {
    if (shown) countPostView(shown);
  }, [shown]);

  if (isLoading) return <LoadingBlock className="min-h-[60vh]" />;
  if (error instanceof ApiError && error.status === 404) return <NotFound />;
  if (error || !post) {
    return (
      <div className="px-4 py-16">
        <ErrorBlock
          message={errorMessage(error, t('common:errors.fetchPostDetails'))}
          onRetry={() => void mutate()}
        />
      </div>
    );
  }

  const lng = currentLanguage();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      {previewToken ? (
        <p
          role="status"
          data-testid="preview-banner"
          className="mb-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
        >
          {t('previewBanner')}
        </p>
      ) : null}
      <nav aria-label={t('breadcrumb')} className="mb-6 text-sm">
        <ol className="flex flex-wrap items-center gap-2 text-slate-600">
          {(['home', 'blogs'] as const).map((page) => (
            <Fragment key={page}>
              <li>
                <Link
                  to={paths[page].href()}
                  // A thumb-sized target (it was 28×16 px on a phone).
                  className="inline-flex min-h-11 min-w-11 items-center justify-center rounded hover:text-mystic-700 focus-ring"
                >
                  {t(`common:nav.${page}`)}
                </Link>
              </li>
              <li aria-hidden="true">›</li>
            </Fragment>
          ))}
          <li aria-current="page" className="line-clamp-1 font-medium text-mystic-900">
            {post.title}
          </li>
        </ol>
      </nav>

      <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
        <article className="min-w-0">
          <LazyImage
            src={post.poster_url}
            fallback={FALLBACK_IMAGES.post}
            alt={post.title}
            width={1200}
            height={675}
            eager
            className="aspect-[16/9] w-full rounded-3xl bg-mystic-900 object-cover shadow-lg"
          />
          <header className="mt-6 space-y-3">
            {post.category ? <CategoryBadge name={post.category.name} /> : null}
            <h1 className="font-display text-3xl leading-tight font-bold text-mystic-900 sm:text-4xl">
              {post.title}
            </h1>
            <ul
              className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600"
              data-testid="post-meta"
            >
              {post.author ? <li>{t('by', { author: post.author })}</li> : null}
              <li>
                <time dateTime={post.published_at}>{formatDate(post.published_at, lng)}</time>
              </li>
              <li>{t('views', { views: localDigits(formatNumber(post.views), lng) })}</li>
              <li>{t('readTime', { minutes: post.read_time || 1 })}</li>
            </ul>
          </header>
          <div className="my-6 flex flex-wrap items-center gap-2 border-y border-mystic-100 py-4">
            <LikeButton post={post} />
            <SaveButton post={post} />
            <div className="sm:ml-auto">
              <ShareButtons post={post} />
            </div>
          </div>
          <PostBody html={post.desc} />
        </article>
        <PostSidebar post={post} />
      </div>
    </div>
  );
}
