import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { useOnline } from '@/lib/use-online';

/**
 * "You're Offline" while the browser has no network; it goes away when the network returns. A
 * non-modal notice that takes no focus: an alert, so screen readers announce it when it appears.
 * It sits under the header (sticky), not over it: covering the header left the menu and the
 * avatar out of reach (issue 38), and the member may close it.
 */
export function OfflineOverlay({ belowHeader = false }: { belowHeader?: boolean }) {
  const { t } = useTranslation('common');
  const online = useOnline();
  // Closed for this spell offline: a new loss of the network shows it again.
  const [closed, setClosed] = useState(false);
  const [wasOnline, setWasOnline] = useState(online);
  if (online !== wasOnline) {
    setWasOnline(online);
    if (online) setClosed(false);
  }
  const shown = !online && !closed;
  const ref = useRef<HTMLDivElement>(null);
  // Toasts sit under the banner, not over its close button (toast.tsx reads the variable).
  useEffect(() => {
    const el = ref.current;
    const root = document.documentElement.style;
    if (!shown || !el) return;
    const observer = new ResizeObserver(() =>
      root.setProperty('--offline-banner-height', `${el.offsetHeight}px`),
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty('--offline-banner-height');
    };
  }, [shown]);
  if (!shown) return null;
  return (
    <div
      ref={ref}
      role="alert"
      className={cn('sticky z-30 flex justify-center px-3 py-2', belowHeader ? 'top-16' : 'top-0')}
      data-testid="offline-overlay"
    >
      <div className="night-sky flex w-full max-w-md items-center gap-3 rounded-2xl border border-gold-400/50 py-2 pr-1 pl-4 text-white shadow-2xl">
        <span aria-hidden="true" className="text-2xl">
          ☁
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-gold-300">{t('offline.title')}</p>
          <p className="text-sm text-mystic-100">{t('offline.description')}</p>
        </div>
        <button
          type="button"
          onClick={() => setClosed(true)}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-mystic-100 hover:text-white focus-ring"
          aria-label={t('actions.close')}
          data-testid="offline-close"
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
    </div>
  );
}
