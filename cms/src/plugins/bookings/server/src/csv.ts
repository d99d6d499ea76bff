// The desk's CSV export: UTF-8 with a byte-order mark, so Excel shows Burmese names correctly.

export interface ExportRow {
  appointment_no: string;
  appointment_date: string;
  date: string;
  status: string;
  user: { name: string; email: string; phone: string | null };
  packageNames: string;
  balance: number;
  th_balance: number;
  payment_type: { name: string } | null;
  transaction_no: string | null;
}

const HEADER = [
  'Number',
  'Appointment date',
  'Booked on',
  'Status',
  'Customer',
  'E-mail',
  'Phone',
  'Packages',
  'Total (Ks)',
  'Total (฿)',
  'Payment type',
  'Transaction number',
];

/** One CSV field; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula. */
export function csvField(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(rows: ExportRow[]): string {
  const lines = [
    HEADER,
    ...rows.map((r) => [
      r.appointment_no,
      r.appointment_date,
      r.date,
      r.status,
      r.user.name,
      r.user.email,
      r.user.phone,
      r.packageNames,
      r.balance,
      r.th_balance,
      r.payment_type?.name,
      r.transaction_no,
    ]),
  ];
  return '\uFEFF' + lines.map((l) => l.map(csvField).join(',')).join('\r\n') + '\r\n';
}
