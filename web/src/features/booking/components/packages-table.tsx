import type { AppointmentPackageLine } from '@mystic/shared';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '@/components/scroll-region';
import { lineView, totalsOf } from '../lib/totals';
import { PriceTag } from './price-tag';

/** 'Your Packages': Name, Price (Ks), Price (฿), struck old prices, and the Total footer. */
export function PackagesTable({ lines }: { lines: readonly AppointmentPackageLine[] }) {
  const { t } = useTranslation('booking');
  const views = lines.map(lineView);
  const totals = totalsOf(views);
  return (
    <ScrollRegion label={t('payment.yourPackages')}>
      <table className="w-full min-w-[20rem] text-left text-sm" data-testid="packages-table">
        <thead>
          <tr className="border-b border-mystic-100 text-mystic-700">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('table.name')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              {t('table.priceKs')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('table.priceThb')}
            </th>
          </tr>
        </thead>
        <tbody>
          {views.map((line) => (
            <tr key={line.id} className="border-b border-mystic-50 align-top">
              <td className="py-3 pr-3 font-medium text-mystic-900">{line.name}</td>
              <td className="py-3 pr-3 text-right">
                <PriceTag
                  currency="ks"
                  amount={line.balance}
                  original={line.discounted ? line.price : undefined}
                  className="justify-end"
                />
              </td>
              <td className="py-3 text-right">
                <PriceTag
                  currency="thb"
                  amount={line.thBalance}
                  original={line.discounted ? line.thPrice : undefined}
                  className="justify-end"
                />
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
  );
}
