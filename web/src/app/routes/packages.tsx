import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { EmptyState, ErrorBlock } from '@/components/error-block';
import { PageHeader } from '@/components/page-header';
import { LoadingBlock } from '@/components/spinner';
import { usePackagesList } from '@/features/packages/api/get-packages';
import { PackageGrid } from '@/features/packages/components/package-card';

export default function PackagesRoute() {
  const { t } = useTranslation(['packages', 'common']);
  const list = usePackagesList(t('common:errors.fetchPackages'));
  const firstLoad = list.items.length === 0;
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {firstLoad && (list.status === 'idle' || list.status === 'loading') ? (
          <LoadingBlock />
        ) : firstLoad && list.status === 'failed' ? (
          <ErrorBlock
            message={list.error ?? t('common:errors.fetchPackages')}
            onRetry={list.retry}
          />
        ) : list.items.length === 0 ? (
          <EmptyState message={t('empty')} />
        ) : (
          <>
            <PackageGrid packages={list.items} eagerCount={4} />
            {list.status === 'failed' ? (
              <ErrorBlock className="mt-6" message={list.error ?? ''} onRetry={list.retry} />
            ) : null}
            {list.hasMore ? (
              <div className="mt-10 flex justify-center">
                <Button
                  variant="outline"
                  onClick={list.loadMore}
                  loading={list.status === 'loading'}
                >
                  {list.status === 'loading'
                    ? t('common:state.loading')
                    : t('common:actions.seeMore')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
