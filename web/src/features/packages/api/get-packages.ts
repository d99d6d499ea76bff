import { LIST_QUERIES, pathOf, type Envelope, type Package, type Paged } from '@mystic/shared';
import { useApi } from '@/lib/use-api';
import { usePagedList } from '@/lib/use-paged-list';

export const PACKAGES_PATH = pathOf('packages');

/** The first 8 packages (home's Featured Services). */
export function useFeaturedPackages() {
  return useApi<Envelope<Paged<Package>>>(PACKAGES_PATH, LIST_QUERIES.featuredPackages);
}

/** All packages, 12 a page, See More appending. */
export function usePackagesList(fallbackError: string) {
  return usePagedList<Package>(PACKAGES_PATH, LIST_QUERIES.packages, fallbackError);
}
