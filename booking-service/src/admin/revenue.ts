// Issue 42.4: the reader's figures, as pure sums over rows the repository read (stats.ts).
// Revenue is what she confirmed: a booking counts in the month (and day) its payment was
// confirmed (`paid_at`, in her time zone), in the currency of the account it was paid to; a
// booking later cancelled keeps its money as a credit, so it still counts.
import { CURRENCY_THB } from '@mystic/shared';

export type Currency = 'MMK' | 'THB';

/** The account a payment went to, as the CMS's payment types say it. */
export interface PaymentAccount {
  id: number;
  currency?: string | null;
  promptpay_id?: string | null;
}

/**
 * The currency a payment to `typeId` was sent in: PromptPay is baht only (as the payment page
 * asks it), else the account's currency; an account no longer listed counts in kyat.
 */
export function currencyOf(typeId: number | null, accounts: readonly PaymentAccount[]): Currency {
  const a = accounts.find((t) => t.id === typeId);
  if (!a) return 'MMK';
  return a.promptpay_id || a.currency === 'THB' || a.currency === CURRENCY_THB ? 'THB' : 'MMK';
}

export interface Money {
  ks: number;
  thb: number;
}

export interface PaidRow {
  /** The day (reader's time zone) her confirmation was made. */
  paid_day: string;
  payment_type_id: number | null;
  payment_type_name: string | null;
  balance: number;
  th_balance: number;
  lines: { package_name: string; balance: number; th_balance: number }[];
}

export interface Share extends Money {
  name: string;
  count: number;
}

const add = (m: Money, currency: Currency, ks: number, thb: number) => {
  if (currency === 'THB') m.thb += thb;
  else m.ks += ks;
};

function share(map: Map<string, Share>, name: string, currency: Currency, ks: number, thb: number) {
  const s = map.get(name) ?? { name, ks: 0, thb: 0, count: 0 };
  add(s, currency, ks, thb);
  s.count++;
  map.set(name, s);
}

/** Largest first (kyat, then baht), then by name: what earned most comes first. */
const ranked = (map: Map<string, Share>) =>
  [...map.values()].sort((a, b) => b.ks - a.ks || b.thb - a.thb || a.name.localeCompare(b.name));

/** Revenue of `rows` by the month of their confirmation, and `month`'s by payment type and package. */
export function revenue(
  rows: readonly PaidRow[],
  accounts: readonly PaymentAccount[],
  month: string,
) {
  const byMonth = new Map<string, Money>();
  const byDay = new Map<string, Money>();
  const types = new Map<string, Share>();
  const packages = new Map<string, Share>();
  for (const r of rows) {
    const currency = currencyOf(r.payment_type_id, accounts);
    const m = r.paid_day.slice(0, 7);
    const monthly = byMonth.get(m) ?? { ks: 0, thb: 0 };
    add(monthly, currency, r.balance, r.th_balance);
    byMonth.set(m, monthly);
    if (m !== month) continue;
    const daily = byDay.get(r.paid_day) ?? { ks: 0, thb: 0 };
    add(daily, currency, r.balance, r.th_balance);
    byDay.set(r.paid_day, daily);
    share(types, r.payment_type_name ?? '–', currency, r.balance, r.th_balance);
    for (const l of r.lines) share(packages, l.package_name, currency, l.balance, l.th_balance);
  }
  return { byMonth, byDay, byPaymentType: ranked(types), byPackage: ranked(packages) };
}
