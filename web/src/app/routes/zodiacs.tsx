import { useTranslation } from '@/lib/i18n';
import { SCREEN_NAMESPACES } from '@/app/screen-namespaces';
import { PageHeader } from '@/components/page-header';
import { ZodiacList } from '@/features/zodiacs/components/zodiac-list';

export default function ZodiacsRoute() {
  const { t } = useTranslation(SCREEN_NAMESPACES.zodiacs);
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <ZodiacList />
      </div>
    </>
  );
}
