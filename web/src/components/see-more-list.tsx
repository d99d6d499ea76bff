import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { PagedList } from '@/lib/use-paged-list';
import { Button } from './button';
import { ErrorBlock } from './error-block';
import { PageState } from './page-state';

/**
 * A See More list (docs/product.md section 4): the page state until the first page is there, then
 * the items, the error of a failed See More with its retry, and See More while more pages exist.
 */
export function SeeMoreList<T>({
  list,
  errorText,
  emptyText,
  spinner = false,
  children,
}: {
  list: PagedList<T>;
  /** Shown when page 1 fails without a message of its own. */
  errorText: string;
  emptyText: string;
  /** The button shows a spinner (and is busy) while the next page loads. */
  spinner?: boolean;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation('common');
  const firstLoad = list.items.length === 0;
  const busy = list.status === 'idle' || list.status === 'loading';
  return (
    <PageState
      loading={firstLoad && busy}
      error={firstLoad && list.status === 'failed'}
      errorText={list.error ?? errorText}
      onRetry={list.retry}
      empty={firstLoad}
      emptyText={emptyText}
      data={list.items}
    >
      {(items) => (
        <>
          {children(items)}
          {list.status === 'failed' ? (
            <ErrorBlock className="mt-6" message={list.error ?? ''} onRetry={list.retry} />
          ) : null}
          {list.hasMore ? (
            <div className="mt-10 flex justify-center">
              <Button
                variant="outline"
                onClick={list.loadMore}
                {...(spinner ? { loading: list.status === 'loading' } : { disabled: busy })}
                data-testid="see-more"
              >
                {list.status === 'loading' ? t('state.loading') : t('actions.seeMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </PageState>
  );
}
