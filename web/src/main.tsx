import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/router';
import { initI18n } from './lib/i18n';

// Development only: LCP, INP and CLS per route in the console (dropped from the production build).
if (import.meta.env.DEV) void import('./lib/vitals').then((m) => m.reportVitals());

// This page's screen starts loading now, alongside the language bundles and its own texts.
const screenNamespaces = preloadRoute(window.location.pathname);

// The language bundles load before the first paint so no English flashes for Burmese readers.
// Rendered as a transition, React yields to the browser every few milliseconds instead of
// building the first screen in one long task: a slow phone stays responsive to a tap meanwhile.
void initI18n(undefined, screenNamespaces).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
