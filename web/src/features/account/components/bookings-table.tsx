import type { Appointment } from '@mystic/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PaymentStateBadge } from '@/components/payment-state';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatBaht, formatKs, formatShortDate } from '@/lib/format';
import { currentLanguage, useTranslation } from '@/lib/i18n';
import { myanmarDateText } from '@/lib/myanmar-day';
import { useSession } from '@/lib/session';
import { useBookings } from '../api/lists';
import { ColumnHeads, SearchableTable } from './searchable-table';

const badge = 'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** Status Booked is green; every other status yellow (docs/product.md section 7). */
export function statusTone(status: string): 'green' | 'yellow' {
  return status === 'Booked' ? 'green' : 'yellow';
}

function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      data-tone={statusTone(status)}
      className={cn(
        badge,
        statusTone(status) === 'green'
          ? 'bg-emerald-100 text-emerald-800'
          : 'bg-yellow-100 text-yellow-800',
      )}
    >
      {label}
    </span>
  );
}

/** The booking day on the Myanmar calendar, under its Gregorian date (issue 41). */
function MyanmarDate({ a, lng }: { a: Appointment; lng: string }) {
  return (
    <span
      className="mt-0.5 block max-w-[11rem] text-xs whitespace-normal text-mystic-700"
      data-testid="booking-myanmar-date"
    >
      {myanmarDateText(a.appointment_date, lng)}
    </span>
  );
}

function Totals({ a }: { a: Appointment }) {
  const lng = currentLanguage();
  return (
    <>
      <span className={cn(badge, 'bg-mystic-100 text-mystic-800')}>{formatKs(a.balance, lng)}</span>
      <span className={cn(badge, 'bg-gold-100 text-amber-900')}>
        {formatBaht(a.th_balance, lng)}
      </span>
    </>
  );
}

const action =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold whitespace-nowrap focus-ring';

/** What the app puts under a booking's links: cancel or move it (issue 18). */
export type ManageSlot = (appointment: Appointment, onChanged: () => void) => ReactNode;

/** See Bill for every booking; Pay while it still awaits a payment; then the manage slot. */
function Actions({
  a,
  onChanged,
  manage,
}: {
  a: Appointment;
  onChanged: () => void;
  manage: ManageSlot;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <div className="mt-2 flex flex-wrap gap-2">
        {a.payable ? (
          <Link
            to={paths.appointmentPayment.href(a.appointment_no)}
            className={cn(action, 'bg-mystic-700 text-white hover:bg-mystic-800')}
            data-testid="pay-link"
          >
            {t('bookings.pay')}
          </Link>
        ) : null}
        <Link
          to={paths.appointmentSlip.href(a.appointment_no)}
          className={cn(action, 'text-mystic-700 underline')}
        >
          {t('bookings.seeBill')}
        </Link>
      </div>
      {manage(a, onChanged)}
    </>
  );
}

/** 'Appointments': search by booking number, pages of 10, See Bill to the slip. */
export function BookingsTable({ manage }: { manage: ManageSlot }) {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const read = useBookings(user?.id);
  const refresh = () => void read.mutate();
  const lng = currentLanguage();

  return (
    <SearchableTable
      headingId="appointments-heading"
      texts="bookings"
      searchText={(a: Appointment) => a.appointment_no}
      read={read}
    >
      {(rows) => (
        <>
          {/* Phones (below 480 px): one card per booking, nothing off-screen. */}
          <ul className="space-y-3 min-[480px]:hidden" data-testid="bookings-cards">
            {rows.map((a) => (
              <li
                key={a.appointment_no}
                className="rounded-2xl border border-mystic-100 p-4"
                data-testid="booking-card"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <span className="font-mono font-semibold text-mystic-900">
                    {a.appointment_no}
                  </span>
                  <StatusBadge
                    status={a.status}
                    label={t(`status.${a.status}`, { defaultValue: a.status })}
                  />
                </div>
                <p className="mt-1 text-sm text-mystic-800">
                  {(lng === 'my' && a.package_names_my) || a.packageNames}
                </p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-mystic-700">{t('bookings.columns.date')}</dt>
                  <dd>
                    {formatShortDate(a.appointment_date, lng, 'UTC')}
                    <MyanmarDate a={a} lng={lng} />
                  </dd>
                  <dt className="text-mystic-700">{t('bookings.columns.total')}</dt>
                  <dd className="flex flex-wrap gap-1">
                    <Totals a={a} />
                  </dd>
                  <dt className="text-mystic-700">{t('bookings.columns.payment')}</dt>
                  <dd>
                    <PaymentStateBadge state={a.payment_state} />
                  </dd>
                </dl>
                <Actions a={a} onChanged={refresh} manage={manage} />
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto min-[480px]:block">
            <table className="w-full min-w-[48rem] text-left text-sm" data-testid="bookings-table">
              <ColumnHeads
                texts="bookings"
                columns={['no', 'packages', 'total', 'date', 'payment', 'status', 'action']}
              />
              <tbody>
                {rows.map((a) => (
                  <tr key={a.appointment_no} className="border-b border-mystic-50 align-top">
                    <td className="py-3 pr-3 font-mono font-semibold text-mystic-900">
                      {a.appointment_no}
                    </td>
                    <td className="py-3 pr-3">
                      {(lng === 'my' && a.package_names_my) || a.packageNames}
                    </td>
                    <td className="py-3 pr-3">
                      <span className="flex flex-col items-start gap-1">
                        <Totals a={a} />
                      </span>
                    </td>
                    <td className="py-3 pr-3 whitespace-nowrap">
                      {formatShortDate(a.appointment_date, lng, 'UTC')}
                      <MyanmarDate a={a} lng={lng} />
                    </td>
                    <td className="py-3 pr-3">
                      <PaymentStateBadge state={a.payment_state} />
                    </td>
                    <td className="py-3 pr-3">
                      <StatusBadge
                        status={a.status}
                        label={t(`status.${a.status}`, { defaultValue: a.status })}
                      />
                    </td>
                    <td className="py-1">
                      <Actions a={a} onChanged={refresh} manage={manage} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </SearchableTable>
  );
}
