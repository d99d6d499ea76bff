import { useEndpoint } from './use-endpoint';

// The reference lists the forms choose from, defined once for every feature (the booking form,
// the profile form, the slip and the payment page).

// docs/product.md section 8: failures of these lists are only logged. They are retried a few times
// (the app otherwise never retries), since one lost request would leave a form (booking or profile)
// with an empty choice that no member can get past.
const logged = {
  onError: (e: unknown) => console.warn('Failed to fetch list', e),
  shouldRetryOnError: true,
  errorRetryCount: 4,
  errorRetryInterval: 1_000,
};

export const useGenders = () => useEndpoint('genders', {}, logged);
export const useWeekdays = () => useEndpoint('weekdays', {}, logged);
export const usePaymentTypes = () => useEndpoint('banks', {}, logged);
