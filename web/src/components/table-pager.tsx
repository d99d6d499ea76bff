import { useTranslation } from '@/lib/i18n';
import { TABLE_PAGE_SIZE } from '@mystic/shared';

/** The rows of one client-side page (1-based) and the page count (at least 1). */
export function paginate<T>(rows: readonly T[], page: number, size: number = TABLE_PAGE_SIZE) {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return {
    page: current,
    pageCount,
    rows: rows.slice((current - 1) * size, current * size),
  };
}

/** First / previous / next / last buttons and 'Page X of Y'. */
export function TablePager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('common');
  const btn =
    'inline-flex h-11 min-w-11 items-center justify-center rounded-lg border border-mystic-200 bg-white px-2 text-mystic-800 hover:bg-mystic-50 disabled:opacity-40 disabled:hover:bg-white focus-ring';
  const atStart = page <= 1;
  const atEnd = page >= pageCount;
  // [label key, page to go to, disabled, mark]
  const steps = [
    ['first', 1, atStart, '«'],
    ['previous', page - 1, atStart, '‹'],
    ['next', page + 1, atEnd, '›'],
    ['last', pageCount, atEnd, '»'],
  ] as const;
  return (
    <nav className="flex items-center justify-between gap-3 py-3" aria-label={t('pager.label')}>
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('pager.pageOf', { page, total: pageCount })}
      </p>
      <div className="flex gap-1.5">
        {steps.map(([key, to, off, mark]) => (
          <button
            key={key}
            type="button"
            className={btn}
            onClick={() => onPage(to)}
            disabled={off}
            aria-label={t(`pager.${key}`)}
          >
            {mark}
          </button>
        ))}
      </div>
    </nav>
  );
}
