import './index.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/router';
import {
  changeLanguage,
  initI18n,
  isLocale,
  languageInUrl,
  loadNamespaces,
  rememberForServer,
  rememberedLanguage,
  EAGER_NAMESPACES,
  type Resources,
} from './lib/i18n';
import { pageFromServer, startHydrating } from './lib/server-rendered';

// Development only: LCP, INP and CLS per route in the console (dropped from the production build).
if (import.meta.env.DEV) void import('./lib/vitals').then((m) => m.reportVitals());

// This page's screen starts loading now, alongside the language bundles and its own texts.
const firstScreen = preloadRoute(window.location.pathname);
const root = document.getElementById('root')!;

/** The texts the server's render used (`<script id="page-texts">`, web/server/src/head/render.ts). */
function inlinedTexts(): { lang: string; resources: Resources } | null {
  try {
    const text = document.getElementById('page-texts')?.textContent;
    return text ? (JSON.parse(text) as { lang: string; resources: Resources }) : null;
  } catch {
    return null;
  }
}

const texts = pageFromServer() ? inlinedTexts() : null;
if (texts && isLocale(texts.lang)) {
  // The gateway rendered the page (issue 43): the app takes it over at once, in the language and
  // with the texts it was rendered in (i18n is ready synchronously with them). A screen whose
  // code is still on its way keeps the server's markup until it arrives (React hydrates that
  // Suspense boundary then, and replays a tap made on it meanwhile).
  const lang = texts.lang;
  void initI18n(lang, [], texts.resources);
  // Until the screen's own pass has committed (router.tsx's Screen ends it).
  startHydrating();
  // As a transition: React hydrates in slices and lets the browser run between them, where a
  // plain hydrateRoot is one long task (Lighthouse's TBT counted 0.7–1 s of it on a slow CPU). A
  // tap meanwhile makes React finish the part tapped at once; one made before this ran, or on a
  // part still waiting for its code, the head's script keeps (web/server/src/head/early-taps.ts).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App />
      </StrictMode>,
      {
        // A mismatch is a bug (tests fail on it): said in the console, whatever the build.
        onRecoverableError(error, info) {
          console.error('Hydration error:', error, info.componentStack ?? '');
        },
      },
    );
  });
  void firstScreen.loaded.then(() => afterHydration(lang));
} else {
  // The language bundles load before the first paint so no English flashes for Burmese readers,
  // and the screen's code too, so the first paint is the page rather than a loading spinner.
  // Not rendered as a transition (which yields to the browser during the first render): the
  // offline notice then missed a network lost just after the page showed (2 of 8 loaded runs of
  // the layout spec, against 0 of 8 without).
  void Promise.all([initI18n(undefined, firstScreen.namespaces), firstScreen.loaded]).then(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

/**
 * The rest of the language's setup, after the page is live: the messages' texts, and a choice this
 * browser remembers that the gateway could not know yet (kept before the cookie existed).
 */
function afterHydration(rendered: string): void {
  void loadNamespaces(EAGER_NAMESPACES);
  const remembered = rememberedLanguage();
  if (!remembered || languageInUrl()) return;
  rememberForServer(remembered);
  if (remembered !== rendered) void changeLanguage(remembered);
}
