import { describe, expect, it } from 'vitest';
import { RUNTIME_CACHES, dropUnstorableEntries } from './cache-names';

const origin = 'https://mystic.example';

/** A Cache Storage in memory, enough for what the clean-up reads and deletes. */
function memoryCaches(entries: Record<string, [string, Response, HeadersInit?][]>) {
  const stores = new Map(
    Object.entries(entries).map(([name, rows]) => [
      name,
      new Map(
        rows.map(([path, res, headers]) => [
          path,
          { req: new Request(origin + path, { headers }), res },
        ]),
      ),
    ]),
  );
  const cacheOf = (rows: Map<string, { req: Request; res: Response }>) => ({
    keys: async () => [...rows.values()].map((r) => r.req),
    match: async (req: Request) =>
      rows.get(new URL(req.url).pathname + new URL(req.url).search)?.res,
    delete: async (req: Request) =>
      rows.delete(new URL(req.url).pathname + new URL(req.url).search),
  });
  const storage = {
    has: async (name: string) => stores.has(name),
    open: async (name: string) => cacheOf(stores.get(name)!),
  } as unknown as CacheStorage;
  const paths = (name: string) => [...(stores.get(name)?.keys() ?? [])];
  return { storage, paths };
}

const answer = (cacheControl?: string) =>
  new Response('{}', { headers: cacheControl ? { 'Cache-Control': cacheControl } : {} });

describe('dropUnstorableEntries (logout, and a new worker activating)', () => {
  it('when the shared caches hold drafts, tokened, member or no-store entries, then only those go', async () => {
    const { storage, paths } = memoryCaches({
      [RUNTIME_CACHES.api]: [
        ['/api/preview?token=abc.def', answer('private, no-store')],
        ['/api/preview?token=old', answer()],
        ['/api/posts-list?page=1', answer('public, max-age=60')],
        ['/api/get-info', answer()],
        ['/api/content-version', answer('no-store')],
        ['/api/posts-list/x', answer(), { Authorization: 'Bearer t' }],
        ['/api/auth/user', answer()],
      ],
      [RUNTIME_CACHES.images]: [
        ['/uploads/a.webp', answer('public, max-age=86400')],
        ['/uploads/b.webp?token=x', answer()],
      ],
    });
    expect(await dropUnstorableEntries(storage)).toBe(6);
    expect(paths(RUNTIME_CACHES.api)).toEqual(['/api/posts-list?page=1', '/api/get-info']);
    expect(paths(RUNTIME_CACHES.images)).toEqual(['/uploads/a.webp']);
  });

  it('when no runtime cache exists yet, then nothing happens', async () => {
    const { storage } = memoryCaches({});
    expect(await dropUnstorableEntries(storage)).toBe(0);
  });
});
