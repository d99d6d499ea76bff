import { Box, Typography } from '@strapi/design-system';
import type { WednesdayHalf } from '@mystic/shared';
import { useIntl } from 'react-intl';
import { chartFacts, deskLang } from '../chart';

/**
 * The client's chart beside the intake (issue 41): Myanmar birth date, eight-day weekday, sign and
 * planet, Mahabote house.
 */
export function ChartFacts({
  dob,
  half,
}: {
  dob: string | null | undefined;
  half: WednesdayHalf | null | undefined;
}) {
  const { formatMessage, locale } = useIntl();
  const t = (id: string, defaultMessage: string) =>
    formatMessage({ id: `bookings.${id}`, defaultMessage });
  const chart = chartFacts(dob, half, deskLang(locale));
  if (!chart) {
    return (
      <Box paddingTop={4}>
        <Typography textColor="neutral600">{t('chart.none', 'No date of birth given.')}</Typography>
      </Box>
    );
  }
  const rows = [
    [
      'chart-myanmar-birth-date',
      t('chart.myanmarDate', 'Myanmar birth date'),
      chart.myanmarBirthDate,
    ],
    ['chart-weekday', t('chart.weekday', 'Eight-day weekday'), chart.weekday],
    [
      'chart-sign',
      t('chart.sign', 'Sign and planet'),
      `${t(`sign.${chart.sign}`, chart.sign)} · ${t(`planet.${chart.planet}`, chart.planet)}`,
    ],
    ['chart-house', t('chart.house', 'Mahabote house'), chart.house],
  ] as const;
  return (
    <Box paddingTop={4} tag="dl" data-testid="booking-chart">
      {rows.map(([id, label, value]) => (
        <Box key={id} paddingBottom={3}>
          <Typography variant="sigma" textColor="neutral600" tag="dt">
            {label}
          </Typography>
          <Typography tag="dd" data-testid={id}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
