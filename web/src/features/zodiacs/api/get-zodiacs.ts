import type { Envelope, Zodiac } from '@mystic/shared';
import { useApi } from '@/lib/use-api';

export const ZODIACS_PATH = '/api/zodiacs-list';

export function useZodiacs() {
  return useApi<Envelope<Zodiac[]>>(ZODIACS_PATH);
}
