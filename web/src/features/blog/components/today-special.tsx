import { FALLBACK_IMAGES, LazyImage } from '@/components/image';
import { stripHtml } from '@/lib/format';
import { currentLanguage, useTranslation } from '@/lib/i18n';
import { useTodaySpecial } from '../api/posts';
import { CardTitleLink, CategoryBadge, postByline } from './post-card';

/** The featured post at the top of the blog; nothing when there is none or it fails. */
export function TodaySpecial() {
  const { t } = useTranslation('blog');
  const { data, isLoading } = useTodaySpecial();
  const post = data?.data;
  if (isLoading) return <TodaySpecialSkeleton />;
  if (!post) return null;
  return (
    <article
      className="group relative grid overflow-hidden rounded-3xl bg-mystic-950 text-white shadow-xl md:grid-cols-2"
      data-testid="today-special"
    >
      <LazyImage
        src={post.poster_url}
        fallback={FALLBACK_IMAGES.post}
        alt=""
        width={800}
        height={450}
        eager
        className="aspect-[16/9] h-full w-full object-cover md:aspect-auto"
      />
      <div className="flex flex-col justify-center gap-3 p-6 md:p-10">
        <p className="text-sm font-semibold tracking-widest text-gold-300 uppercase">
          ✦ {t('todaySpecial')}
        </p>
        {post.category ? <CategoryBadge name={post.category.name} className="self-start" /> : null}
        <h2 className="font-display text-2xl font-bold md:text-3xl">
          <CardTitleLink post={post} hoverClassName="hover:text-gold-200" />
        </h2>
        <p className="line-clamp-3 text-mystic-100">{stripHtml(post.excerpt)}</p>
        <p className="text-sm text-mystic-200">{postByline(post, currentLanguage())}</p>
      </div>
    </article>
  );
}

/**
 * The card's shape while it loads (its picture, label, badge, title, three lines and byline), so
 * the filters and posts below do not jump when it arrives.
 */
function TodaySpecialSkeleton() {
  const bar = 'animate-pulse rounded bg-mystic-200';
  return (
    <div
      className="grid overflow-hidden rounded-3xl bg-mystic-100 md:grid-cols-2"
      aria-hidden="true"
      data-testid="today-special-loading"
    >
      <div className="aspect-[16/9] animate-pulse bg-mystic-200 md:aspect-auto md:min-h-72" />
      <div className="flex flex-col justify-center gap-3 p-6 md:p-10">
        <div className={`h-5 w-40 ${bar}`} />
        <div className={`h-6 w-24 rounded-full ${bar}`} />
        <div className={`h-16 md:h-20 ${bar}`} />
        <div className={`h-18 ${bar}`} />
        <div className={`h-5 w-48 ${bar}`} />
      </div>
    </div>
  );
}

/** Reserved space for an advertisement. */
export function AdPlaceholder() {
  const { t } = useTranslation('blog');
  return (
    <aside
      aria-label={t('ad')}
      className="flex h-24 items-center justify-center rounded-2xl border-2 border-dashed border-mystic-200 bg-white text-sm text-slate-600"
      data-testid="ad-placeholder"
    >
      {t('ad')}
    </aside>
  );
}
