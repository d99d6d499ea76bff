// Issue 45: the waitlist of full days: join with the booking form, see one's waits, leave,
// take or decline an offer; and the people a member booked for before. By endpoint name
// (issue 40): the answers are the contract's.
import { pathOf, type Appointment, type AppointmentPayload, type MemberWait } from '@mystic/shared';
import { call } from '@/lib/api-client';
import { useEndpoint } from '@/lib/use-endpoint';

export const waitlistPath = pathOf('waitlistMine');

const member = { auth: 'required' } as const;

export async function joinWaitlist(payload: AppointmentPayload): Promise<MemberWait> {
  return (await call('waitlistJoin', { body: payload }, member)).data;
}

export async function leaveWaitlist(id: string): Promise<MemberWait> {
  return (await call('waitlistLeave', { params: { id } }, member)).data;
}

export async function declineOffer(id: string): Promise<MemberWait> {
  return (await call('waitlistDecline', { params: { id } }, member)).data;
}

/** Takes the held place: the booking it makes (Pending, to pay as any booking). */
export async function acceptOffer(id: string): Promise<Appointment> {
  return (await call('waitlistAccept', { params: { id } }, member)).data;
}

export function useMyWaits() {
  return useEndpoint('waitlistMine', {}, { revalidateOnFocus: true }, member);
}

export function useSavedPeople() {
  return useEndpoint('savedPeople', {}, undefined, member);
}
