import { pathOf, type Appointment, type Envelope, type SavedPostRow } from '@mystic/shared';
import { useApi } from '@/lib/use-api';

export const bookingsPath = (userId: number) => pathOf('memberBookings', { userId });
export const savedPostsPath = (userId: number) => pathOf('savedPosts', { userId });

const member = { auth: 'required' } as const;

/** The member's bookings, newest first as the server sends them. Failures are only logged. */
export function useBookings(userId: number | undefined) {
  return useApi<Envelope<Appointment[]>>(
    userId ? bookingsPath(userId) : null,
    undefined,
    { onError: (e) => console.warn('Failed to fetch bookings', e), revalidateOnFocus: true },
    member,
  );
}

/** The member's saved posts; docs/product.md section 8: empty on failure, which is only logged. */
export function useSavedPosts(userId: number | undefined) {
  return useApi<Envelope<SavedPostRow[]>>(
    userId ? savedPostsPath(userId) : null,
    undefined,
    { onError: (e) => console.warn('Failed to fetch saved posts', e) },
    member,
  );
}
