import { Status as DsStatus, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import type { Status } from '../api';

/** Booked is green; every other status yellow, as the member sees it on the site. */
export function StatusBadge({ status, testId }: { status: Status; testId?: string }) {
  const { formatMessage } = useIntl();
  return (
    <DsStatus variant={status === 'Booked' ? 'success' : 'warning'} size="S">
      <Typography tag="span" variant="omega" fontWeight="bold" data-testid={testId}>
        {formatMessage({ id: `bookings.status.${status}`, defaultMessage: status })}
      </Typography>
    </DsStatus>
  );
}
