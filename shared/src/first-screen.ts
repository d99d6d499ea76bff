// What each public page's first screen reads from the API, written once: the app's hooks read
// with these queries, and the gateway hands the answers over with the page's HTML
// (web/server/src/head), so a first visit paints without an API round trip after the app has run.
import { CATEGORY_ALL, DEFAULT_SORT, PAGE_SIZE_DEFAULT, PAGE_SIZE_HOME } from './constants.js';
import { pathOf } from './endpoints.js';
import { upstreamFor } from './routes.js';

export type ReadQuery = Record<string, string | number | undefined>;

/** One API read: an endpoint's path and its query (the content locale is added to CMS reads). */
export interface Read {
  path: string;
  query?: ReadQuery;
}

/** The lists' queries. A paged list adds `page` (1 for its first screen). */
export const LIST_QUERIES = {
  /** Home's Featured Services. */
  featuredPackages: { page: 1, page_size: PAGE_SIZE_HOME },
  /** Home's latest posts. */
  latestPosts: { page: 1, page_size: PAGE_SIZE_HOME, sort: 'latest' },
  /** /packages, 12 a page. */
  packages: { page_size: PAGE_SIZE_DEFAULT },
  /** /blogs, 12 a page, in a sort and a category (all: none sent). */
  posts: (sort: string, category: string): ReadQuery => ({
    sort,
    category: category === CATEGORY_ALL ? undefined : category,
    page_size: PAGE_SIZE_DEFAULT,
  }),
} as const;

const SITE_INFO: Read = { path: pathOf('info') };
/** The approved reviews shown on home and /packages (issue 44). */
const REVIEWS: Read = { path: pathOf('publicReviews') };

/** The reads of a public page's first screen as it opens (no filter chosen), site info first. */
export function firstScreenReads(pagePath: string): Read[] {
  switch (pagePath) {
    case '/':
      return [
        SITE_INFO,
        { path: pathOf('packages'), query: LIST_QUERIES.featuredPackages },
        { path: pathOf('posts'), query: LIST_QUERIES.latestPosts },
        { path: pathOf('zodiacs') },
        REVIEWS,
      ];
    case '/blogs':
      return [
        SITE_INFO,
        { path: pathOf('todaySpecial') },
        { path: pathOf('categories') },
        {
          path: pathOf('posts'),
          query: { ...LIST_QUERIES.posts(DEFAULT_SORT, CATEGORY_ALL), page: 1 },
        },
      ];
    case '/packages':
      return [
        SITE_INFO,
        { path: pathOf('packages'), query: { ...LIST_QUERIES.packages, page: 1 } },
        REVIEWS,
      ];
    case '/zodiacs':
      return [SITE_INFO, { path: pathOf('zodiacs') }];
    default:
      return [SITE_INFO];
  }
}

const byName = ([a]: [string, string], [b]: [string, string]) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * One spelling of a read's address whatever the order of its query (`?b=2&a=1` is `?a=1&b=2`),
 * so an answer handed over under one spelling serves the app asking under another.
 */
export function readKey(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams([...new URLSearchParams(url.slice(at + 1))].sort(byName));
  const query = params.toString();
  return query ? `${url.slice(0, at)}?${query}` : url.slice(0, at);
}

/**
 * The address of `read` in `locale`, as `readKey` spells it. Only the CMS's reads carry the
 * locale, as the app's own reads do (web/src/lib/api/locale.ts): the booking service's public
 * reads (the reviews) are the same in every language.
 */
export function readUrl(read: Read, locale: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(read.query ?? {})) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  if (upstreamFor(read.path) === 'cms') params.set('locale', locale);
  return readKey(`${read.path}?${params}`);
}
