// What the page heads need from the CMS, read over loopback and kept briefly in memory so an
// HTML page costs no CMS call on most requests. A failing CMS never fails a page: the head then
// falls back to the page's own texts.
import {
  pathOf,
  postApiUrl,
  type Locale,
  type Package,
  type Paged,
  type Post,
  type SiteInfo,
  type Zodiac,
} from '@mystic/shared';

const TIMEOUT_MS = 2_000;
const MAX_ENTRIES = 500;

/** `missing` is the CMS saying 404 (an unknown post); null is "could not ask". */
export type Found<T> = T | 'missing' | null;

export interface HeadContent {
  info(lang: Locale): Promise<SiteInfo | null>;
  post(slug: string, lang: Locale): Promise<Found<Post>>;
  latestPosts(lang: Locale, count: number): Promise<Post[] | null>;
  packages(lang: Locale): Promise<Package[] | null>;
  zodiacs(lang: Locale): Promise<Zodiac[] | null>;
}

export function headContent(cmsUrl: URL, ttlMs: number): HeadContent {
  const cache = new Map<string, { at: number; value: Promise<unknown> }>();

  async function get<T>(path: string): Promise<Found<T>> {
    const res = await fetch(new URL(path, cmsUrl), {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { Accept: 'application/json' },
    });
    if (res.status === 404) return 'missing';
    if (!res.ok) return null;
    const body = (await res.json()) as { data?: unknown };
    // Anything but an object under `data` is not an answer to build a head from.
    return body?.data !== null && typeof body?.data === 'object' ? (body.data as T) : null;
  }

  /** One CMS read per path per `ttlMs`; failures are not kept. */
  function remembered<T>(path: string): Promise<Found<T>> {
    const hit = cache.get(path);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value as Promise<Found<T>>;
    const value = get<T>(path).catch(() => null);
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(path, { at: Date.now(), value });
    void value.then((v) => {
      if (v === null) cache.delete(path);
    });
    return value;
  }

  const ok = <T>(v: Found<T>): T | null => (v === 'missing' ? null : v);
  return {
    info: async (lang) => ok(await remembered<SiteInfo>(`${pathOf('info')}?locale=${lang}`)),
    // The app's own address for the post (views are counted by its beacon, not by reads), so
    // the answer can be handed to the app with the page (`firstAnswer`).
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
    zodiacs: async (lang) => {
      const found = ok(await remembered<Zodiac[]>(`${pathOf('zodiacs')}?locale=${lang}`));
      return Array.isArray(found) ? found : null;
    },
  };
}
