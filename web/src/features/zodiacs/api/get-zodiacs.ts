import { pathOf, type Envelope, type Zodiac } from '@mystic/shared';
import { useApi } from '@/lib/use-api';

export const ZODIACS_PATH = pathOf('zodiacs');

export function useZodiacs() {
  return useApi<Envelope<Zodiac[]>>(ZODIACS_PATH);
}
