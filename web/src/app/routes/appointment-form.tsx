import { AppointmentForm } from '@/features/booking/components/appointment-form';

export default function Route() {
  return <AppointmentForm />;
}
