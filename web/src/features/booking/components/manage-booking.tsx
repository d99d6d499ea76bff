// What a member can still do with a booking (issue 18), on the slip and in the bookings list:
// cancel (after a confirmation that states the reader's cancellation policy), move it to another
// day, and add it to a calendar. When the window has closed, a note says why and how to reach
// the reader instead of the buttons. The booking service decides; `manage` carries its answer.
import type { Appointment } from '@mystic/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { currentLanguage, useTranslation } from '@/lib/i18n';
import { myanmarDateText } from '@/lib/myanmar-day';
import { useMutateApi } from '@/lib/use-api';
import { appointmentPath } from '../api/get-appointment';
import { fullDaysPath } from '../api/get-full-days';
import { cancelBooking, useCancelPolicy } from '../api/manage-booking';
import { calendarFile, downloadCalendarFile, googleCalendarUrl } from '../lib/calendar-file';

const ACTIVE = ['Pending', 'Verifying', 'Booked'];

/** How to reach the reader, written into the calendar entry (the app passes the site info's). */
export interface ReaderContact {
  phone: string;
  email: string;
}

export function ManageBooking({
  appointment: a,
  onChanged,
  contact,
  compact = false,
}: {
  appointment: Appointment;
  contact: ReaderContact;
  /** Called with the booking as the service answered after a change. */
  onChanged: (updated: Appointment) => void;
  /** The bookings list: no calendar links (they are on the slip); buttons stay thumb-sized. */
  compact?: boolean;
}) {
  const { t } = useTranslation('booking');
  const { toast } = useToast();
  const lng = currentLanguage();
  const policy = useCancelPolicy(lng);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const mutateApi = useMutateApi();
  const manage = a.manage;
  if (!manage || !ACTIVE.includes(a.status)) return null;

  const onCancel = async () => {
    setBusy(true);
    try {
      const updated = await cancelBooking(a.appointment_no);
      // The booking as it is now wherever it is read; its day has room again.
      void mutateApi(appointmentPath(a.appointment_no), { data: updated }, { revalidate: false });
      void mutateApi(fullDaysPath);
      setConfirming(false);
      toast({ title: t('manage.cancelled', { no: a.appointment_no }) });
      onChanged(updated);
    } catch (error) {
      toast({
        title: errorMessage(error, t('manage.cancelFailed')),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const packages = (lng === 'my' && a.package_names_my) || a.packageNames;
  const texts = {
    title: t('manage.calendarTitle'),
    details: [
      t('manage.calendarNo', { no: a.appointment_no }),
      // The day on the Myanmar calendar too (issue 41), in the member's language.
      t('manage.calendarMyanmarDate', { date: myanmarDateText(a.appointment_date, lng) }),
      t('manage.calendarPackages', { packages }),
      t('manage.calendarContact', { phone: contact.phone, email: contact.email }),
    ],
  };
  const slipUrl = `${window.location.origin}${paths.appointmentSlip.href(a.appointment_no)}`;
  const blocked = manage.cancel_block && manage.cancel_block !== 'ended';

  return (
    <div className={cn('flex flex-col gap-3', compact ? 'mt-2' : 'mt-6 items-center')}>
      <div className={cn('flex flex-wrap gap-2', !compact && 'justify-center')}>
        {manage.can_reschedule ? (
          <ButtonLink
            to={paths.appointmentReschedule.href(a.appointment_no)}
            variant="outline"
            size="md"
            data-testid="reschedule-link"
          >
            {t('manage.reschedule')}
          </ButtonLink>
        ) : null}
        {manage.can_cancel ? (
          <Button
            variant="outline"
            size="md"
            onClick={() => setConfirming(true)}
            data-testid="cancel-booking"
          >
            {t('manage.cancel')}
          </Button>
        ) : null}
        {!compact ? (
          <>
            <Button
              variant="outline"
              size="md"
              data-testid="add-to-calendar"
              onClick={() =>
                downloadCalendarFile(calendarFile(a, texts, slipUrl), a.appointment_no)
              }
            >
              {t('manage.addToCalendar')}
            </Button>
            <a
              href={googleCalendarUrl(a, texts)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-11 items-center px-2 text-sm font-semibold text-mystic-700 underline focus-ring"
              data-testid="google-calendar"
            >
              {t('manage.googleCalendar')}
            </a>
          </>
        ) : null}
      </div>
      {blocked ? (
        <p
          className="max-w-xl rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900"
          data-testid="manage-note"
        >
          {t(`manage.blocked.${manage.cancel_block}`, {
            deadline: manage.deadline ? formatDate(manage.deadline, lng) : '',
          })}{' '}
          <Link to={paths.contact.href()} className="font-semibold underline">
            {t('manage.contact', { phone: contact.phone })}
          </Link>
        </p>
      ) : manage.reschedule_block === 'limit_reached' && !compact ? (
        <p className="text-sm text-mystic-700" data-testid="reschedule-limit-note">
          {t('manage.limitReached')}
        </p>
      ) : null}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('manage.confirmTitle', { no: a.appointment_no })}
        description={
          // The money of a paid booking is kept as a credit (shared's paymentStateOf).
          a.payment_state === 'confirmed' || a.payment_state === 'proof_sent'
            ? `${t('manage.confirmBody')} ${t('manage.confirmBodyPaid')}`
            : t('manage.confirmBody')
        }
        footer={
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {t('manage.keep')}
            </Button>
            <Button
              variant="danger"
              loading={busy}
              onClick={() => void onCancel()}
              data-testid="cancel-confirm"
            >
              {t('manage.confirmCancel')}
            </Button>
          </div>
        }
      >
        {policy ? (
          <p
            className="rounded-2xl bg-mystic-50 px-4 py-3 text-sm text-mystic-900"
            data-testid="cancel-policy"
          >
            {policy}
          </p>
        ) : null}
      </Dialog>
    </div>
  );
}
