// What the page heads need from the CMS, read over loopback and kept briefly in memory so an
// HTML page costs no CMS call on most requests. A failing CMS never fails a page: the head then
// falls back to the page's own texts.
import {
  ENDPOINTS,
  endpointFor,
  pathOf,
  postApiUrl,
  type Locale,
  type Package,
  type Paged,
  type Post,
  type PublicReviews,
  type SiteInfo,
  type Zodiac,
} from '@mystic/shared';

const TIMEOUT_MS = 2_000;
const MAX_ENTRIES = 500;

/** `missing` is the CMS saying 404 (an unknown post); null is "could not ask". */
export type Found<T> = T | 'missing' | null;

export interface HeadContent {
  /** The app's read at `url` (its whole answer), for handing over with a page. */
  answer(url: string): Promise<object | null>;
  info(lang: Locale): Promise<SiteInfo | null>;
  post(slug: string, lang: Locale): Promise<Found<Post>>;
  latestPosts(lang: Locale, count: number): Promise<Post[] | null>;
  packages(lang: Locale): Promise<Package[] | null>;
  zodiacs(lang: Locale): Promise<Zodiac[] | null>;
  /** Issue 44: the approved reviews (the booking service's), null when it cannot say. */
  reviews(): Promise<PublicReviews | null>;
}

/**
 * `generation`, when given, is the public cache's count of content versions seen (asked afresh at
 * most about once a second): a new one drops what is kept here too, so a page hands over nothing
 * older than the API would answer.
 */
export function headContent(
  cmsUrl: URL,
  ttlMs: number,
  generation?: () => Promise<number>,
  bookingUrl?: URL,
): HeadContent {
  const cache = new Map<string, { at: number; value: Promise<unknown> }>();
  let seen = 0;

  /** The whole answer (`{ data, … }`) of an API read: 'missing' on a 404, null unless a 200 JSON object. */
  async function answer(path: string, from: URL = cmsUrl): Promise<Found<object>> {
    const res = await fetch(new URL(path, from), {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { Accept: 'application/json' },
    });
    if (!res.ok) {
      await res.body?.cancel();
      return res.status === 404 ? 'missing' : null;
    }
    const body = (await res.json()) as unknown;
    return body !== null && typeof body === 'object' ? body : null;
  }

  /** The service a read of the endpoint table belongs to (the CMS unless the table says so). */
  function ownerOf(url: string): URL {
    const name = endpointFor('GET', url.split('?')[0]!);
    return name && ENDPOINTS[name].owner === 'booking' && bookingUrl ? bookingUrl : cmsUrl;
  }

  /** What an answer holds under `data`. */
  async function get<T>(path: string): Promise<Found<T>> {
    const found = await answer(path);
    if (found === null || found === 'missing') return found;
    const data = (found as { data?: unknown }).data;
    // Anything but an object under `data` is not an answer to build a head from.
    return data !== null && typeof data === 'object' ? (data as T) : null;
  }

  /** One CMS read per path per `ttlMs` and content version; failures are not kept. */
  async function remembered<T>(path: string, read = get<T>): Promise<Found<T>> {
    const now = generation ? await generation() : seen;
    if (now !== seen) {
      cache.clear();
      seen = now;
    }
    const hit = cache.get(path);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value as Promise<Found<T>>;
    const value = read(path).catch(() => null);
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(path, { at: Date.now(), value });
    void value.then((v) => {
      if (v === null) cache.delete(path);
    });
    return value;
  }

  const ok = <T>(v: Found<T>): T | null => (v === 'missing' ? null : v);
  return {
    // Kept apart from the `data` reads of the same address (`answer:` keys).
    // Asked of the service that owns the read (the reviews are the booking service's).
    answer: async (url) => ok(await remembered(`answer:${url}`, () => answer(url, ownerOf(url)))),
    info: async (lang) => ok(await remembered<SiteInfo>(`${pathOf('info')}?locale=${lang}`)),
    // The app's own address for the post (views are counted by its beacon, not by reads), so
    // the answer can be handed to the app with the page (`firstAnswers`).
    post: (slug, lang) => remembered<Post>(postApiUrl(slug, lang)),
    latestPosts: async (lang, count) =>
      ok(
        await remembered<Paged<Post>>(
          `${pathOf('posts')}?locale=${lang}&sort=latest&page=1&page_size=${count}`,
        ),
      )?.data ?? null,
    packages: async (lang) =>
      ok(
        await remembered<Paged<Package>>(
          `${pathOf('packages')}?locale=${lang}&page=1&page_size=50`,
        ),
      )?.data ?? null,
    reviews: async () => {
      if (!bookingUrl) return null;
      const path = pathOf('publicReviews');
      const found = ok(
        await remembered<PublicReviews>(path, async () => {
          const whole = await answer(path, bookingUrl);
          return whole && whole !== 'missing'
            ? ((whole as { data?: PublicReviews }).data ?? null)
            : whole;
        }),
      );
      return found && Array.isArray(found.reviews) ? found : null;
    },
    zodiacs: async (lang) => {
      const found = ok(await remembered<Zodiac[]>(`${pathOf('zodiacs')}?locale=${lang}`));
      return Array.isArray(found) ? found : null;
    },
  };
}
