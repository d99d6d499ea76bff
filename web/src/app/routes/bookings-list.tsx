import { useTranslation } from '@/lib/i18n';
import { BookingsTable } from '@/features/account/components/bookings-table';
import { MemberLayout } from '@/features/account/components/member-layout';
import { ManageBooking } from '@/features/booking/components/manage-booking';
import { useSiteInfo } from '@/features/site-info/api/get-info';

export default function Route() {
  const { t } = useTranslation('account');
  const { phone, email } = useSiteInfo();
  return (
    <MemberLayout title={t('side.bookings')}>
      <BookingsTable
        manage={(appointment, onChanged) => (
          <ManageBooking
            appointment={appointment}
            onChanged={onChanged}
            contact={{ phone, email }}
            compact
          />
        )}
      />
    </MemberLayout>
  );
}
