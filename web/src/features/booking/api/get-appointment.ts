import { pathOf, type Appointment, type Envelope } from '@mystic/shared';
import { useApi } from '@/lib/use-api';

export const appointmentPath = (no: string) => pathOf('appointment', { appointmentNo: no });

/** One of the member's bookings by its number (`data.data`). */
export function useAppointment(no: string | undefined) {
  return useApi<Envelope<Appointment>>(no ? appointmentPath(no) : null, undefined, undefined, {
    auth: 'required',
  });
}
