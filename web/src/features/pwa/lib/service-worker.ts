// Registers /sw.js once per page load, off the critical path, and turns its lifecycle into the
// toasts of docs/product.md section 4: 'Update Now' when a new worker waits (the page reloads when
// it takes over), the offline-ready toast on first install, 'Service Worker Error' when
// registration fails.
import { showToast, type ToastOptions } from '@/components/toast';
import { tokens } from '@/lib/api-client';
import { getFixedT, loadNamespaces } from '@/lib/i18n';
import { SW_MESSAGES } from '@/sw/messages';

export const SW_URL = '/sw.js';
const UPDATE_CHECK_MS = 60 * 60 * 1000;

const t = (key: string) => getFixedT('pwa')(key);

/**
 * Namespaces load with the screens that use them: make sure 'pwa' is there before a toast. These
 * are background notices: they never replace a toast the member's own action raised, they wait.
 */
function toastPwa(key: string, build: () => ToastOptions): void {
  void loadNamespaces(['pwa'])
    .catch(() => undefined)
    .then(() => showToast({ ...build(), background: true, key }));
}

let started = false;

/** How long the visitor leaves the page alone before the worker's precache may start. */
const QUIET_MS = 1500;

/**
 * After the page has loaded, when the main thread is idle and the visitor has not tapped, typed
 * or scrolled for QUIET_MS (issue 43): the worker's first install downloads the whole app
 * (~0.3 MB), which on a slow phone held up the first taps' requests by seconds.
 */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    let last = performance.now();
    const touched = () => (last = performance.now());
    const inputs = ['pointerdown', 'keydown', 'scroll'] as const;
    for (const type of inputs)
      window.addEventListener(type, touched, { passive: true, capture: true });
    const idle = (run: () => void) =>
      'requestIdleCallback' in window ? window.requestIdleCallback(run) : setTimeout(run, 200);
    const attempt = () =>
      idle(() => {
        const quiet = performance.now() - last;
        if (quiet < QUIET_MS) return void setTimeout(attempt, QUIET_MS - quiet);
        for (const type of inputs) window.removeEventListener(type, touched, { capture: true });
        resolve();
      });
    const start = () => {
      last = performance.now();
      attempt();
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  });
}

function postToWorker(message: { type: string }): void {
  navigator.serviceWorker?.controller?.postMessage(message);
}

/** Starts everything the service worker needs from the page; later calls do nothing. */
export function startServiceWorker(): void {
  if (started || typeof window === 'undefined') return;
  started = true;

  // A member's cached answers go when the session does (logout, or a refresh that failed).
  tokens.subscribe(() => {
    if (tokens.access() || tokens.refresh()) return;
    void import('@/sw/cache-names').then(({ clearPrivateCaches }) => clearPrivateCaches());
  });

  // The dev server has no built worker; only production builds register it. The admin's draft
  // preview (`?preview=`, framed in the admin) is not a visit: no worker, no offline toast.
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  if (new URLSearchParams(location.search).has('preview')) return;

  // Feedback queued offline: delivered when the network returns (also where Background Sync is
  // missing), and the member is told once it went out.
  window.addEventListener('online', () => postToWorker({ type: SW_MESSAGES.replayFeedback }));
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string } | null;
    if (data?.type === SW_MESSAGES.feedbackSent) {
      toastPwa('feedback-sent', () => ({
        title: t('feedbackSent.title'),
        description: t('feedbackSent.description'),
      }));
    }
  });

  void whenIdle().then(register);
}

async function register(): Promise<void> {
  try {
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox(SW_URL, { scope: '/' });

    // A new worker (from this page's check or another tab's) waits for the member's go-ahead.
    wb.addEventListener('waiting', () => {
      // 'Update Now' must not be lost: if another toast replaces it, it comes back afterwards.
      toastPwa('sw-update', () => ({
        title: t('update.title'),
        description: t('update.description'),
        duration: 0,
        reoffer: true,
        action: { label: t('update.action'), onClick: () => wb.messageSkipWaiting() },
      }));
    });
    // A worker replacing the one that controlled this page ('Update Now' here or in another tab):
    // load the new version. The first worker claiming the page changes nothing visible.
    let hadController = Boolean(navigator.serviceWorker.controller);
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (hadController) window.location.reload();
      hadController = true;
    });
    // The very first install only (not an update, nor one found outside this registration).
    wb.addEventListener('installed', (event) => {
      if (!event.isUpdate && !event.isExternal) {
        toastPwa('sw-offline-ready', () => ({
          title: t('offlineReady.title'),
          description: t('offlineReady.description'),
          variant: 'success',
        }));
      }
    });

    const registration = await wb.register();
    if (!registration) throw new Error('No registration');
    if (navigator.onLine) postToWorker({ type: SW_MESSAGES.replayFeedback });
    setInterval(() => void wb.update().catch(() => undefined), UPDATE_CHECK_MS);
  } catch (error) {
    console.error('Service worker registration failed', error);
    toastPwa('sw-error', () => ({
      title: t('errors.registerTitle'),
      description: t('errors.registerDescription'),
      variant: 'destructive',
    }));
  }
}
