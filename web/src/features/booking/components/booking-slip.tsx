import {
  DEFAULT_TIME_ZONE,
  MYANMAR_CALENDAR_TEXTS,
  isIsoDate,
  mahabote,
  mahaboteSign,
  wednesdayHalfOf,
  type WeekdayEntry,
  type Appointment,
  type Locale,
  type PaymentState,
  type PaymentType,
} from '@mystic/shared';
import { forwardRef } from 'react';
import {
  formatBaht,
  formatDate,
  formatKs,
  formatSlipDate,
  localDigits,
  myDigits,
} from '@/lib/format';
import { currentLanguage, useTranslation } from '@/lib/i18n';
import { myanmarDateText } from '@/lib/myanmar-day';
import { lineView, totalsOf } from '../lib/totals';
import { PackagesHead } from './packages-head';
import { ReaderNote } from './reader-note';

/** The note the spec gives in Burmese, shown on every slip whatever the interface language. */
export const SLIP_NOTE_MY =
  'ဘိုကင်တင်ထားသည့်နေ့အတွင်း ဆရာ့ဘက်မှ ပြန်လည်ဆက်သွယ်ခြင်း မရှိပါက ဤပြေစာကို ကျွန်ုပ်တို့၏ Messenger စာမျက်နှာသို့ ပြသပေးပါ။';

// Only plain hex colours inside the slip: it is drawn to a PNG by html2canvas.
const C = {
  ink: '#150d33',
  muted: '#4a2f92',
  soft: '#64748b',
  line: '#ece6ff',
  band: '#231650',
  gold: '#e8b94a',
  paper: '#ffffff',
  note: '#fbf1d3',
};

// The bookings list's status and payment colours (Tailwind's emerald, yellow, slate, sky, red),
// as hex for the PNG: Booked green, every other status yellow.
const STATUS_TONE = {
  green: { backgroundColor: '#d1fae5', color: '#065f46' },
  yellow: { backgroundColor: '#fef9c3', color: '#854d0e' },
};
const PAYMENT_TONE: Record<PaymentState, { backgroundColor: string; color: string }> = {
  awaiting_payment: { backgroundColor: '#f1f5f9', color: '#1e293b' },
  proof_sent: { backgroundColor: '#e0f2fe', color: '#0c4a6e' },
  confirmed: { backgroundColor: '#d1fae5', color: '#065f46' },
  unpaid: { backgroundColor: '#fef2f2', color: '#991b1b' },
  credit: { backgroundColor: '#ede9fe', color: '#4c1d95' },
};

/** Rows whose values are names, addresses and numbers as given: Latin letters are theirs. */
const LATIN_ROWS = new Set(['no', 'name', 'phone', 'email', 'transaction-no', 'payment-type']);

/** The date in the member's language and the 24-hour time, in the reader's time zone. */
function payByText(iso: string, lng: Locale): string {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeStyle: 'short',
    timeZone: DEFAULT_TIME_ZONE,
  }).format(new Date(iso));
  return `${formatDate(iso, lng)} ${lng === 'my' ? myDigits(time) : time}`;
}

/** The booking slip: number, date (DD-MM-YYYY), customer, lines in Ks and ฿, total, note. */
export const BookingSlip = forwardRef<
  HTMLDivElement,
  {
    appointment: Appointment;
    weekdays?: readonly WeekdayEntry[];
    /** The payment types in the page's language: the slip names the one paid with in it. */
    paymentTypes?: readonly PaymentType[];
  }
>(function BookingSlip({ appointment: a, weekdays = [], paymentTypes = [] }, ref) {
  const { t, i18n } = useTranslation('booking');
  const { t: tw } = useTranslation('waitlist');
  const { t: tc } = useTranslation('common');
  // The bookings list's status words, so the slip and the list say the same.
  const { t: ta } = useTranslation('account');
  const payment = a.payment_state ?? 'awaiting_payment';
  const lines = a.appointment_packages.map((line) => lineView(line, i18n.language));
  const totals = totalsOf(lines);
  // The member's Mahabote sign, from the weekday given on the booking form.
  const sign = mahaboteSign(weekdays, a.birthday);
  // The Mahabote house from the date of birth given on the form (issue 41), the Wednesday half
  // as the chosen weekday entry says.
  const dob = a.dob?.slice(0, 10);
  const house =
    dob && isIsoDate(dob)
      ? mahabote(dob, wednesdayHalfOf(weekdays, Number(a.birthday)) ?? 'morning').house
      : null;
  const lng = i18n.language === 'my' ? 'my' : 'en';
  const rows: [string, string, string][] = [
    ['no', t('slip.no'), a.appointment_no],
    // DD-MM-YYYY, the format named in the label; Myanmar digits on a Burmese slip.
    ['date', t('slip.date'), localDigits(formatSlipDate(a.appointment_date), i18n.language)],
    ['myanmar-date', t('slip.myanmarDate'), myanmarDateText(a.appointment_date, lng)],
    ['name', t('slip.name'), a.user?.name ?? ''],
    ['phone', t('slip.phone'), a.user?.phone || '—'],
    ['email', t('slip.email'), a.user?.email ?? ''],
    // Issue 45: read for someone else: their name (the sign and house below are theirs).
    ...(a.subject_name
      ? [['reading-for', tw('slip.readingFor'), a.subject_name] as [string, string, string]]
      : []),
    [
      'sign',
      tc('birthWeekday.signLabel'),
      sign
        ? `${tc(`birthWeekday.signs.${sign.sign}`)} · ${tc(`birthWeekday.planets.${sign.planet}`)}`
        : '—',
    ],
    ['house', t('slip.house'), house ? MYANMAR_CALENDAR_TEXTS[lng].houses[house] : '—'],
    [
      'payment-type',
      t('slip.paymentType'),
      paymentTypes.find((p) => p.id === a.payment_type?.id)?.name || a.payment_type?.name || '—',
    ],
    ['transaction-no', t('slip.transactionNo'), a.transaction_no || '—'],
  ];
  return (
    <div
      ref={ref}
      data-testid="booking-slip"
      style={{ backgroundColor: C.paper, color: C.ink, borderColor: C.line }}
      className="mx-auto w-full max-w-xl overflow-hidden rounded-3xl border"
    >
      <div style={{ backgroundColor: C.band, color: C.paper }} className="px-6 py-5">
        <p style={{ color: C.gold }} className="text-xs font-semibold tracking-widest uppercase">
          {t('slip.brand')}
        </p>
        <h2 className="mt-1 font-display text-2xl font-bold">{t('slip.title')}</h2>
      </div>
      <div className="space-y-5 px-6 py-5">
        {/* The truth first (issue 18): where the booking and its money stand. */}
        <div className="flex flex-wrap items-center gap-2" data-testid="slip-status">
          <span
            style={STATUS_TONE[a.status === 'Booked' ? 'green' : 'yellow']}
            className="inline-flex rounded-full px-3 py-1 text-sm font-bold"
            data-testid="slip-status-badge"
            data-status={a.status}
          >
            {ta(`status.${a.status}`, { defaultValue: a.status })}
          </span>
          <span
            style={PAYMENT_TONE[payment]}
            className="inline-flex rounded-full px-3 py-1 text-sm font-semibold"
            data-testid="slip-payment-state"
            data-payment-state={payment}
          >
            {tc(`paymentState.${payment}`)}
          </span>
          {a.status === 'Pending' && a.pay_by ? (
            <span style={{ color: C.muted }} className="text-sm" data-testid="slip-pay-by">
              {t('slip.payBy', { when: payByText(a.pay_by, currentLanguage()) })}
            </span>
          ) : null}
          <ReaderNote appointment={a} />
          {payment === 'credit' ? (
            <p style={{ color: C.ink }} className="w-full text-sm" data-testid="slip-credit-note">
              {t('slip.creditNote')}
            </p>
          ) : null}
        </div>
        {/* Label above value on a phone: a long Burmese label left no room, and references broke
            mid-number. */}
        <dl className="grid grid-cols-1 gap-x-4 text-sm sm:grid-cols-[auto_1fr] sm:gap-y-2">
          {rows.map(([key, label, value]) => (
            <div key={key} className="contents">
              <dt style={{ color: C.muted }} className="font-medium">
                {label}
              </dt>
              <dd
                className="mb-2 font-semibold break-words sm:mb-0"
                data-testid={`slip-${key}`}
                // What the member typed, the reference and the transaction number stay as given.
                data-allow-latin={LATIN_ROWS.has(key) || undefined}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <table className="w-full text-left text-sm">
          <PackagesHead
            pad="pr-2"
            className="border-b"
            style={{ borderColor: C.line, color: C.muted }}
          />
          <tbody>
            {lines.map((line) => (
              <tr key={line.id} style={{ borderColor: C.line }} className="border-b align-top">
                <td className="py-2 pr-2">{line.name}</td>
                <td className="py-2 pr-2 text-right whitespace-nowrap">
                  <SlipPrice
                    was={line.discounted && formatKs(line.price, i18n.language)}
                    now={formatKs(line.balance, i18n.language)}
                  />
                </td>
                <td className="py-2 text-right whitespace-nowrap">
                  <SlipPrice
                    was={line.discounted && formatBaht(line.thPrice, i18n.language)}
                    now={formatBaht(line.thBalance, i18n.language)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="text-base font-bold">
              <th scope="row" className="pt-3 pr-2">
                {t('table.total')}
              </th>
              <td className="pt-3 pr-2 text-right whitespace-nowrap" data-testid="slip-total-ks">
                {formatKs(totals.balance, i18n.language)}
              </td>
              <td className="pt-3 text-right whitespace-nowrap">
                {formatBaht(totals.thBalance, i18n.language)}
              </td>
            </tr>
          </tfoot>
        </table>
        <div
          style={{ backgroundColor: C.note, color: C.ink }}
          className="rounded-2xl px-4 py-3 text-sm leading-7"
        >
          <p lang="my" style={{ fontFamily: "'Noto Sans Myanmar', 'Myanmar Text', sans-serif" }}>
            {SLIP_NOTE_MY}
          </p>
          {i18n.language !== 'my' ? (
            <p style={{ color: C.muted }} className="mt-1 text-xs">
              {t('slip.noteTranslation')}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
});

/** A line's price on the slip, after its struck price before a discount. */
function SlipPrice({ was, now }: { was: string | false; now: string }) {
  return (
    <>
      {was ? (
        <s style={{ color: C.soft }} className="mr-1 text-xs">
          {was}
        </s>
      ) : null}
      {now}
    </>
  );
}
