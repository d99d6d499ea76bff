import type { Appointment, AppointmentPayload, Envelope } from '@mystic/shared';
import { api } from '@/lib/api-client';

export async function createAppointment(payload: AppointmentPayload): Promise<Appointment> {
  const answer = await api.post<Envelope<Appointment>>('/api/auth/appointments/store', payload, {
    auth: 'required',
  });
  return answer.data;
}
