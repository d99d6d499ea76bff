// Issue 44: the approved reviews with their averages (GET /api/booking/reviews, public and kept by
// the gateway until one is approved or hidden).
import { pathOf, type Envelope, type PublicReviews } from '@mystic/shared';
import { useApi } from '@/lib/use-api';

export function usePublicReviews() {
  return useApi<Envelope<PublicReviews>>(pathOf('publicReviews'));
}
