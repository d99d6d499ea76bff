// A member cancels or moves their own booking (issue 18); the rules are the booking service's
// (each answer carries `manage`: what is still allowed and why not).
import { pathOf, type Appointment, type Envelope, type Locale } from '@mystic/shared';
import { api } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

export async function cancelBooking(no: string): Promise<Appointment> {
  return (
    await api.post<Envelope<Appointment>>(
      pathOf('cancelAppointment', { appointmentNo: no }),
      {},
      { auth: 'required' },
    )
  ).data;
}

export async function rescheduleBooking(no: string, day: string): Promise<Appointment> {
  const answer = await api.post<Envelope<Appointment>>(
    pathOf('rescheduleAppointment', { appointmentNo: no }),
    { appointment_date: day },
    { auth: 'required' },
  );
  return answer.data;
}

/** The reader's cancellation policy in the member's language (booking settings in the CMS). */
export function useCancelPolicy(language: string): string {
  const { data } = useApi<Envelope<{ cancel_policy?: Partial<Record<Locale, string>> }>>(
    pathOf('bookingSettings'),
  );
  const policy = data?.data.cancel_policy;
  return (language === 'my' ? policy?.my || policy?.en : policy?.en) ?? '';
}
