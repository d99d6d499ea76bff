import { useTranslation } from '@/lib/i18n';
import { SCREEN_NAMESPACES } from '@/app/screen-namespaces';
import { PageHeader } from '@/components/page-header';
import { SeeMoreList } from '@/components/see-more-list';
import { usePackagesList } from '@/features/packages/api/get-packages';
import { PackageGrid } from '@/features/packages/components/package-card';
import { ReviewsSection } from '@/features/packages/components/reviews-section';

export default function PackagesRoute() {
  const { t } = useTranslation(SCREEN_NAMESPACES.packages);
  const list = usePackagesList(t('common:errors.fetchPackages'));
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {/* No section heading between the page's h1 and the cards: theirs are h2. */}
        <SeeMoreList
          list={list}
          errorText={t('common:errors.fetchPackages')}
          emptyText={t('empty')}
          spinner
        >
          {(packages) => <PackageGrid packages={packages} eagerCount={4} level={2} />}
        </SeeMoreList>
      </div>
      <ReviewsSection />
    </>
  );
}
