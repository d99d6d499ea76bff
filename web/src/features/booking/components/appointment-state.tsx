import type { Appointment, Envelope } from '@mystic/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { PageState, readState } from '@/components/page-state';

/**
 * A page about one booking (payment, slip, move): the spinner while it loads (and while
 * `alsoLoading`), its fetch error with a retry, else the booking.
 */
export function AppointmentState({
  appointment,
  alsoLoading = false,
  children,
}: {
  appointment: {
    data?: Envelope<Appointment>;
    isLoading: boolean;
    error?: unknown;
    mutate: () => unknown;
  };
  alsoLoading?: boolean;
  children: (booking: Appointment) => ReactNode;
}) {
  const { t } = useTranslation('common');
  const state = readState(appointment);
  return (
    <PageState
      {...state}
      loading={state.loading || alsoLoading}
      errorText={t('errors.fetchAppointment')}
      data={appointment.data?.data}
    >
      {children}
    </PageState>
  );
}
