import type { Appointment } from '@mystic/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/error-block';
import { LoadingBlock } from '@/components/spinner';
import { TablePager, paginate } from '@/components/table-pager';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatBaht, formatKs, formatShortDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useBookings } from '../api/lists';
import { filterRows } from '../lib/filter';

const badge = 'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** Status Booked is green; every other status yellow (SPEC.md section 4). */
export function statusTone(status: string): 'green' | 'yellow' {
  return status === 'Booked' ? 'green' : 'yellow';
}

/** 'Appointments': search by booking number, pages of 10, See Bill to the slip. */
export function BookingsTable() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const { data, isLoading } = useBookings(user?.id);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const rows = filterRows(data ?? [], query, (a: Appointment) => a.appointment_no);
  const current = paginate(rows, page);
  const lng = currentLanguage();

  return (
    <section
      aria-labelledby="appointments-heading"
      className="rounded-3xl border border-mystic-100 bg-white p-5 shadow-sm"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="appointments-heading" className="font-display text-xl font-bold text-mystic-900">
          {t('bookings.title')}
        </h2>
        <input
          type="search"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setPage(1);
          }}
          placeholder={t('bookings.search')}
          aria-label={t('bookings.search')}
          className="w-full rounded-xl border border-mystic-200 px-4 py-2 text-sm focus-ring sm:w-64"
        />
      </div>
      {isLoading ? (
        <LoadingBlock />
      ) : current.rows.length === 0 ? (
        <EmptyState message={t('bookings.empty')} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left text-sm" data-testid="bookings-table">
            <thead>
              <tr className="border-b border-mystic-100 text-mystic-700">
                {['no', 'packages', 'total', 'date', 'payment', 'status', 'action'].map((c) => (
                  <th key={c} scope="col" className="py-2 pr-3 font-semibold">
                    {t(`bookings.columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {current.rows.map((a) => (
                <tr key={a.appointment_no} className="border-b border-mystic-50 align-top">
                  <td className="py-3 pr-3 font-mono font-semibold text-mystic-900">
                    {a.appointment_no}
                  </td>
                  <td className="py-3 pr-3">{a.packageNames}</td>
                  <td className="py-3 pr-3">
                    <span className="flex flex-col items-start gap-1">
                      <span className={cn(badge, 'bg-mystic-100 text-mystic-800')}>
                        {formatKs(a.balance)}
                      </span>
                      <span className={cn(badge, 'bg-gold-100 text-amber-900')}>
                        {formatBaht(a.th_balance)}
                      </span>
                    </span>
                  </td>
                  <td className="py-3 pr-3 whitespace-nowrap">
                    {formatShortDate(a.appointment_date, lng, 'UTC')}
                  </td>
                  <td className="py-3 pr-3">
                    <span
                      className={cn(
                        badge,
                        a.is_paid
                          ? 'bg-emerald-100 text-emerald-800'
                          : 'bg-slate-100 text-slate-700',
                      )}
                    >
                      {a.is_paid ? t('bookings.paid') : t('bookings.unpaid')}
                    </span>
                  </td>
                  <td className="py-3 pr-3">
                    <span
                      data-tone={statusTone(a.status)}
                      className={cn(
                        badge,
                        statusTone(a.status) === 'green'
                          ? 'bg-emerald-100 text-emerald-800'
                          : 'bg-yellow-100 text-yellow-800',
                      )}
                    >
                      {t(`status.${a.status}`, { defaultValue: a.status })}
                    </span>
                  </td>
                  <td className="py-3">
                    <Link
                      to={paths.appointmentSlip.href(a.appointment_no)}
                      className="font-semibold whitespace-nowrap text-mystic-700 underline focus-ring"
                    >
                      {t('bookings.seeBill')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rows.length > 0 ? (
        <TablePager page={current.page} pageCount={current.pageCount} onPage={setPage} />
      ) : null}
    </section>
  );
}
