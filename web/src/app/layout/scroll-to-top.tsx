import { SCROLL_TOP_THRESHOLD_PX } from '@mystic/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Appears after 300 px of scrolling. */
export function ScrollToTop() {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-4 bottom-20 z-30 flex h-12 w-12 items-center justify-center rounded-full bg-gold-400 text-mystic-950 shadow-lg hover:bg-gold-300 focus-ring sm:bottom-6"
      aria-label={t('actions.scrollTop')}
      data-testid="scroll-to-top"
    >
      <span aria-hidden="true" className="text-xl">
        ↑
      </span>
    </button>
  );
}
