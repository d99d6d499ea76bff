import type { Envelope, NamedEntry, PaymentType } from '@mystic/shared';
import { useApi } from '@/lib/use-api';
import type { WeekdayEntry } from '../lib/weekday';

// SPEC.md section 8: failures of these lists are only logged; the form shows empty choices.
const logged = { onError: (e: unknown) => console.warn('Failed to fetch list', e) };

export const useGenders = () => useApi<Envelope<NamedEntry[]>>('/api/genders-list', {}, logged);
export const useWeekdays = () => useApi<Envelope<WeekdayEntry[]>>('/api/weekdays-list', {}, logged);
export const usePaymentTypes = () => useApi<Envelope<PaymentType[]>>('/api/banks-list', {}, logged);
