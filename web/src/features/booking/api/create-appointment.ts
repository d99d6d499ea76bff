import {
  pathOf,
  IDEMPOTENCY_HEADER,
  type Appointment,
  type AppointmentPayload,
  type Envelope,
} from '@mystic/shared';
import { api } from '@/lib/api-client';

/** Books; `attemptKey` makes a repeat of the same form attempt answer the same booking. */
export async function createAppointment(
  payload: AppointmentPayload,
  attemptKey: string,
): Promise<Appointment> {
  const answer = await api.post<Envelope<Appointment>>(pathOf('createAppointment'), payload, {
    auth: 'required',
    headers: { [IDEMPOTENCY_HEADER]: attemptKey },
  });
  return answer.data;
}
