import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/use-online';

/**
 * "You're Offline" while the browser has no network; it goes away when the network returns. A
 * non-modal notice that takes no focus: an alert, so screen readers announce it when it appears.
 */
export function OfflineOverlay() {
  const { t } = useTranslation('common');
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-0 top-0 z-[80] flex justify-center p-3"
      data-testid="offline-overlay"
    >
      <div className="night-sky flex max-w-md items-center gap-3 rounded-2xl border border-gold-400/50 px-5 py-3 text-white shadow-2xl">
        <span aria-hidden="true" className="text-2xl">
          ☁
        </span>
        <div>
          <p className="font-semibold text-gold-300">{t('offline.title')}</p>
          <p className="text-sm text-mystic-100">{t('offline.description')}</p>
        </div>
      </div>
    </div>
  );
}
