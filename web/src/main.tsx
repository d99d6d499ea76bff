import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/router';
import { initI18n } from './lib/i18n';

// Development only: LCP, INP and CLS per route in the console (dropped from the production build).
if (import.meta.env.DEV) void import('./lib/vitals').then((m) => m.reportVitals());

// This page's screen starts loading now, alongside the language bundles and its own texts.
const firstScreen = preloadRoute(window.location.pathname);

// The language bundles load before the first paint so no English flashes for Burmese readers, and
// the screen's code too, so the first paint is the page rather than a loading spinner.
// Not rendered as a transition (which yields to the browser during the first render): the offline
// notice then missed a network lost just after the page showed (2 of 8 loaded runs of the layout
// spec, against 0 of 8 without).
void Promise.all([initI18n(undefined, firstScreen.namespaces), firstScreen.loaded]).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
