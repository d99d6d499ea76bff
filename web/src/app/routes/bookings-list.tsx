import { useTranslation } from 'react-i18next';
import { BookingsTable } from '@/features/account/components/bookings-table';
import { MemberLayout } from '@/features/account/components/member-layout';

export default function Route() {
  const { t } = useTranslation('account');
  return (
    <MemberLayout title={t('side.bookings')}>
      <BookingsTable />
    </MemberLayout>
  );
}
