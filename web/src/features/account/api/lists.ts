import { pathOf, type Appointment, type Envelope, type SavedPostRow } from '@mystic/shared';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

export const bookingsKey = (userId: number) => pathOf('memberBookings', { userId });
export const savedPostsKey = (userId: number) => pathOf('savedPosts', { userId });

/** The member's bookings, newest first as the server sends them. Failures are only logged. */
export function useBookings(userId: number | undefined) {
  return useSWR(
    userId ? bookingsKey(userId) : null,
    async (url: string) => (await api.get<Envelope<Appointment[]>>(url, { auth: 'required' })).data,
    { onError: (e) => console.warn('Failed to fetch bookings', e), revalidateOnFocus: true },
  );
}

/** The member's saved posts; docs/product.md section 8: empty on failure. */
export function useSavedPosts(userId: number | undefined) {
  return useSWR(userId ? savedPostsKey(userId) : null, async (url: string) => {
    try {
      const answer = await api.get<Envelope<SavedPostRow[]>>(url, { auth: 'required' });
      return answer.data ?? [];
    } catch (error) {
      console.warn('Failed to fetch saved posts', error);
      return [] as SavedPostRow[];
    }
  });
}
