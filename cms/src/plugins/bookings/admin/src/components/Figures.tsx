// Her business at a glance (issue 42.4): the month's confirmed payments in Ks and ฿ apart and its
// bookings, by payment type and by package, and the last twelve months; on the desk's home
// widget (`compact`) and under the month board. Counted by the booking service (GET /stats).
import { Box, Flex, Loader, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import type { DeskStats } from '@mystic/shared';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { deskDigits, deskLang } from '../chart';
import { Problem } from './Problem';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    padding: 4px 8px 4px 0;
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  td.n,
  th.n {
    text-align: right;
    white-space: nowrap;
  }
`;

export function useStats(month?: string) {
  const { get } = useFetchClient();
  const [state, setState] = useState<{ data?: DeskStats; error?: unknown }>({});
  useEffect(() => {
    let live = true;
    get<{ data: DeskStats }>('/bookings/stats', { params: month ? { month } : {} }).then(
      (res) => live && setState({ data: res.data.data }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [get, month]);
  return state;
}

function useMoney() {
  const { locale } = useIntl();
  const lang = deskLang(locale);
  const n = (v: number) => deskDigits(new Intl.NumberFormat('en-US').format(v), lang);
  return (m: { ks: number; thb: number }) =>
    [m.ks || !m.thb ? `${n(m.ks)} Ks` : '', m.thb ? `${n(m.thb)} ฿` : '']
      .filter(Boolean)
      .join(' · ');
}

export function Figures({ month, compact }: { month?: string; compact?: boolean }) {
  const { formatMessage, locale } = useIntl();
  const t = (id: string, defaultMessage: string) =>
    formatMessage({ id: `bookings.${id}`, defaultMessage });
  const lang = deskLang(locale);
  const money = useMoney();
  const { data, error } = useStats(month);
  if (error) return <Problem error={error} />;
  if (!data) return <Loader small />;
  const current = data.months[data.months.length - 1]!;
  const head = (
    <Flex gap={6} wrap="wrap" data-testid="figures-month">
      <Box>
        <Typography variant="sigma" textColor="neutral600" tag="div">
          {t('figures.revenue', 'Confirmed payments')}
        </Typography>
        <Typography variant="beta" tag="div" data-testid="figures-revenue">
          {money(current.revenue)}
        </Typography>
      </Box>
      <Box>
        <Typography variant="sigma" textColor="neutral600" tag="div">
          {t('figures.bookings', 'Bookings')}
        </Typography>
        <Typography variant="beta" tag="div" data-testid="figures-bookings">
          {deskDigits(current.bookings, lang)}
        </Typography>
      </Box>
    </Flex>
  );
  if (compact) return head;
  const shares = (title: string, rows: DeskStats['by_package'], testId: string) => (
    <Box paddingTop={4} data-testid={testId}>
      <Typography variant="delta" tag="h3">
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography textColor="neutral600">
          {t('figures.none', 'No confirmed payments yet.')}
        </Typography>
      ) : (
        <Table>
          <tbody>
            {rows.map((r) => (
              <tr key={r.name}>
                <td>{r.name}</td>
                <td className="n">{deskDigits(r.count, lang)}×</td>
                <td className="n">{money(r)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Box>
  );
  return (
    <Box background="neutral0" padding={5} shadow="tableShadow" hasRadius data-testid="figures">
      <Typography variant="delta" tag="h2">
        {t('figures.title', 'Revenue and bookings')} · {deskDigits(data.month, lang)}
      </Typography>
      <Box paddingTop={4}>{head}</Box>
      {shares(t('figures.byType', 'By payment type'), data.by_payment_type, 'figures-by-type')}
      {shares(t('figures.byPackage', 'By package'), data.by_package, 'figures-by-package')}
      <Box paddingTop={4}>
        <Typography variant="delta" tag="h3">
          {t('figures.months', 'Last 12 months')}
        </Typography>
        <Table data-testid="figures-months">
          <thead>
            <tr>
              <th>{t('figures.monthColumn', 'Month')}</th>
              <th className="n">{t('figures.bookings', 'Bookings')}</th>
              <th className="n">{t('figures.revenue', 'Confirmed payments')}</th>
            </tr>
          </thead>
          <tbody>
            {[...data.months].reverse().map((m) => (
              <tr key={m.month}>
                <td>{deskDigits(m.month, lang)}</td>
                <td className="n">{deskDigits(m.bookings, lang)}</td>
                <td className="n">{money(m.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Box>
    </Box>
  );
}
