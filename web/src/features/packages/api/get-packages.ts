import { LIST_QUERIES } from '@mystic/shared';
import { useEndpoint, usePagedEndpoint } from '@/lib/use-endpoint';

/** The first 8 packages (home's Featured Services). */
export function useFeaturedPackages() {
  return useEndpoint('packages', { query: LIST_QUERIES.featuredPackages });
}

/** All packages, 12 a page, See More appending. */
export function usePackagesList(fallbackError: string) {
  return usePagedEndpoint('packages', LIST_QUERIES.packages, fallbackError);
}
