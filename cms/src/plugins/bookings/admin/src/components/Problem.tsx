import { Alert } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { failure } from '../api';

/** A failed call shown as a message: the booking service's outage in words the reader knows. */
export function Problem({ error }: { error: unknown }) {
  const { formatMessage, locale } = useIntl();
  const { message, outage } = failure(error, locale);
  return (
    <Alert
      closeLabel=""
      variant="danger"
      title={formatMessage({
        id: outage ? 'bookings.error.outage.title' : 'bookings.error.title',
        defaultMessage: outage ? 'The booking service cannot be reached' : 'Something went wrong',
      })}
    >
      {outage
        ? formatMessage({
            id: 'bookings.error.outage',
            defaultMessage: 'Bookings are safe; try again in a minute.',
          })
        : message}
    </Alert>
  );
}
