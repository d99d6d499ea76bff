import { pathOf, type Envelope, type Package } from '@mystic/shared';
import { useApi } from '@/lib/use-api';

/** Every package, for the form's picker (names follow the interface language). */
export function usePackagesAll() {
  return useApi<Envelope<{ data: Package[] }>>(pathOf('packagesAll'));
}
