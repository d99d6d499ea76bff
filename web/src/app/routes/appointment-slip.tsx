import { useParams } from 'react-router';
import { SlipPage } from '@/features/booking/components/slip-page';
import { useSiteInfo } from '@/features/site-info/api/get-info';
import { TelegramOptIn } from '@/features/telegram/components/telegram-opt-in';

export default function Route() {
  const { appointmentNo = '' } = useParams();
  const { phone, email } = useSiteInfo();
  return (
    <SlipPage
      key={appointmentNo}
      appointmentNo={appointmentNo}
      contact={{ phone, email }}
      extra={<TelegramOptIn />}
    />
  );
}
