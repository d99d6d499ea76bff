import { useEndpoint } from '@/lib/use-endpoint';

const member = { auth: 'required' } as const;

/** The member's bookings, newest first as the server sends them. Failures are only logged. */
export function useBookings(userId: number | undefined) {
  return useEndpoint(
    'memberBookings',
    userId ? { params: { userId } } : null,
    { onError: (e) => console.warn('Failed to fetch bookings', e), revalidateOnFocus: true },
    member,
  );
}

/** The member's saved posts; docs/product.md section 8: empty on failure, which is only logged. */
export function useSavedPosts(userId: number | undefined) {
  return useEndpoint(
    'savedPosts',
    userId ? { params: { userId } } : null,
    { onError: (e) => console.warn('Failed to fetch saved posts', e) },
    member,
  );
}
