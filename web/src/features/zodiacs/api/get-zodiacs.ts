import { useEndpoint } from '@/lib/use-endpoint';

export function useZodiacs() {
  return useEndpoint('zodiacs', {});
}
