// The desk's way to her notice settings (issue 42), beside the queue's header actions.
import { Button } from '@strapi/design-system';
import { Bell } from '@strapi/icons';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';

export function NotifyLink() {
  const { formatMessage } = useIntl();
  return (
    <Button
      tag={NavLink}
      to="/plugins/bookings/notify"
      variant="tertiary"
      startIcon={<Bell />}
      data-testid="notify-link"
    >
      {formatMessage({ id: 'bookings.notify.title', defaultMessage: 'Notifications' })}
    </Button>
  );
}
