import { Flex, Loader, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Summary } from '../api';
import { Figures } from './Figures';
import { Problem } from './Problem';

/** The admin homepage's Bookings widget: what needs the reader today. */
export default function HomeWidget() {
  const { get } = useFetchClient();
  const { formatMessage } = useIntl();
  const [summary, setSummary] = useState<Summary | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    get<{ data: Summary }>('/bookings/summary').then((res) => setSummary(res.data.data), setError);
  }, [get]);
  if (error) return <Problem error={error} />;
  if (!summary) return <Loader small />;
  return (
    <Flex direction="column" alignItems="flex-start" gap={3} data-testid="bookings-widget">
      <Typography variant="beta" tag="p">
        {formatMessage(
          {
            id: 'bookings.widget.text',
            defaultMessage: '{verifying} proofs to verify, {today} bookings today',
          },
          { verifying: summary.verifying, today: summary.today },
        )}
      </Typography>
      <Typography textColor="neutral600">
        {formatMessage(
          { id: 'bookings.widget.tomorrow', defaultMessage: '{tomorrow} tomorrow' },
          { tomorrow: summary.tomorrow },
        )}
      </Typography>
      {summary.feedback ? (
        <Typography fontWeight="semiBold" data-testid="widget-feedback">
          {formatMessage(
            { id: 'bookings.widget.feedback', defaultMessage: '{count} new feedback messages' },
            { count: summary.feedback },
          )}
        </Typography>
      ) : null}
      <Figures compact />
    </Flex>
  );
}
