import type { Envelope } from '@mystic/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

export const fullDaysKey = '/api/auth/appointments/bookings/full-days';

/** Full, blocked and closed days from today on (yyyy-MM-dd); entries may also be `{ start }`. */
export async function getFullDays(): Promise<string[]> {
  const answer = await api.get<Envelope<Array<string | { start: string }>>>(fullDaysKey, {
    auth: 'required',
  });
  return (answer.data ?? []).map((d) => (typeof d === 'string' ? d : d.start).slice(0, 10));
}

export function useFullDays() {
  return useSWR(fullDaysKey, getFullDays, { revalidateOnFocus: true, dedupingInterval: 5_000 });
}
