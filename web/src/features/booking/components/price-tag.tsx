import { formatBaht, formatKs } from '@/lib/format';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';

/** A price in Ks or ฿, with the old price struck through when it was discounted. */
export function PriceTag({
  amount,
  original,
  currency,
  className,
}: {
  amount: number;
  original?: number;
  currency: 'ks' | 'thb';
  className?: string;
}) {
  const lng = currentLanguage();
  const format = (v: number) => (currency === 'ks' ? formatKs(v, lng) : formatBaht(v, lng));
  const discounted = original !== undefined && original > amount;
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-2', className)}>
      {discounted ? (
        <s className="text-sm whitespace-nowrap text-[#64748b]" data-testid="old-price">
          {format(original)}
        </s>
      ) : null}
      <span className="font-semibold whitespace-nowrap">{format(amount)}</span>
    </span>
  );
}
