import { useParams } from 'react-router';
import { ReschedulePage } from '@/features/booking/components/reschedule-page';

export default function Route() {
  const { appointmentNo = '' } = useParams();
  return <ReschedulePage key={appointmentNo} appointmentNo={appointmentNo} />;
}
