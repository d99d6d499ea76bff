import { IDEMPOTENCY_HEADER, type Appointment, type AppointmentPayload } from '@mystic/shared';
import { call } from '@/lib/api-client';

/** Books; `attemptKey` makes a repeat of the same form attempt answer the same booking. */
export async function createAppointment(
  payload: AppointmentPayload,
  attemptKey: string,
): Promise<Appointment> {
  const answer = await call(
    'createAppointment',
    { body: payload },
    { auth: 'required', headers: { [IDEMPOTENCY_HEADER]: attemptKey } },
  );
  return answer.data;
}
