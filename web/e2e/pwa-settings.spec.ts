// App Settings (/user/settings) and push end to end (issue 8): Enable → Subscribe stores the
// subscription in the booking service, Unsubscribe removes it; a push message shows a notification
// through the service worker; Clear Cache empties the caches; logout drops the member's cache.
//
// Chromium cannot reach a real push service from the test machine, so PushManager.subscribe is
// replaced by a stand-in returning a PushSubscription-shaped object; everything after it (the
// VAPID key, the booking service's /api/push routes, its database) is real. The push handler is
// exercised with a real push event delivered over the DevTools protocol.
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { openAs, registerMember, toast, type Member } from './member-support';
import { TIMEOUT } from './support/timeouts';

// The service worker is what these tests are about (the other specs run without it).
test.use({ serviceWorkers: 'allow' });

async function waitControlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: TIMEOUT.slow,
  });
}

/**
 * Opens `path` as the member once the service worker is installed: its first install downloads
 * the whole shell, which on this shared test machine can push the session check past its 3 s.
 */
async function openInstalledAs(page: Page, member: Member, path: string) {
  await page.goto('/');
  await waitControlled(page);
  await openAs(page, member, path);
}

/** Rows of the booking service's push_subscriptions table for this endpoint. */
function storedSubscriptions(endpoint: string): { user_id: number; p256dh: string }[] {
  const dir = process.env.E2E_STACK_DIR;
  if (!dir) throw new Error('E2E_STACK_DIR is not set');
  const db = new Database(join(dir, 'booking.db'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('SELECT user_id, p256dh FROM push_subscriptions WHERE endpoint = ?')
      .all(endpoint) as { user_id: number; p256dh: string }[];
  } finally {
    db.close();
  }
}

test('when a member enables notifications and subscribes, then the booking service stores the subscription until Unsubscribe', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const member = await registerMember(request);
  const endpoint = `http://127.0.0.1:9/push/e2e-${member.username}`;
  const keys = { p256dh: `p256dh-${member.username}`, auth: 'auth-secret' };
  await page.addInitScript(
    ({ endpoint, keys }) => {
      let current: unknown = null;
      const w = window as unknown as { __appServerKey?: string };
      PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        const key = new Uint8Array(options!.applicationServerKey as ArrayBuffer);
        w.__appServerKey = btoa(String.fromCharCode(...key))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
        current = {
          endpoint,
          options: { applicationServerKey: key.buffer, userVisibleOnly: true },
          toJSON: () => ({ endpoint, expirationTime: null, keys }),
          unsubscribe: async () => {
            current = null;
            return true;
          },
        };
        return current as PushSubscription;
      };
    },
    { endpoint, keys },
  );

  await openInstalledAs(page, member, '/user/settings');
  const card = page.getByTestId('push-card');
  await expect(card.getByRole('heading', { name: 'Push Notifications' })).toBeVisible();
  await expect(page.getByTestId('sw-status')).toHaveText('Active');
  await expect(page.getByTestId('offline-status')).toHaveText('Available');

  // Permission "default" shows Enable; once the browser grants it, Subscribe replaces it.
  await expect(card.getByRole('button', { name: 'Enable' })).toBeVisible();
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await expect(card.getByRole('button', { name: 'Enable' })).toHaveCount(0);

  await card.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toast(page)).toContainText('Subscribed');
  await expect(card.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  expect(storedSubscriptions(endpoint)).toEqual([{ user_id: member.id, p256dh: keys.p256dh }]);
  // The browser was subscribed with the booking service's VAPID key.
  const publicKey = (await (await request.get('/api/push/public-key')).json()).data.publicKey;
  expect(await page.evaluate(() => (window as { __appServerKey?: string }).__appServerKey)).toBe(
    publicKey,
  );

  await card.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(toast(page)).toContainText('Unsubscribed');
  await expect(card.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  expect(storedSubscriptions(endpoint)).toEqual([]);
});

test('when the browser refuses notifications, then Notifications Denied and the blocked notice show', async ({
  page,
  request,
}) => {
  const member = await registerMember(request);
  await openInstalledAs(page, member, '/user/settings');
  const card = page.getByTestId('push-card');
  await card.getByRole('button', { name: 'Enable' }).click();
  await expect(toast(page)).toContainText('Notifications Denied');
  await expect(card.getByRole('note')).toContainText('Notifications are blocked');
});

test('when subscribing fails, then Subscription Failed is shown', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const member = await registerMember(request);
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.addInitScript(() => {
    PushManager.prototype.getSubscription = async () => null;
    PushManager.prototype.subscribe = async () => {
      throw new DOMException('Registration failed - push service error', 'AbortError');
    };
  });
  await openInstalledAs(page, member, '/user/settings');
  await page.getByTestId('push-card').getByRole('button', { name: 'Subscribe' }).click();
  await expect(toast(page)).toContainText('Subscription Failed');
});

test('when a push message arrives, then the service worker shows the booking notification', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const cdp = await context.newCDPSession(page);
  // The message goes to the registration whose worker controls this very page, once that worker
  // has finished activating. The page is controlled from the worker's clients.claim() on, while
  // it is still activating; the message was sent then before, and once, in a CI run under load,
  // no notification followed. A later CI run, waiting for activation, still met no notification
  // within 10 s (issue 25; neither reproduced here), hence the longer wait and the worker log.
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  let registrationId: string | undefined;
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const v of versions) {
      if (v.status === 'activated' && v.controlledClients?.includes(targetInfo.targetId)) {
        registrationId = v.registrationId;
      }
    }
  });
  // What the worker reported, printed if no notification shows (one CI run met none: issue 25).
  const workerLog: string[] = [];
  cdp.on('ServiceWorker.workerErrorReported', ({ errorMessage }) => {
    workerLog.push(
      `error: ${errorMessage.errorMessage} (${errorMessage.sourceURL}:${errorMessage.lineNumber})`,
    );
  });
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const v of versions) {
      workerLog.push(`version ${v.versionId}: ${v.status}, ${v.runningStatus}, ${v.scriptURL}`);
    }
  });
  await cdp.send('ServiceWorker.enable');
  await page.goto('/');
  await waitControlled(page);
  const origin = new URL(page.url()).origin;
  await expect.poll(() => registrationId).toBeTruthy();

  // The test watches the worker's own steps: the push event, showNotification called, and its
  // promise settled. Reading the notifications before that promise settles can lose the one being
  // shown: Chromium's getNotifications() drops a stored notification it does not (yet) see on
  // display. Three CI runs under load met no notification (issue 25), unexplained and not
  // reproduced here; this log says which step was missing if it happens again.
  const worker =
    context.serviceWorkers().find((w) => w.url() === `${origin}/sw.js`) ??
    (await context.waitForEvent('serviceworker', {
      predicate: (w) => w.url() === `${origin}/sw.js`,
      timeout: TIMEOUT.slow,
    }));
  await worker.evaluate(() => {
    type Scope = {
      pushSteps: string[];
      addEventListener(type: 'push', listener: () => void): void;
      registration: { showNotification(title: string, options?: object): Promise<void> };
    };
    const scope = globalThis as unknown as Scope;
    scope.pushSteps = [];
    scope.addEventListener('push', () => scope.pushSteps.push('push event'));
    const registration = scope.registration;
    const show = registration.showNotification.bind(registration);
    registration.showNotification = (title, options) => {
      scope.pushSteps.push('showNotification called');
      return show(title, options).then(
        () => void scope.pushSteps.push('shown'),
        (error: unknown) => {
          scope.pushSteps.push(`refused: ${String(error)}`);
          throw error;
        },
      );
    };
  });
  const pushSteps = () =>
    worker.evaluate(() => (globalThis as unknown as { pushSteps: string[] }).pushSteps);

  // The booking service's message for a status change (booking-service/src/push/service.ts).
  const message = {
    title: 'Booking confirmed',
    body: 'Appointment MV-0001 is confirmed. See you on the day!',
    url: 'http://localhost:8080/appointment/MV-0001/booking/slip',
    tag: 'appointment-MV-0001',
    status: 'Booked',
    appointment_no: 'MV-0001',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registrationId!,
    data: JSON.stringify(message),
  });

  try {
    // The worker fetches the icon and badge before the notification is shown: on a loaded
    // machine that is a service worker's pace, not an assertion's.
    await expect
      .poll(pushSteps, { timeout: TIMEOUT.slow })
      .toEqual(['showNotification called', 'push event', 'shown']);
  } catch (error) {
    console.log(`[push] what the worker reported:\n${workerLog.join('\n')}`);
    throw error;
  }
  const shown = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return (await reg.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      icon: n.icon,
      tag: n.tag,
      data: n.data as unknown,
    }));
  });
  expect(shown).toEqual([
    {
      title: message.title,
      body: message.body,
      icon: `${origin}/icons/icon-192.png`,
      tag: message.tag,
      // The click opens the slip on this site, whatever host the service put in the URL.
      data: { url: `${origin}/appointment/MV-0001/booking/slip` },
    },
  ]);
});

test('when Clear Cache is pressed, then the cached answers and images are gone', async ({
  page,
  request,
}) => {
  const member = await registerMember(request);
  await openInstalledAs(page, member, '/');
  // Fill the runtime caches: a public page's reads and images, and the member's own answers.
  await page.goto('/blogs');
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await page.goto('/user/settings');
  const entries = () =>
    page.evaluate(async () => {
      const out: Record<string, number> = {};
      for (const name of await caches.keys()) {
        if (name.startsWith('mystic-')) out[name] = (await (await caches.open(name)).keys()).length;
      }
      return out;
    });
  await expect.poll(async () => Object.values(await entries()).some((n) => n > 0)).toBe(true);
  await expect(page.getByTestId('cache-size')).toHaveText(/\d/);

  await page.getByRole('button', { name: 'Clear Cache' }).click();
  await expect(toast(page)).toContainText('Cache Cleared');
  expect(Object.values(await entries()).every((n) => n === 0)).toBe(true);
  // The worker downloads the shell again by itself, so the app still opens offline.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const name = (await caches.keys()).find((n) => n.startsWith('workbox-precache'));
        if (!name) return false;
        return Boolean(
          await (await caches.open(name)).match('/index.html', { ignoreSearch: true }),
        );
      }),
    )
    .toBe(true);
});

test('when a member logs out, then their cached answers are dropped', async ({
  page,
  context,
  request,
}) => {
  const member = await registerMember(request);
  await openInstalledAs(page, member, '/');
  await page.goto('/user/settings');
  await expect(page.getByTestId('push-card')).toBeVisible();
  const cached = (name: string) =>
    page.evaluate(
      async (cache) =>
        (await caches.has(cache))
          ? (await (await caches.open(cache)).keys()).map((r) => new URL(r.url).pathname)
          : [],
      name,
    );
  const privateEntries = () => cached('mystic-api-private');
  // Her bookings (`private, no-cache`) are kept for offline in the member cache; her account
  // (`private, no-store`) is kept nowhere.
  await page.goto('/user/bookings-list');
  await expect.poll(privateEntries).toContain(`/api/auth/appointments/users/${member.id}/bookings`);
  expect(await privateEntries()).not.toContain('/api/auth/user');
  expect(await cached('mystic-api')).not.toContain('/api/auth/user');

  // The home page the menu opens asks for its lists while the logout is under way (the logout is
  // held until one is asked), and they arrive after the member's answers were dropped (held until
  // the logout is answered): a loaded CI run met that order, and kept the lists among them.
  let listAsked!: () => void;
  const listRequested = new Promise<void>((resolve) => (listAsked = resolve));
  const loggedOut = page.waitForResponse('**/api/auth/logout');
  await context.route('**/api/auth/logout', async (route) => {
    await listRequested;
    await route.continue();
  });
  await context.route(/\/api\/posts-list\?/, async (route) => {
    listAsked();
    await loggedOut;
    await route.continue();
  });
  await page
    .getByRole('button', { name: new RegExp(`Account menu for ${member.username}`) })
    .click();
  await page.getByTestId('avatar-menu').getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await loggedOut;
  // The held list has arrived and is kept, with the public answers.
  await expect
    .poll(async () => [...(await cached('mystic-api')), ...(await privateEntries())])
    .toContain('/api/posts-list');
  await expect.poll(privateEntries).toEqual([]);
});
