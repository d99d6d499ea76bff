// Issue 44: the approved reviews with their averages (GET /api/booking/reviews, public and kept by
// the gateway until one is approved or hidden).
import { useEndpoint } from '@/lib/use-endpoint';

export function usePublicReviews() {
  return useEndpoint('publicReviews', {});
}
