import { CACHEABLE_ENDPOINTS, ENDPOINTS, ENDPOINT_SCHEMAS, matcherOf } from '@mystic/shared';

// The public content routes of the CMS that are the same for every visitor: the entries of the
// endpoint table marked cacheable (the post page too: its views are counted by the page's beacon,
// `POST /api/posts-list/:slug/view`, never cached). Not likes, or anything of a member. Each
// with the query parameters it reads, from its query schema in the shared endpoint schemas.
const ROUTES = CACHEABLE_ENDPOINTS.map((name) => {
  const query = ENDPOINT_SCHEMAS[name]?.query;
  const shape = (query as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  return { matcher: matcherOf(ENDPOINTS[name]), query, params: Object.keys(shape).sort() };
});

export const isCacheableRoute = (path: string): boolean => ROUTES.some((r) => r.matcher.test(path));

/**
 * The key a cacheable request is kept under, and the URL the CMS is asked: its path and, in a
 * fixed order, only the query parameters the endpoint reads (others change nothing in the answer,
 * and each junk one would otherwise fill an entry of its own). Null when the route is not
 * cacheable, or a known parameter is repeated or fails the endpoint's query schema: such a
 * request goes to the CMS as it is and its answer is not kept.
 */
export function cacheKeyOf(originalUrl: string): string | null {
  const mark = originalUrl.indexOf('?');
  const path = mark < 0 ? originalUrl : originalUrl.slice(0, mark);
  const route = ROUTES.find((r) => r.matcher.test(path));
  if (!route) return null;
  const asked = new URLSearchParams(mark < 0 ? '' : originalUrl.slice(mark + 1));
  const kept = new URLSearchParams();
  const values: Record<string, string> = {};
  for (const name of route.params) {
    const all = asked.getAll(name);
    if (all.length > 1) return null;
    if (all.length === 0) continue;
    kept.set(name, all[0]!);
    values[name] = all[0]!;
  }
  if (route.query && !route.query.safeParse(values).success) return null;
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}
