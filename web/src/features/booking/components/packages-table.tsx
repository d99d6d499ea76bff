import type { AppointmentPackageLine } from '@mystic/shared';
import { ScrollRegion } from '@/components/scroll-region';
import { currentLanguage, useTranslation } from '@/lib/i18n';
import { lineView, totalsOf, type LineView } from '../lib/totals';
import { PackagesHead } from './packages-head';
import { PriceTag } from './price-tag';

/** 'Your Packages': Name, Price (Ks), Price (฿), struck old prices, and the Total footer. */
export function PackagesTable({ lines }: { lines: readonly AppointmentPackageLine[] }) {
  const { t } = useTranslation('booking');
  const lng = currentLanguage();
  const views = lines.map((line) => lineView(line, lng));
  const totals = totalsOf(views);
  return (
    <>
      {/* Phones (below 480 px): stacked, so both totals are in view without sideways scrolling. */}
      <div className="min-[480px]:hidden" data-testid="packages-stacked">
        <ul className="divide-y divide-mystic-50">
          {views.map((line) => (
            <li key={line.id} className="py-3">
              <p className="font-medium text-mystic-900">{line.name}</p>
              <div className="mt-1 flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm">
                <LinePrice line={line} currency="ks" />
                <LinePrice line={line} currency="thb" />
              </div>
            </li>
          ))}
        </ul>
        <div
          className="mt-2 flex flex-wrap items-baseline justify-between gap-x-4 border-t border-mystic-100 pt-3 text-base text-mystic-950"
          data-testid="packages-total"
        >
          <span className="font-bold">{t('table.total')}</span>
          <span className="flex flex-wrap gap-x-4">
            <PriceTag currency="ks" amount={totals.balance} />
            <PriceTag currency="thb" amount={totals.thBalance} />
          </span>
        </div>
      </div>
      <div className="hidden min-[480px]:block">
        <ScrollRegion label={t('payment.yourPackages')}>
          <table className="w-full min-w-[20rem] text-left text-sm" data-testid="packages-table">
            <PackagesHead pad="pr-3" className="border-b border-mystic-100 text-mystic-700" />
            <tbody>
              {views.map((line) => (
                <tr key={line.id} className="border-b border-mystic-50 align-top">
                  <td className="py-3 pr-3 font-medium text-mystic-900">{line.name}</td>
                  <td className="py-3 pr-3 text-right">
                    <LinePrice line={line} currency="ks" className="justify-end" />
                  </td>
                  <td className="py-3 text-right">
                    <LinePrice line={line} currency="thb" className="justify-end" />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="text-base text-mystic-950">
                <th scope="row" className="pt-3 pr-3 font-bold">
                  {t('table.total')}
                </th>
                <td className="pt-3 pr-3 text-right">
                  <PriceTag currency="ks" amount={totals.balance} className="justify-end" />
                </td>
                <td className="pt-3 text-right">
                  <PriceTag currency="thb" amount={totals.thBalance} className="justify-end" />
                </td>
              </tr>
            </tfoot>
          </table>
        </ScrollRegion>
      </div>
    </>
  );
}

/** A line's price in one currency, its price before a discount struck beside it. */
function LinePrice({
  line,
  currency,
  className,
}: {
  line: LineView;
  currency: 'ks' | 'thb';
  className?: string;
}) {
  const [amount, original] =
    currency === 'ks' ? [line.balance, line.price] : [line.thBalance, line.thPrice];
  return (
    <PriceTag
      currency={currency}
      amount={amount}
      original={line.discounted ? original : undefined}
      className={className}
    />
  );
}
