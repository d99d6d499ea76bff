import { pathOf } from '@mystic/shared';
import { useEndpoint } from '@/lib/use-endpoint';

export const appointmentPath = (no: string) => pathOf('appointment', { appointmentNo: no });

/** One of the member's bookings by its number (`data.data`). */
export function useAppointment(no: string | undefined) {
  return useEndpoint('appointment', no ? { params: { appointmentNo: no } } : null, undefined, {
    auth: 'required',
  });
}
