// What the service worker must never keep (issue 37, item 5): an answer marked `no-store`, the
// admin's draft preview (`/api/preview?token=`), and, at logout, any member-specific or
// token-bearing entry an older worker left in the shared caches.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openAs, registerMember } from './member-support';
import { TIMEOUT } from './support/timeouts';

// The service worker is what these tests are about (the other specs run without it).
test.use({ serviceWorkers: 'allow' });

async function openControlled(page: Page, path = '/') {
  await page.goto(path);
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.state === 'activated',
    undefined,
    { timeout: TIMEOUT.slow },
  );
}

/** Every URL (path and query) held by every cache of this origin, by cache name. */
const allCached = (page: Page) =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      out[name] = keys.map((r) => new URL(r.url).pathname + new URL(r.url).search);
    }
    return out;
  });

/** The token of the admin's "Open preview" for a post, as the admin asks Strapi for it. */
async function previewToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/admin/login', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { Authorization: `Bearer ${(await login.json()).data.token}` };
  const list = await request.get(
    '/content-manager/collection-types/api::post.post?page=1&pageSize=1&locale=en',
    { headers },
  );
  expect(list.status(), await list.text()).toBe(200);
  const documentId = (await list.json()).results[0].documentId as string;
  const link = await request.get('/content-manager/preview/url/api::post.post', {
    headers,
    params: { documentId, locale: 'en', status: 'draft' },
  });
  expect(link.status(), await link.text()).toBe(200);
  const url = (await link.json()).data.url as string;
  return new URL(url, 'http://x').searchParams.get('preview')!;
}

test('when a no-store answer and a draft preview pass through the worker, then no cache keeps them', async ({
  page,
  request,
}) => {
  const token = await previewToken(request);
  await openControlled(page);

  const answers = await page.evaluate(async (previewToken) => {
    const read = async (path: string) => {
      const res = await fetch(path);
      return { path, status: res.status, cacheControl: res.headers.get('Cache-Control') };
    };
    return [
      await read('/api/content-version'),
      await read(`/api/preview?token=${encodeURIComponent(previewToken)}`),
      // A public answer the worker does keep: proof that it was there to keep the others.
      await read('/api/get-info'),
    ];
  }, token);
  expect(answers[0]).toMatchObject({ status: 200, cacheControl: 'no-store' });
  expect(answers[1]).toMatchObject({ status: 200, cacheControl: 'private, no-store' });
  expect(answers[2]!.status).toBe(200);

  await expect
    .poll(async () => (await allCached(page))['mystic-api'] ?? [])
    .toContain('/api/get-info');
  const everything = Object.values(await allCached(page)).flat();
  expect(everything.filter((u) => u.startsWith('/api/content-version'))).toEqual([]);
  expect(everything.filter((u) => u.startsWith('/api/preview'))).toEqual([]);
  expect(everything.filter((u) => u.includes('token='))).toEqual([]);
});

test('when a member logs out, then the shared caches lose every tokened, draft or private entry', async ({
  page,
  request,
}) => {
  const member = await registerMember(request);
  await openControlled(page);
  await openAs(page, member, '/');
  await expect(
    page.getByRole('button', { name: new RegExp(`Account menu for ${member.username}`) }),
  ).toBeVisible();
  // What a worker of an earlier version stored: a draft for 7 days, a private answer.
  await page.evaluate(async () => {
    const shared = await caches.open('mystic-api');
    const json = (cacheControl: string) =>
      new Response('{}', {
        headers: { 'Content-Type': 'application/json', 'Cache-Control': cacheControl },
      });
    await shared.put('/api/preview?token=old.draft', json('private, no-store'));
    await shared.put('/api/posts-list/someone?lang=en', json('private, max-age=60'));
    await shared.put('/api/about-kept', json('public, max-age=60'));
  });

  await page
    .getByRole('button', { name: new RegExp(`Account menu for ${member.username}`) })
    .click();
  await page.getByTestId('avatar-menu').getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await expect
    .poll(async () => (await allCached(page))['mystic-api'] ?? [])
    .not.toContain('/api/preview?token=old.draft');
  const shared = (await allCached(page))['mystic-api'] ?? [];
  expect(shared).not.toContain('/api/posts-list/someone?lang=en');
  expect(shared).toContain('/api/about-kept');
  expect((await allCached(page))['mystic-api-private'] ?? []).toEqual([]);
});
