// Issue 44: what members said of their readings, on /packages and the home page: the average and
// how many, then the latest approved reviews (name or initials as each member chose) with the
// reader's answer. Nothing at all until there is one.
import { formatDate, localDigits } from '@/lib/format';
import { currentLanguage, useTranslation } from '@/lib/i18n';
import { usePublicReviews } from '../api/get-reviews';

function Stars({ rating }: { rating: number }) {
  return (
    <span aria-hidden="true" className="text-amber-500">
      {'★'.repeat(Math.round(rating))}
      <span className="text-mystic-200">{'★'.repeat(5 - Math.round(rating))}</span>
    </span>
  );
}

export function ReviewsSection({ limit = 6 }: { limit?: number }) {
  const { t } = useTranslation('common');
  const lng = currentLanguage();
  const { data } = usePublicReviews();
  const reviews = data?.data;
  if (!reviews || reviews.overall.count === 0) return null;
  const average = reviews.overall.average ?? 0;
  return (
    <section
      className="mx-auto max-w-7xl px-4 py-10 sm:px-6"
      aria-labelledby="reviews-title"
      data-testid="public-reviews"
    >
      <h2 id="reviews-title" className="font-display text-2xl text-mystic-900">
        {t('reviews.title')}
      </h2>
      <p className="mt-1 text-mystic-700" data-testid="reviews-average">
        <Stars rating={average} />{' '}
        {t('reviews.summary', {
          average: localDigits(average.toFixed(1), lng),
          count: reviews.overall.count,
          n: localDigits(reviews.overall.count, lng),
        })}
      </p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {reviews.reviews.slice(0, limit).map((r) => (
          <li key={r.id} className="rounded-2xl bg-white p-5 shadow-sm" data-testid="public-review">
            <p>
              <Stars rating={r.rating} />
              <span className="sr-only">
                {t('reviews.stars', { n: localDigits(r.rating, lng), count: r.rating })}
              </span>
            </p>
            {r.text ? <p className="mt-2 whitespace-pre-line text-mystic-900">{r.text}</p> : null}
            <p className="mt-2 text-sm text-mystic-700">
              {r.author} · {formatDate(r.created_at, lng)}
            </p>
            {r.reply ? (
              <p className="mt-3 border-l-2 border-mystic-200 pl-3 text-sm text-mystic-800">
                {t('reviews.reply')}: {r.reply}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
