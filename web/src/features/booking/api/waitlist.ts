// Issue 45: the waitlist of full days: join with the booking form, see one's waits, leave,
// take or decline an offer; and the people a member booked for before.
import {
  pathOf,
  type Appointment,
  type AppointmentPayload,
  type Envelope,
  type MemberWait,
  type SavedPerson,
} from '@mystic/shared';
import { api } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

export const waitlistPath = pathOf('waitlistMine');

export async function joinWaitlist(payload: AppointmentPayload): Promise<MemberWait> {
  return (
    await api.post<Envelope<MemberWait>>(pathOf('waitlistJoin'), payload, { auth: 'required' })
  ).data;
}

export async function leaveWaitlist(id: string): Promise<MemberWait> {
  return (
    await api.delete<Envelope<MemberWait>>(pathOf('waitlistLeave', { id }), { auth: 'required' })
  ).data;
}

export async function declineOffer(id: string): Promise<MemberWait> {
  return (
    await api.post<Envelope<MemberWait>>(
      pathOf('waitlistDecline', { id }),
      {},
      { auth: 'required' },
    )
  ).data;
}

/** Takes the held place: the booking it makes (Pending, to pay as any booking). */
export async function acceptOffer(id: string): Promise<Appointment> {
  return (
    await api.post<Envelope<Appointment>>(
      pathOf('waitlistAccept', { id }),
      {},
      { auth: 'required' },
    )
  ).data;
}

export function useMyWaits() {
  return useApi<Envelope<MemberWait[]>>(
    waitlistPath,
    undefined,
    { revalidateOnFocus: true },
    { auth: 'required' },
  );
}

export function useSavedPeople() {
  return useApi<Envelope<SavedPerson[]>>(pathOf('savedPeople'), undefined, undefined, {
    auth: 'required',
  });
}
