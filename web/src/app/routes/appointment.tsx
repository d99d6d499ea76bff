import { DatePickerPage } from '@/features/booking/components/date-picker-page';

export default function Route() {
  return <DatePickerPage />;
}
