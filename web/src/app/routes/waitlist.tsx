import { useTranslation } from '@/lib/i18n';
import { MemberLayout } from '@/features/account/components/member-layout';
import { WaitlistPage } from '@/features/booking/components/waitlist-page';

export default function Route() {
  const { t } = useTranslation('account');
  return (
    <MemberLayout title={t('side.waitlist')}>
      <WaitlistPage />
    </MemberLayout>
  );
}
