import { useParams } from 'react-router';
import { PaymentPage } from '@/features/booking/components/payment-page';

export default function Route() {
  const { appointmentNo = '' } = useParams();
  return <PaymentPage key={appointmentNo} appointmentNo={appointmentNo} />;
}
