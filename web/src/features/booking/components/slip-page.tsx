import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, ButtonLink } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useAppointment } from '../api/get-appointment';
import { usePaymentTypes, useWeekdays } from '@/lib/reference-lists';
import { downloadSlip } from '../lib/download-slip';
import { BookingSlip } from './booking-slip';
import { ManageBooking, type ReaderContact } from './manage-booking';
import { AppointmentState } from './appointment-state';
import { YourReading } from './your-reading';

/** /appointment/{no}/booking/slip: the slip, 'View Your Bookings' and 'Download Image'. */
export function SlipPage({
  appointmentNo,
  contact,
  extra,
}: {
  appointmentNo: string;
  contact: ReaderContact;
  /** Issue 42: what the app adds under the slip's buttons (the Telegram opt-in). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation('booking');
  const { toast } = useToast();
  const weekdays = useWeekdays();
  const paymentTypes = usePaymentTypes();
  const appointment = useAppointment(appointmentNo);
  const slipRef = useRef<HTMLDivElement>(null);
  const [saving, setSaving] = useState(false);

  const onDownload = async () => {
    if (!slipRef.current) return;
    setSaving(true);
    try {
      await downloadSlip(slipRef.current, appointmentNo);
    } catch (error) {
      console.warn('Slip download failed', error);
      toast({ title: t('slip.downloadFailed'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeader title={t('slip.pageTitle')} intro={t('slip.intro')} />
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <AppointmentState appointment={appointment}>
          {(booking) => (
            <>
              <BookingSlip
                ref={slipRef}
                appointment={booking}
                weekdays={weekdays.data?.data}
                paymentTypes={paymentTypes.data?.data}
              />
              <div className="mt-6 flex flex-wrap justify-center gap-3">
                {booking.payable ? (
                  <ButtonLink
                    to={paths.appointmentPayment.href(appointmentNo)}
                    data-testid="slip-pay"
                  >
                    {t('slip.pay')}
                  </ButtonLink>
                ) : null}
                <ButtonLink to={paths.bookingsList.href()} variant="outline">
                  {t('slip.viewBookings')}
                </ButtonLink>
                <Button
                  onClick={() => void onDownload()}
                  loading={saving}
                  data-testid="slip-download"
                >
                  {saving ? t('slip.downloading') : t('slip.download')}
                </Button>
              </div>
              {extra}
              <YourReading appointmentNo={appointmentNo} />
              <ManageBooking
                appointment={booking}
                contact={contact}
                onChanged={(updated) =>
                  void appointment.mutate({ data: updated }, { revalidate: false })
                }
              />
            </>
          )}
        </AppointmentState>
      </div>
    </>
  );
}
