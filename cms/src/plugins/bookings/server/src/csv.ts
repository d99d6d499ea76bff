// The desk's CSV export: UTF-8 with a byte-order mark, so Excel shows Burmese names correctly.
// What a reader needs of each booking (issue 42.4): the intake (date of birth, birth weekday,
// gender, question, social account), the chart's facts (the admin page's chart.ts, shared's
// Mahabote rule), contact, packages and totals, when it was paid and confirmed; the headers, the
// statuses and the chart's words in the admin's language.
import { DEFAULT_TIME_ZONE, dayIn, type WednesdayHalf } from '@mystic/shared';
import { chartFacts, deskLang } from '../../admin/src/chart';
import en from '../../admin/src/translations/en.json';
import my from '../../admin/src/translations/my.json';
import deskEn from '../../admin/src/translations/desk/en.json';
import deskMy from '../../admin/src/translations/desk/my.json';

export interface ExportRow {
  appointment_no: string;
  appointment_date: string;
  date: string;
  status: string;
  user: { name: string; email: string; phone: string | null };
  packageNames: string;
  package_names_my?: string | null;
  balance: number;
  th_balance: number;
  payment_type: { name: string } | null;
  transaction_no: string | null;
  dob?: string;
  social_link?: string;
  desc?: string;
  proof_sent_at?: string | null;
  paid_at?: string | null;
  /** Added by the desk's server from the CMS's lists, in the export's language. */
  gender_name?: string | null;
  birthday_name?: string | null;
  birthday_half?: WednesdayHalf | null;
}

const COLUMNS = [
  'no',
  'date',
  'bookedOn',
  'status',
  'customer',
  'email',
  'phone',
  'dob',
  'weekday',
  'myanmarDate',
  'eightDay',
  'sign',
  'house',
  'gender',
  'question',
  'social',
  'packages',
  'ks',
  'thb',
  'paymentType',
  'transaction',
  'paidOn',
  'confirmedOn',
] as const;

/** One CSV field; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula. */
export function csvField(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The plugin's text `bookings.<id>` in `locale` ('my' or English). */
function textsOf(locale: string) {
  const lang = deskLang(locale);
  const all: Record<string, string> =
    lang === 'my' ? { ...en, ...deskEn, ...my, ...deskMy } : { ...en, ...deskEn };
  return { lang, t: (id: string, fallback: string) => all[`bookings.${id}`] ?? fallback };
}

/** The day (yyyy-MM-dd, in the reader's time zone) of an instant, or empty. */
const dayOf = (iso: string | null | undefined) =>
  iso ? dayIn(DEFAULT_TIME_ZONE, new Date(iso)) : '';

export function toCsv(rows: ExportRow[], locale = 'en'): string {
  const { lang, t } = textsOf(locale);
  const lines = [
    COLUMNS.map((c) => t(`csv.${c}`, c)),
    ...rows.map((r) => {
      const chart = chartFacts(r.dob, r.birthday_half, lang);
      return [
        r.appointment_no,
        r.appointment_date,
        r.date,
        t(`status.${r.status}`, r.status),
        r.user.name,
        r.user.email,
        r.user.phone,
        r.dob,
        r.birthday_name,
        chart?.myanmarBirthDate,
        chart?.weekday,
        chart
          ? `${t(`sign.${chart.sign}`, chart.sign)} · ${t(`planet.${chart.planet}`, chart.planet)}`
          : '',
        chart?.house,
        r.gender_name,
        r.desc,
        r.social_link,
        lang === 'my' && r.package_names_my ? r.package_names_my : r.packageNames,
        r.balance,
        r.th_balance,
        r.payment_type?.name,
        r.transaction_no,
        dayOf(r.proof_sent_at),
        dayOf(r.paid_at),
      ];
    }),
  ];
  return '\uFEFF' + lines.map((l) => l.map(csvField).join(',')).join('\r\n') + '\r\n';
}
