import type { Locale, Post } from '@mystic/shared';
import { Link } from 'react-router';
import { FALLBACK_IMAGES, LazyImage } from '@/components/image';
import { paths } from '@/config/paths';
import { formatDate, stripHtml } from '@/lib/format';
import { currentLanguage, useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';

export function CategoryBadge({ name, className }: { name: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full bg-mystic-100 px-3 py-1 text-xs font-semibold text-mystic-800',
        className,
      )}
    >
      {name}
    </span>
  );
}

/** The post's author (when it has one) and date, then `extra`, joined by middle dots. */
export function postByline(post: Post, lng: Locale, ...extra: string[]): string {
  return [post.author, formatDate(post.published_at, lng), ...extra].filter(Boolean).join(' · ');
}

/**
 * The post's title as a link whose `::after` covers the whole card (the card needs `relative`),
 * so the card is one click target with one accessible name.
 */
export function CardTitleLink({ post, hoverClassName }: { post: Post; hoverClassName: string }) {
  return (
    <Link
      to={paths.blogPost.href(post.slug)}
      className={cn('rounded after:absolute after:inset-0', hoverClassName, 'focus-ring')}
    >
      {post.title}
    </Link>
  );
}

export function PostCard({ post, eager }: { post: Post; eager?: boolean }) {
  const { t } = useTranslation('blog');
  const lng = currentLanguage();
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-mystic-100 bg-white shadow-sm transition-shadow hover:shadow-lg"
      data-testid="post-card"
    >
      <div className="aspect-[16/9] overflow-hidden bg-mystic-900">
        <LazyImage
          src={post.poster_url}
          fallback={FALLBACK_IMAGES.post}
          alt=""
          width={640}
          height={360}
          eager={eager}
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        {post.category ? <CategoryBadge name={post.category.name} className="self-start" /> : null}
        <h3 className="font-display text-lg leading-snug font-bold text-mystic-900">
          <CardTitleLink post={post} hoverClassName="hover:text-mystic-600" />
        </h3>
        <p className="line-clamp-3 text-sm text-slate-700">{stripHtml(post.excerpt)}</p>
        <p className="mt-auto pt-2 text-xs text-slate-600">
          {postByline(post, lng, t('readTime', { minutes: post.read_time || 1 }))}
        </p>
      </div>
    </article>
  );
}

export function PostGrid({ posts, eagerCount = 0 }: { posts: Post[]; eagerCount?: number }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {posts.map((post, i) => (
        <li key={post.id}>
          <PostCard post={post} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
