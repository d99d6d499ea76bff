import type { CSSProperties } from 'react';
import { useTranslation } from '@/lib/i18n';

/**
 * The head of a packages table (Name, Price (Ks), Price (฿)): the page's table and the slip's,
 * whose colours are inline so the slip's image keeps them. `pad`: the space between columns.
 */
export function PackagesHead({
  pad,
  className,
  style,
}: {
  pad: 'pr-2' | 'pr-3';
  className: string;
  style?: CSSProperties;
}) {
  const { t } = useTranslation('booking');
  return (
    <thead>
      <tr style={style} className={className}>
        <th scope="col" className={`py-2 ${pad} font-semibold`}>
          {t('table.name')}
        </th>
        <th scope="col" className={`py-2 ${pad} text-right font-semibold`}>
          {t('table.priceKs')}
        </th>
        <th scope="col" className="py-2 text-right font-semibold">
          {t('table.priceThb')}
        </th>
      </tr>
    </thead>
  );
}
