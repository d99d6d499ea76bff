import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { currentLanguage, useTranslation } from '@/lib/i18n';
import { useFullDays } from '../api/get-full-days';
import { useDayCheck } from '../hooks/use-day-check';
import { readSelectedDate, storeSelectedDate } from '../lib/selected-date';
import { CalendarPanel } from './calendar-panel';
import { MyanmarDayDetails } from './myanmar-day-details';
import { WaitlistJoinCard } from './waitlist-join-card';

/** /appointment: choose a day from today on that is not full, then continue to the form. */
export function DatePickerPage() {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const days = useFullDays();
  const { today, lastDay } = days.window;
  const canChoose = useDayCheck(days.window);
  const [selected, setSelected] = useState<string | null>(() => {
    const stored = readSelectedDate();
    return stored && stored >= today ? stored : null;
  });

  // Issue 45: a day full by its places offers its waitlist instead of refusing.
  const [waitDay, setWaitDay] = useState<string | null>(null);
  const choose = (day: string) => {
    if (day >= today && days.window.waitable?.has(day)) {
      setWaitDay(day);
      setSelected(null);
      return;
    }
    setWaitDay(null);
    if (canChoose(day)) setSelected(day);
  };

  const onContinue = () => {
    if (!selected) return;
    storeSelectedDate(selected);
    navigate(paths.appointmentForm.href());
  };

  return (
    <>
      <PageHeader title={t('calendar.title')} intro={t('calendar.intro')} />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[1fr_20rem]">
        <CalendarPanel days={days} selected={selected} onDayClick={choose} />
        <aside className="space-y-4">
          {waitDay ? <WaitlistJoinCard day={waitDay} /> : null}
          <div className="rounded-3xl border border-mystic-100 bg-white p-5 shadow-sm">
            <h2 className="font-display text-lg font-bold text-mystic-900">
              {t('calendar.selectedHeading')}
            </h2>
            <p className="mt-2 text-mystic-800" aria-live="polite" data-testid="selected-date">
              {selected ? formatDate(selected, currentLanguage()) : t('calendar.noneSelected')}
            </p>
            <MyanmarDayDetails day={selected} />
            <Button className="mt-4 w-full" disabled={!selected} onClick={onContinue}>
              {t('calendar.continue')}
            </Button>
          </div>
          <div className="rounded-3xl border border-mystic-100 bg-white p-5 text-sm shadow-sm">
            {/* The calendar's cells are not keyboard targets; this field is the keyboard way. */}
            <Input
              type="date"
              label={t('calendar.typeDate')}
              min={today}
              max={lastDay ?? undefined}
              value={selected ?? ''}
              onChange={(e) => e.target.value && choose(e.target.value)}
            />
          </div>
        </aside>
      </div>
    </>
  );
}
