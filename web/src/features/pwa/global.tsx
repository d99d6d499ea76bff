// Rendered once in the layout on every page: starts the service worker (lazily, after load), and
// opens the app settings dialog when the window event arrives.
import { lazy, Suspense, useEffect, useState } from 'react';
import { OPEN_APP_SETTINGS_EVENT } from './events';
import './lib/install-prompt';
import { startServiceWorker } from './lib/service-worker';

const SettingsDialog = lazy(() => import('./components/settings-dialog'));

export default function PwaGlobal() {
  const [settingsOpen, setSettingsOpen] = useState(false);

  useEffect(() => {
    startServiceWorker();
    const open = () => setSettingsOpen(true);
    window.addEventListener(OPEN_APP_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_APP_SETTINGS_EVENT, open);
  }, []);

  if (!settingsOpen) return null;
  return (
    <Suspense fallback={null}>
      <SettingsDialog onClose={() => setSettingsOpen(false)} />
    </Suspense>
  );
}
