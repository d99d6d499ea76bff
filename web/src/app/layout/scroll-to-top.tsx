import { SCROLL_TOP_THRESHOLD_PX } from '@mystic/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';

/** What the button must never sit on: fields, package options, tables of amounts (issue 38). */
const KEEP_CLEAR = 'input, select, textarea, label, table, [data-keep-clear]';

/** Whether any part of `box` lies over something the member reads or fills in. */
function coversContent(box: DOMRect, self: Element | null): boolean {
  const xs = [box.left + 2, box.left + box.width / 2, box.right - 2];
  const ys = [box.top + 2, box.top + box.height / 2, box.bottom - 2];
  return xs.some((x) =>
    ys.some((y) =>
      document
        .elementsFromPoint(x, y)
        .some((el) => el !== self && !self?.contains(el) && el.closest(KEEP_CLEAR)),
    ),
  );
}

/**
 * Appears after 300 px of scrolling, except where it would cover a field, a package option or the
 * totals: on a phone it sat over the ฿ totals and the right edge of fields.
 */
export function ScrollToTop() {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  // Where the button is drawn (fixed), measured once from a hidden copy of its classes.
  const spot = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const past = window.scrollY > SCROLL_TOP_THRESHOLD_PX;
      const box = spot.current?.getBoundingClientRect();
      setVisible(past && !(box && coversContent(box, ref.current)));
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);
  const place = 'fixed right-4 bottom-20 h-12 w-12 sm:bottom-6';
  return (
    <>
      <span ref={spot} aria-hidden="true" className={`${place} pointer-events-none invisible`} />
      {visible ? (
        <button
          ref={ref}
          type="button"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          className={`${place} z-30 flex items-center justify-center rounded-full bg-gold-400 text-mystic-950 shadow-lg hover:bg-gold-300 focus-ring`}
          aria-label={t('actions.scrollTop')}
          data-testid="scroll-to-top"
        >
          <span aria-hidden="true" className="text-xl">
            ↑
          </span>
        </button>
      ) : null}
    </>
  );
}
