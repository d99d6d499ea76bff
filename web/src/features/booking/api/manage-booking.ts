// A member cancels or moves their own booking (issue 18); the rules are the booking service's
// (each answer carries `manage`: what is still allowed and why not).
import type { Appointment } from '@mystic/shared';
import { call } from '@/lib/api-client';
import { useEndpoint } from '@/lib/use-endpoint';

const member = { auth: 'required' } as const;

export async function cancelBooking(no: string): Promise<Appointment> {
  return (await call('cancelAppointment', { params: { appointmentNo: no } }, member)).data;
}

export async function rescheduleBooking(no: string, day: string): Promise<Appointment> {
  const answer = await call(
    'rescheduleAppointment',
    { params: { appointmentNo: no }, body: { appointment_date: day } },
    member,
  );
  return answer.data;
}

/** The reader's cancellation policy in the member's language (booking settings in the CMS). */
export function useCancelPolicy(language: string): string {
  const { data } = useEndpoint('bookingSettings', {});
  const policy = data?.data.cancel_policy;
  return (language === 'my' ? policy?.my || policy?.en : policy?.en) ?? '';
}
