import { useTranslation } from '@/lib/i18n';
import { PageState, readState } from '@/components/page-state';
import type { useFullDays } from '../api/get-full-days';
import { BookingCalendar, CalendarLegend } from './booking-calendar';

/** The calendar of the days a booking may take (once the full days are known) and its legend. */
export function CalendarPanel({
  days,
  selected,
  onDayClick,
  booked = null,
}: {
  days: ReturnType<typeof useFullDays>;
  selected: string | null;
  onDayClick: (day: string) => void;
  /** A booking being moved: its day (see BookingCalendar). */
  booked?: string | null;
}) {
  const { t } = useTranslation('booking');
  const { today, lastDay, fullDays } = days.window;
  return (
    <div className="min-w-0 space-y-4">
      <PageState {...readState(days)} errorText={t('calendar.loadFailed')}>
        <BookingCalendar
          today={today}
          lastDay={lastDay}
          fullDays={fullDays}
          selected={selected}
          onDayClick={onDayClick}
          booked={booked}
          closing={days.window.closing}
        />
      </PageState>
      <CalendarLegend booked={booked !== null} closing={days.window.closing} />
    </div>
  );
}
