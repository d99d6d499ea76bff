import { useTranslation } from '@/lib/i18n';
import { MemberLayout } from '@/features/account/components/member-layout';
import { AppSettingsPage } from '@/features/pwa/components/app-settings-page';

export default function Route() {
  const { t } = useTranslation('pwa');
  return (
    <MemberLayout title={t('title')}>
      <AppSettingsPage />
    </MemberLayout>
  );
}
