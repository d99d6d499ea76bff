import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/router';
import { initI18n } from './lib/i18n';

// This page's screen starts loading now, alongside the language bundles.
preloadRoute(window.location.pathname);

// The language bundles load before the first paint so no English flashes for Burmese readers.
void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
