import type { Package } from '@mystic/shared';
import { forwardRef, type InputHTMLAttributes } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FALLBACK_IMAGES, LazyImage } from '@/components/image';
import { cn } from '@/lib/cn';
import { PriceTag } from './price-tag';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'>;

/** One package as a checkbox card showing both prices (Ks and ฿). */
export const PackageOption = forwardRef<HTMLInputElement, CheckboxProps & { pkg: Package }>(
  function PackageOption({ pkg, className, ...rest }, ref) {
    const { t } = useTranslation('booking');
    const discounted = (pkg.discount_percent ?? 0) > 0;
    return (
      <label
        className={cn(
          'flex cursor-pointer items-start gap-3 rounded-2xl border border-mystic-200 bg-white p-3',
          'has-[:checked]:border-mystic-600 has-[:checked]:bg-mystic-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-400',
          className,
        )}
      >
        <input
          ref={ref}
          type="checkbox"
          value={pkg.id}
          className="mt-1 h-4 w-4 shrink-0 accent-mystic-700"
          {...rest}
        />
        <LazyImage
          src={pkg.image}
          fallback={FALLBACK_IMAGES.package}
          alt=""
          width={56}
          height={56}
          className="h-14 w-14 shrink-0 rounded-xl object-cover"
        />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-mystic-900">{pkg.name}</span>
          <span className="mt-1 flex flex-col gap-0.5 text-sm text-mystic-800">
            <PriceTag
              currency="ks"
              amount={pkg.final_price ?? pkg.price}
              original={discounted ? pkg.price : undefined}
            />
            <PriceTag
              currency="thb"
              amount={pkg.th_final_price ?? pkg.th_price}
              original={discounted ? pkg.th_price : undefined}
            />
          </span>
          {discounted ? (
            <span className="mt-1 inline-block rounded-full bg-gold-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {t('form.discount', { percent: pkg.discount_percent })}
            </span>
          ) : null}
        </span>
      </label>
    );
  },
);
