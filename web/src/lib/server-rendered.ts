// Whether this page's first screen came rendered by the gateway (web/src/entry-server.tsx): the
// app then hydrates it, and its first render must be the server's, guest and all.

/** The root element's mark, written with the server's render. */
export const SERVER_RENDERED_ATTR = 'data-ssr';

export function pageFromServer(): boolean {
  return typeof document !== 'undefined'
    ? (document.getElementById('root')?.hasAttribute(SERVER_RENDERED_ATTR) ?? false)
    : true;
}

/** True on the server, and in the browser while the app hydrates the server's page (main.tsx). */
let hydrating = typeof document === 'undefined';
const afterHydration: (() => void)[] = [];

/** Whether a render now is the server's or its hydration (which must render the same). */
export function renderingServerPage(): boolean {
  return hydrating;
}

/** main.tsx, before hydrateRoot. */
export function startHydrating(): void {
  hydrating = true;
}

/**
 * Runs `run` once the server's page is hydrated whole (at once when it is). React hydrates the
 * layout and the screen's Suspense boundary in separate passes: what the layout's pass would
 * undo (a handed answer dropped) must wait for the screen's.
 */
export function whenHydrated(run: () => void): void {
  if (hydrating && typeof document !== 'undefined') afterHydration.push(run);
  else run();
}

/** The screen's hydration has committed (router.tsx): the app renders on its own from now on. */
export function endHydration(): void {
  if (!hydrating || typeof document === 'undefined') return;
  hydrating = false;
  // Said on the root too: tests wait for it before they tap.
  document.getElementById('root')?.setAttribute('data-hydrated', '');
  for (const run of afterHydration.splice(0)) run();
}
