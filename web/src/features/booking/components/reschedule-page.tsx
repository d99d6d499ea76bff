// /appointment/{no}/reschedule: the booking calendar again (the same full, closed and past days
// refused), to move a booking to another day. The booking keeps its number, payment and status.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { currentLanguage, useTranslation } from '@/lib/i18n';
import { useAppointment } from '../api/get-appointment';
import { useFullDays } from '../api/get-full-days';
import { rescheduleBooking } from '../api/manage-booking';
import { useDayCheck } from '../hooks/use-day-check';
import { CalendarPanel } from './calendar-panel';
import { AppointmentState } from './appointment-state';

export function ReschedulePage({ appointmentNo }: { appointmentNo: string }) {
  const { t } = useTranslation('booking');
  const { toast } = useToast();
  const navigate = useNavigate();
  const lng = currentLanguage();
  const appointment = useAppointment(appointmentNo);
  const days = useFullDays();
  const canChoose = useDayCheck(days.window);
  const [selected, setSelected] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const current = appointment.data?.data.appointment_date;

  const choose = (day: string) => {
    if (canChoose(day)) setSelected(day === current ? null : day);
  };

  const onMove = async () => {
    if (!selected) return;
    setSaving(true);
    try {
      const moved = await rescheduleBooking(appointmentNo, selected);
      await appointment.mutate({ data: moved }, { revalidate: false });
      void days.mutate(); // one day freed, another taken
      const slip = paths.appointmentSlip.href(appointmentNo);
      // The news belongs to the slip it leads to.
      toast({
        title: t('manage.moved', { date: formatDate(moved.appointment_date, lng) }),
        page: slip,
      });
      navigate(slip);
    } catch (error) {
      toast({ title: errorMessage(error, t('manage.moveFailed')), variant: 'destructive' });
      void days.mutate();
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t('manage.rescheduleTitle', { no: appointmentNo })}
        intro={t('manage.rescheduleIntro')}
      />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[1fr_20rem]">
        <AppointmentState appointment={appointment} alsoLoading={days.isLoading}>
          {({ manage }) =>
            !manage?.can_reschedule ? (
              <div className="space-y-4 lg:col-span-2" data-testid="reschedule-refused">
                <p className="text-mystic-800">
                  {manage?.reschedule_block === 'limit_reached'
                    ? t('manage.limitReached')
                    : t(`manage.blocked.${manage?.reschedule_block ?? 'ended'}`, { deadline: '' })}
                </p>
                <ButtonLink to={paths.appointmentSlip.href(appointmentNo)} variant="outline">
                  {t('manage.backToSlip')}
                </ButtonLink>
              </div>
            ) : (
              <>
                <CalendarPanel
                  days={days}
                  selected={selected}
                  onDayClick={choose}
                  booked={current ?? null}
                />
                <aside className="space-y-4">
                  <div className="rounded-3xl border border-mystic-100 bg-white p-5 shadow-sm">
                    <p className="text-sm text-mystic-700">{t('manage.currentDay')}</p>
                    <p className="font-semibold text-mystic-900" data-testid="current-date">
                      {current ? formatDate(current, lng) : ''}
                    </p>
                    <p className="mt-3 text-sm text-mystic-700">{t('manage.newDay')}</p>
                    <p
                      className="font-semibold text-mystic-900"
                      aria-live="polite"
                      data-testid="selected-date"
                    >
                      {selected ? formatDate(selected, lng) : t('calendar.noneSelected')}
                    </p>
                    <p className="mt-3 text-xs text-mystic-700">
                      {t('manage.movesLeft', { count: manage.reschedules_left })}
                    </p>
                    <Button
                      className="mt-4 w-full"
                      disabled={!selected}
                      loading={saving}
                      onClick={() => void onMove()}
                      data-testid="reschedule-confirm"
                    >
                      {t('manage.confirmMove')}
                    </Button>
                  </div>
                </aside>
              </>
            )
          }
        </AppointmentState>
      </div>
    </>
  );
}
