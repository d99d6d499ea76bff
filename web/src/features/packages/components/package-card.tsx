import { CURRENCY_MMK, CURRENCY_THB, type Package } from '@mystic/shared';
import { useTranslation } from '@/lib/i18n';
import { ButtonLink } from '@/components/button';
import { FALLBACK_IMAGES, LazyImage } from '@/components/image';
import { paths } from '@/config/paths';
import { formatPrice, stripHtml } from '@/lib/format';

function Price({
  original,
  final,
  currency,
}: {
  original: number;
  final: number;
  currency: string;
}) {
  const discounted = final < original;
  // Myanmar digits on a Burmese page, as on the booking form and the slip (issue 38).
  const lng = useTranslation().i18n.language;
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      <span className="text-lg font-bold text-mystic-900">{formatPrice(final, currency, lng)}</span>
      {discounted ? (
        <del className="text-sm text-slate-500">{formatPrice(original, currency, lng)}</del>
      ) : null}
    </span>
  );
}

/** A package with both prices; the card leads to the booking calendar. */
/** `level`: the card's heading level, one below the heading it sits under (h1 on /packages). */
export function PackageCard({
  pkg,
  eager,
  level = 3,
}: {
  pkg: Package;
  eager?: boolean;
  level?: 2 | 3;
}) {
  const Title = level === 2 ? 'h2' : 'h3';
  const { t } = useTranslation('packages');
  const final = pkg.final_price ?? pkg.price;
  const thFinal = pkg.th_final_price ?? pkg.th_price;
  return (
    <article
      className="group flex flex-col overflow-hidden rounded-3xl border border-mystic-100 bg-white shadow-sm transition-shadow hover:shadow-lg"
      data-testid="package-card"
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-mystic-900">
        <LazyImage
          src={pkg.image}
          fallback={FALLBACK_IMAGES.package}
          alt={pkg.name}
          width={600}
          height={400}
          eager={eager}
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
        {pkg.discount_percent > 0 ? (
          <span className="absolute top-3 left-3 rounded-full bg-gold-400 px-3 py-1 text-xs font-bold text-mystic-950">
            {t('discount', { percent: pkg.discount_percent })}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Title className="font-display text-lg font-bold text-mystic-900">{pkg.name}</Title>
        <p className="line-clamp-3 text-sm text-slate-700">{stripHtml(pkg.description)}</p>
        <div className="mt-auto space-y-1" aria-label={t('prices')}>
          <Price original={pkg.price} final={final} currency={pkg.currency || CURRENCY_MMK} />
          <Price
            original={pkg.th_price}
            final={thFinal}
            currency={pkg.th_currency || CURRENCY_THB}
          />
        </div>
        <ButtonLink to={paths.appointment.href()} size="sm" className="mt-2 w-full">
          {t('book')}
          <span className="sr-only">: {pkg.name}</span>
        </ButtonLink>
      </div>
    </article>
  );
}

export function PackageGrid({
  packages,
  eagerCount = 0,
  level,
}: {
  packages: Package[];
  eagerCount?: number;
  level?: 2 | 3;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {packages.map((pkg, i) => (
        <li key={pkg.id} className="flex">
          <PackageCard pkg={pkg} eager={i < eagerCount} level={level} />
        </li>
      ))}
    </ul>
  );
}
