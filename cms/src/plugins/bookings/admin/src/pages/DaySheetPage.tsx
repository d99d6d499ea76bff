// The reader's day sheet (issue 41, item 5): every booking of one day, confirmed first, with the
// client's contact, intake answers, packages, chart and payment, printable on A4. Drawn over the
// admin in a layer of its own at the end of <body>, so printing can leave the admin's navigation
// out by hiding every other child of <body>.
import { WaitlistPanel } from '../components/WaitlistPanel';
import { Loader } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { NavLink, useParams } from 'react-router-dom';
import {
  formatMyanmarDate,
  myanmarDate,
  myanmarWeekdayName,
  weekdayOf,
  type Locale,
} from '@mystic/shared';
import { money, type Booking } from '../api';
import { chartFacts, deskDigits, deskLang } from '../chart';
import { Problem } from '../components/Problem';
import { ClientPhotos } from '../components/ReadingEditor';

const ROOT_ID = 'mv-day-sheet';

// Plain CSS: the sheet is printed, so it uses print-safe elements, not the design system's.
// Fixed table layouts with wrapping everywhere: no column can be wider than the page.
const CSS = `
#${ROOT_ID} { position: fixed; inset: 0; z-index: 10000; overflow: auto; background: #fff;
  color: #111; font-size: 14px; line-height: 1.5; }
#${ROOT_ID} .sheet { max-width: 186mm; margin: 0 auto; padding: 16px; }
#${ROOT_ID} .toolbar { display: flex; gap: 12px; align-items: center; margin-bottom: 16px; }
#${ROOT_ID} .toolbar a, #${ROOT_ID} .toolbar button { min-height: 44px; padding: 0 16px;
  border-radius: 4px; border: 1px solid #4945ff; font: inherit; font-weight: 600;
  display: inline-flex; align-items: center; text-decoration: none; cursor: pointer; }
#${ROOT_ID} .toolbar a { color: #4945ff; background: #fff; }
#${ROOT_ID} .toolbar button { color: #fff; background: #4945ff; }
#${ROOT_ID} h1 { font-size: 22px; margin: 0 0 4px; }
#${ROOT_ID} h2 { font-size: 17px; margin: 0 0 6px; }
#${ROOT_ID} .sub { margin: 0 0 16px; color: #444; }
#${ROOT_ID} table { width: 100%; table-layout: fixed; border-collapse: collapse; margin-bottom: 16px; }
#${ROOT_ID} th, #${ROOT_ID} td { border: 1px solid #bbb; padding: 4px 6px; text-align: left;
  vertical-align: top; overflow-wrap: anywhere; word-break: break-word; }
#${ROOT_ID} thead th { background: #f0f0f5; }
#${ROOT_ID} .facts th { width: 32%; background: #f7f7fa; font-weight: 600; }
#${ROOT_ID} section { break-inside: avoid; page-break-inside: avoid; margin-bottom: 18px; }
#${ROOT_ID} .desc { white-space: pre-wrap; }
@page { size: A4; margin: 12mm; }
@media print {
  html, body { height: auto !important; overflow: visible !important; background: #fff !important; }
  body > *:not(#${ROOT_ID}) { display: none !important; }
  #${ROOT_ID} { position: static; overflow: visible; font-size: 11pt; }
  #${ROOT_ID} .sheet { max-width: none; padding: 0; }
  #${ROOT_ID} .toolbar { display: none; }
}
`;

/** The layer at the end of <body> the sheet is drawn into, made once and removed on leaving. */
function useLayer(): HTMLElement | null {
  const [layer, setLayer] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const el = document.createElement('div');
    el.id = ROOT_ID;
    el.setAttribute('data-testid', 'day-sheet');
    document.body.appendChild(el);
    setLayer(el);
    return () => el.remove();
  }, []);
  return layer;
}

/** "Tuesday 24-11-2026" in the desk's language (Myanmar digits in Burmese). */
function dayTitle(date: string, lang: Locale): string {
  const [y, m, d] = date.split('-');
  return `${myanmarWeekdayName(weekdayOf(date) ?? 0, lang)} ${deskDigits(`${d}-${m}-${y}`, lang)}`;
}

function Facts({ rows, testId }: { rows: [string, ReactNode][]; testId?: string }) {
  return (
    <table className="facts" data-testid={testId}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value ?? '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function DaySheetPage() {
  const { date = '' } = useParams();
  const { formatMessage, locale } = useIntl();
  const lang = deskLang(locale);
  const t = (id: string, defaultMessage: string) =>
    formatMessage({ id: `bookings.${id}`, defaultMessage });
  const { get } = useFetchClient();
  const layer = useLayer();
  const [bookings, setBookings] = useState<Booking[] | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    get<{ data: { date: string; bookings: Booking[] } }>('/bookings/day-sheet', {
      params: { date, locale: lang },
    }).then((res) => setBookings(res.data.data.bookings), setError);
  }, [get, date, lang]);

  useEffect(() => {
    document.title = `${t('sheet.title', 'Day sheet')} ${date}`;
  });

  if (!layer) return null;
  const myanmarDay = /^\d{4}-\d{2}-\d{2}$/.test(date)
    ? formatMyanmarDate(myanmarDate(date), lang)
    : '';
  const paymentOf = (b: Booking) =>
    b.payment_state ? t(`paymentState.${b.payment_state}`, b.payment_state) : '–';
  const packagesOf = (b: Booking) =>
    b.appointment_packages.map((l) => l.package_name).join(', ') || b.packageNames;
  const contactOf = (b: Booking) => [b.user.phone, b.email || b.user.email].filter(Boolean);

  const content = (
    <div className="sheet">
      <style>{CSS}</style>
      <div className="toolbar">
        <NavLink to="/plugins/bookings/board">{t('sheet.back', 'Back')}</NavLink>
        <button type="button" onClick={() => window.print()} data-testid="day-sheet-print">
          {t('sheet.print', 'Print')}
        </button>
      </div>
      <h1>
        {t('sheet.title', 'Day sheet')} · {dayTitle(date, lang)}
      </h1>
      <p className="sub" data-testid="day-sheet-myanmar-date">
        {myanmarDay}
        {bookings
          ? ` · ${formatMessage(
              { id: 'bookings.sheet.count', defaultMessage: '{count} bookings' },
              { count: bookings.length },
            ).replace(/\d+/g, (n) => deskDigits(n, lang))}`
          : ''}
      </p>
      {error ? (
        <Problem error={error} />
      ) : !bookings ? (
        <Loader small />
      ) : bookings.length === 0 ? (
        <p>{t('sheet.none', 'No bookings on this day.')}</p>
      ) : (
        <>
          <table
            data-testid="day-sheet-summary"
            aria-label={t('sheet.summary', "The day's bookings")}
          >
            <colgroup>
              <col style={{ width: '5%' }} />
              <col style={{ width: '20%' }} />
              <col style={{ width: '29%' }} />
              <col style={{ width: '20%' }} />
              <col style={{ width: '12%' }} />
              <col style={{ width: '14%' }} />
            </colgroup>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('sheet.client', 'Client')}</th>
                <th scope="col">{t('sheet.contact', 'Contact')}</th>
                <th scope="col">{t('detail.packages', 'Packages')}</th>
                <th scope="col">{t('column.status', 'Status')}</th>
                <th scope="col">{t('sheet.payment', 'Payment')}</th>
              </tr>
            </thead>
            <tbody>
              {bookings.map((b, i) => (
                <tr key={b.appointment_no} data-testid="day-sheet-row" data-status={b.status}>
                  <td>{deskDigits(i + 1, lang)}</td>
                  <td>
                    {b.user.name}
                    {b.subject_name ? ` → ${b.subject_name}` : ''}
                    <br />
                    <small>{b.appointment_no}</small>
                  </td>
                  <td>
                    {contactOf(b).map((c) => (
                      <div key={c}>{c}</div>
                    ))}
                  </td>
                  <td>{packagesOf(b)}</td>
                  <td>{t(`status.${b.status}`, b.status)}</td>
                  <td>{paymentOf(b)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {bookings.map((b, i) => {
            const chart = chartFacts(b.dob, b.birthday_half, lang);
            return (
              <section key={b.appointment_no} data-testid="day-sheet-booking">
                <h2>
                  {deskDigits(i + 1, lang)}. {b.user.name}
                  {b.subject_name ? ` → ${b.subject_name}` : ''} · {b.appointment_no} ·{' '}
                  {t(`status.${b.status}`, b.status)}
                </h2>
                <Facts
                  testId="day-sheet-facts"
                  rows={[
                    [t('sheet.contact', 'Contact'), contactOf(b).join(' · ')],
                    [t('detail.gender', 'Gender'), b.gender_name ?? null],
                    [t('detail.weekday', 'Birth weekday'), b.birthday_name ?? null],
                    [t('detail.social', 'Social account'), b.social_link || null],
                    [
                      t('detail.desc', 'Description'),
                      <span className="desc">{b.desc || '–'}</span>,
                    ],
                    [
                      t('detail.packages', 'Packages'),
                      `${packagesOf(b)} · ${money(b.balance)} Ks · ${money(b.th_balance)} ฿`,
                    ],
                    [
                      t('sheet.gregorian', 'Born'),
                      b.dob ? deskDigits(b.dob.slice(0, 10), lang) : null,
                    ],
                    [t('chart.myanmarDate', 'Myanmar birth date'), chart?.myanmarBirthDate ?? null],
                    [t('chart.weekday', 'Eight-day weekday'), chart?.weekday ?? null],
                    [
                      t('chart.sign', 'Sign and planet'),
                      chart
                        ? `${t(`sign.${chart.sign}`, chart.sign)} · ${t(`planet.${chart.planet}`, chart.planet)}`
                        : null,
                    ],
                    [t('chart.house', 'Mahabote house'), chart?.house ?? null],
                    [
                      t('sheet.payment', 'Payment'),
                      [paymentOf(b), b.payment_type?.name, b.transaction_no]
                        .filter(Boolean)
                        .join(' · '),
                    ],
                  ]}
                />
                <ClientPhotos no={b.appointment_no} />
              </section>
            );
          })}
        </>
      )}
      <WaitlistPanel from={date} to={date} />
    </div>
  );
  return createPortal(content, layer);
}
