import { useEndpoint } from '@/lib/use-endpoint';

/** Every package, for the form's picker (names follow the interface language). */
export function usePackagesAll() {
  return useEndpoint('packagesAll', {});
}
