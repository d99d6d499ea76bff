import { useTranslation } from '@/lib/i18n';
import { PageHeader } from '@/components/page-header';
import { LoadingBlock } from '@/components/spinner';
import { useAppointment } from '../api/get-appointment';
import { usePaymentTypes } from '@/lib/reference-lists';
import { PackagesTable } from './packages-table';
import { PaymentForm } from './payment-form';
import { PaymentSummary } from './payment-summary';
import { ReaderNote } from './reader-note';
import { AppointmentState } from './appointment-state';

/** /appointment/{no}/payment: billing form on the left, 'Your Packages' on the right. */
export function PaymentPage({ appointmentNo }: { appointmentNo: string }) {
  const { t } = useTranslation('booking');
  const appointment = useAppointment(appointmentNo);
  const types = usePaymentTypes();

  return (
    <>
      <PageHeader title={t('payment.title')} intro={t('payment.intro', { no: appointmentNo })} />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <AppointmentState appointment={appointment}>
          {(booking) => (
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
              <section
                aria-labelledby="billing-heading"
                className="rounded-3xl border border-mystic-100 bg-white p-5 shadow-sm sm:p-7"
              >
                <h2
                  id="billing-heading"
                  className="mb-4 font-display text-xl font-bold text-mystic-900"
                >
                  {booking.payable === false ? t('payment.summaryTitle') : t('payment.billing')}
                </h2>
                {booking.payable === false ? (
                  // One payment per booking: once sent (or closed), the page shows what was paid.
                  <PaymentSummary appointment={booking} />
                ) : types.isLoading ? (
                  <LoadingBlock />
                ) : (
                  <>
                    <div className="mb-4 empty:hidden">
                      <ReaderNote appointment={booking} />
                    </div>
                    <PaymentForm
                      appointmentNo={appointmentNo}
                      paymentTypes={types.data?.data ?? []}
                      due={booking}
                    />
                  </>
                )}
              </section>
              <section
                aria-labelledby="packages-heading"
                className="h-fit rounded-3xl border border-mystic-100 bg-white p-5 shadow-sm sm:p-7"
              >
                <h2
                  id="packages-heading"
                  className="mb-3 font-display text-xl font-bold text-mystic-900"
                >
                  {t('payment.yourPackages')}
                </h2>
                <PackagesTable lines={booking.appointment_packages} />
              </section>
            </div>
          )}
        </AppointmentState>
      </div>
    </>
  );
}
