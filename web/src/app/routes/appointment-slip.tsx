import { useParams } from 'react-router';
import { SlipPage } from '@/features/booking/components/slip-page';

export default function Route() {
  const { appointmentNo = '' } = useParams();
  return <SlipPage key={appointmentNo} appointmentNo={appointmentNo} />;
}
