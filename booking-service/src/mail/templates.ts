// Every e-mail's layout, in one place: HTML (inline styles, no images or tracking) and plain text,
// from the words in shared/src/mail-messages.ts and what the outbox row kept of its event.
import {
  CURRENCY_MMK,
  CURRENCY_THB,
  LANG_PARAM,
  MAIL_MESSAGES,
  fillMailText,
  type AppointmentTotals,
  type Locale,
  type MailKind,
  type PaymentState,
} from '@mystic/shared';

export interface MailLine {
  name: string;
  name_my: string | null;
  balance: number;
  th_balance: number;
}

/** The booking as it was when the mail's event happened (its money: `AppointmentTotals`). */
export interface MailBooking extends AppointmentTotals {
  no: string;
  date: string;
  previous_date?: string | null;
  customer: string;
  lines: MailLine[];
  payment_type_name: string | null;
  /** The CMS's id of the payment type: a Burmese mail shows its Burmese name (older rows lack it). */
  payment_type_id?: number | null;
  transaction_no: string | null;
  /** When the reader confirmed the payment (ISO instant). */
  paid_at?: string | null;
  /** Where the money stood (shared's paymentStateOf); older outbox rows lack it. */
  payment_state?: PaymentState;
}

/** What an outbox row keeps (as JSON) for its template. */
export interface MailPayload {
  /** The member's name, for the greeting. */
  name?: string;
  booking?: MailBooking;
  note?: string | null;
  /** When an unpaid booking expires (ISO instant). */
  expires_at?: string | null;
  /** The reset link of a password_reset mail. */
  link?: string;
  /** The new login address of an email_changed mail (hidden in part). */
  new_email?: string;
  digest?: { today: MailBooking[]; proofs: MailBooking[]; date: string };
  /** Issue 45: the day a waitlist offer is for (its hold ends at `expires_at`). */
  day?: string;
}

export interface PaymentAccount {
  name: string;
  account_name?: string | null;
  account_number?: string | null;
  currency?: string | null;
}

/** What every mail says about the reader and the site, read at send time. */
export interface MailSite {
  url: string;
  name: string;
  email: string | null;
  phone: string | null;
  /** Shown where the member has to pay; null when the CMS could not say. */
  accounts: PaymentAccount[] | null;
  timeZone: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Mails that tell the member how to pay. */
export const NEEDS_ACCOUNTS: readonly MailKind[] = ['booking_received', 'proof_rejected'];

const myDigits = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x1040 + Number(d)));
const digits = (s: string, locale: Locale) => (locale === 'my' ? myDigits(s) : s);

/** yyyy-MM-dd → DD-MM-YYYY (Myanmar digits in Burmese). */
export const ddmmyyyy = (day: string, locale: Locale) =>
  digits(day.split('-').reverse().join('-'), locale);

// Formatters are costly to build (a booking's mails format several instants): one per zone.
const instantFormats = new Map<string, Intl.DateTimeFormat>();
const instantFormat = (timeZone: string) => {
  let f = instantFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    instantFormats.set(timeZone, f);
  }
  return f;
};

export function instant(iso: string, timeZone: string, locale: Locale): string {
  const parts = Object.fromEntries(
    instantFormat(timeZone)
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return digits(`${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`, locale);
}

const numberFormat = new Intl.NumberFormat('en-US');
const number = (n: number) => numberFormat.format(Math.round(n));
/** 12000 → "12,000 Ks"; ฿ leads ("฿1,200"), as the site writes them. */
export const ks = (n: number, locale: Locale) => `${digits(number(n), locale)} ${CURRENCY_MMK}`;
export const baht = (n: number, locale: Locale) => `${CURRENCY_THB}${digits(number(n), locale)}`;

// A Myanmar font first in Burmese mails: with Arial first, some clients draw the Burmese
// words as empty boxes (seen in Chromium). No web fonts: a mail loads nothing remote.
const FONTS: Record<Locale, string> = {
  en: 'Arial,Helvetica,sans-serif',
  my: "'Noto Sans Myanmar','Myanmar Text',Pyidaungsu,Padauk,Arial,sans-serif",
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The member's page for this mail (the desk for the reader's). */
export function actionLink(kind: MailKind, site: MailSite, payload: MailPayload, locale: Locale) {
  const lang = (href: string) =>
    locale === 'my' ? `${href}${href.includes('?') ? '&' : '?'}${LANG_PARAM}=my` : href;
  const no = payload.booking ? encodeURIComponent(payload.booking.no) : '';
  if (kind.startsWith('reader_')) return `${site.url}/admin/plugins/bookings`;
  switch (kind) {
    case 'password_reset':
      return payload.link ?? lang(`${site.url}/login`);
    case 'email_changed':
      return lang(`${site.url}/login`);
    case 'booking_received':
    case 'proof_rejected':
      return lang(`${site.url}/appointment/${no}/payment`);
    case 'finished':
      return lang(`${site.url}/feedback`);
    case 'expired':
      return lang(`${site.url}/appointment`);
    case 'waitlist_offer':
      return lang(`${site.url}/user/waitlist`);
    default:
      return lang(`${site.url}/appointment/${no}/booking/slip`);
  }
}

type Row = [label: string, value: string];

function bookingRows(kind: MailKind, b: MailBooking, locale: Locale, timeZone: string): Row[] {
  const L = MAIL_MESSAGES[locale].labels;
  const rows: Row[] = [
    [L.bookingNo, b.no],
    [L.date, ddmmyyyy(b.date, locale)],
  ];
  if (b.previous_date) rows.push([L.previousDate, ddmmyyyy(b.previous_date, locale)]);
  if (kind.startsWith('reader_')) rows.push([L.customer, b.customer]);
  for (const line of b.lines) {
    const name = (locale === 'my' && line.name_my) || line.name;
    rows.push([name, `${ks(line.balance, locale)} / ${baht(line.th_balance, locale)}`]);
  }
  if (b.discount_amt > 0 || b.th_discount_amt > 0) {
    rows.push([L.total, `${ks(b.total_price, locale)} / ${baht(b.th_total_price, locale)}`]);
    rows.push([L.discount, `${ks(b.discount_amt, locale)} / ${baht(b.th_discount_amt, locale)}`]);
  }
  const paidLabel = kind === 'payment_confirmed' || kind === 'finished' ? L.paid : L.toPay;
  rows.push([paidLabel, `${ks(b.balance, locale)} / ${baht(b.th_balance, locale)}`]);
  if (b.payment_type_name && kind !== 'booking_received') {
    rows.push([L.paymentType, b.payment_type_name]);
    if (b.transaction_no) rows.push([L.transactionNo, b.transaction_no]);
  }
  if (kind === 'payment_confirmed' && b.paid_at) {
    rows.push([L.paidOn, instant(b.paid_at, timeZone, locale)]);
  }
  return rows;
}

/** The amount to send to an account, in that account's currency. */
const amountFor = (acc: PaymentAccount, b: MailBooking, locale: Locale) =>
  acc.currency === CURRENCY_THB || acc.currency === 'THB'
    ? baht(b.th_balance, locale)
    : ks(b.balance, locale);

export function renderMail(
  kind: MailKind,
  locale: Locale,
  payload: MailPayload,
  site: MailSite,
): RenderedMail {
  const M = MAIL_MESSAGES[locale];
  const L = M.labels;
  const t = M.kinds[kind];
  const b = payload.booking;
  const digest = payload.digest;
  const vars: Record<string, string | number> = {
    no: b?.no ?? '',
    date: b
      ? ddmmyyyy(b.date, locale)
      : digest
        ? ddmmyyyy(digest.date, locale)
        : payload.day
          ? ddmmyyyy(payload.day, locale)
          : '',
    previous: b?.previous_date ? ddmmyyyy(b.previous_date, locale) : '',
    customer: b?.customer ?? '',
    expires: payload.expires_at ? instant(payload.expires_at, site.timeZone, locale) : '',
    count: digits(String(digest?.today.length ?? 0), locale),
    proofs: digits(String(digest?.proofs.length ?? 0), locale),
    site: site.name,
    email: payload.new_email ?? '',
  };
  const subject = fillMailText(t.subject, vars);
  const greeting = kind.startsWith('reader_')
    ? L.readerGreeting
    : fillMailText(L.greeting, { name: payload.name ?? b?.customer ?? '' });
  const intro = fillMailText(t.intro, vars);
  const rows = b ? bookingRows(kind, b, locale, site.timeZone) : [];
  const accounts = b && NEEDS_ACCOUNTS.includes(kind) && site.accounts?.length ? site.accounts : [];
  // Why the reader sent a proof back or cancelled, in her words.
  const note =
    (kind === 'proof_rejected' || kind === 'cancelled') && payload.note ? payload.note : null;
  // A cancelled booking that was paid says what happens to the money (the cancel policy).
  const credit =
    (kind === 'cancelled' || kind === 'member_cancelled') && b?.payment_state === 'credit'
      ? L.creditNote
      : null;
  const link = actionLink(kind, site, payload, locale);
  const contact: Row[] = [
    ...(site.email ? [[L.email, site.email] as Row] : []),
    ...(site.phone ? [[L.phone, site.phone] as Row] : []),
    [L.site, site.url],
  ];
  const footer = fillMailText(L.footer, vars);

  // ---- plain text
  const text: string[] = [greeting, '', t.heading, '', intro, ''];
  if (note) text.push(`${L.readerNote}: ${note}`, '');
  if (credit) text.push(credit, '');
  for (const [k, v] of rows) text.push(`${k}: ${v}`);
  if (rows.length) text.push('');
  if (accounts.length) {
    text.push(`${L.payTo}:`);
    for (const acc of accounts) {
      text.push(
        `- ${acc.name}: ${acc.account_name ?? ''} ${acc.account_number ?? ''} (${amountFor(acc, b!, locale)})`.replace(
          /\s+/g,
          ' ',
        ),
      );
    }
    text.push('');
  }
  if (digest) {
    for (const [title, list] of [
      [L.digestToday, digest.today],
      [L.digestProofs, digest.proofs],
    ] as const) {
      text.push(`${title}:`);
      if (!list.length) text.push(L.digestNone);
      for (const d of list) text.push(`- ${d.no} ${ddmmyyyy(d.date, locale)} ${d.customer}`);
      text.push('');
    }
  }
  if (t.action) text.push(`${t.action}: ${link}`, '');
  text.push(L.contact);
  for (const [k, v] of contact) text.push(`${k}: ${v}`);
  text.push('', footer);

  // ---- HTML
  const e = escapeHtml;
  const table = (r: Row[]) =>
    `<table role="presentation" cellpadding="6" cellspacing="0" style="border-collapse:collapse;width:100%;margin:12px 0">${r
      .map(
        ([k, v]) =>
          `<tr><td style="border-bottom:1px solid #e5e0f0;color:#5b5270">${e(k)}</td><td style="border-bottom:1px solid #e5e0f0;text-align:right;font-weight:600;white-space:nowrap">${e(v)}</td></tr>`,
      )
      .join('')}</table>`;
  const html: string[] = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>`,
    `<body style="margin:0;background:#f4f1fa;font-family:${FONTS[locale]};color:#1f1a2e;line-height:1.6">`,
    `<div style="max-width:560px;margin:0 auto;padding:24px 16px">`,
    `<div style="background:#2a1f4a;color:#fff;padding:16px 20px;border-radius:12px 12px 0 0;font-size:18px;font-weight:700">${e(site.name)}</div>`,
    `<div style="background:#fff;padding:20px;border-radius:0 0 12px 12px">`,
    `<p>${e(greeting)}</p><h1 style="font-size:20px;margin:8px 0 12px">${e(t.heading)}</h1><p>${e(intro)}</p>`,
  ];
  if (note) {
    html.push(
      `<div style="border-left:4px solid #c2410c;background:#fff7ed;padding:8px 12px;margin:12px 0"><strong>${e(L.readerNote)}</strong><br>${e(note)}</div>`,
    );
  }
  if (credit) {
    html.push(
      `<p data-credit style="border-left:4px solid #047857;background:#ecfdf5;padding:8px 12px;margin:12px 0">${e(credit)}</p>`,
    );
  }
  if (rows.length) html.push(table(rows));
  if (accounts.length) {
    html.push(`<h2 style="font-size:16px;margin:16px 0 4px">${e(L.payTo)}</h2>`);
    for (const acc of accounts) {
      html.push(
        table([
          [acc.name, amountFor(acc, b!, locale)],
          ...(acc.account_name ? [[L.accountName, acc.account_name] as Row] : []),
          ...(acc.account_number ? [[L.accountNumber, acc.account_number] as Row] : []),
        ]),
      );
    }
  }
  if (digest) {
    for (const [title, list] of [
      [L.digestToday, digest.today],
      [L.digestProofs, digest.proofs],
    ] as const) {
      html.push(`<h2 style="font-size:16px;margin:16px 0 4px">${e(title)}</h2>`);
      html.push(
        list.length
          ? table(list.map((d) => [`${d.no} · ${d.customer}`, ddmmyyyy(d.date, locale)] as Row))
          : `<p>${e(L.digestNone)}</p>`,
      );
    }
  }
  if (t.action) {
    html.push(
      `<p style="margin:20px 0"><a href="${e(link)}" style="display:inline-block;background:#6d28d9;color:#fff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:700">${e(t.action)}</a></p>`,
      `<p style="font-size:12px;color:#5b5270;word-break:break-all">${e(link)}</p>`,
    );
  }
  html.push(
    `<hr style="border:none;border-top:1px solid #e5e0f0;margin:20px 0"><p style="font-size:14px"><strong>${e(L.contact)}</strong><br>${contact
      .map(([k, v]) =>
        k === L.site
          ? `${e(k)}: <a href="${e(v)}" style="color:#6d28d9">${e(v)}</a>`
          : k === L.email
            ? `${e(k)}: <a href="mailto:${e(v)}" style="color:#6d28d9">${e(v)}</a>`
            : `${e(k)}: ${e(v)}`,
      )
      .join('<br>')}</p><p style="font-size:12px;color:#5b5270">${e(footer)}</p>`,
    `</div></div></body></html>`,
  );
  return { subject, html: html.join(''), text: text.join('\n') };
}
