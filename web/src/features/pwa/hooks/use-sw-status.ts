// App Information: is a service worker active for this page, and so is offline support there.
import { useEffect, useState } from 'react';

export interface SwStatus {
  supported: boolean;
  active: boolean;
}

export function useSwStatus(): SwStatus {
  const supported = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
  const [active, setActive] = useState(
    () => supported && Boolean(navigator.serviceWorker.controller),
  );

  useEffect(() => {
    if (!supported) return;
    let alive = true;
    const check = () =>
      void navigator.serviceWorker
        .getRegistration('/')
        .then((reg) => alive && setActive(reg?.active?.state === 'activated'))
        .catch(() => undefined);
    check();
    // The first install activates after the page has rendered.
    void navigator.serviceWorker.ready.then(check);
    navigator.serviceWorker.addEventListener('controllerchange', check);
    return () => {
      alive = false;
      navigator.serviceWorker.removeEventListener('controllerchange', check);
    };
  }, [supported]);

  return { supported, active };
}
