import { pathOf, type Appointment, type Envelope } from '@mystic/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

export const appointmentKey = (no: string) => pathOf('appointment', { appointmentNo: no });

export async function getAppointment(no: string): Promise<Appointment> {
  const answer = await api.get<Envelope<Appointment>>(appointmentKey(no), { auth: 'required' });
  return answer.data;
}

export function useAppointment(no: string | undefined) {
  return useSWR(no ? appointmentKey(no) : null, () => getAppointment(no!));
}
