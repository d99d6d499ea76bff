// Totals of an appointment's package lines in both currencies (the payment table and the slip).
import { CURRENCY_THB, type AppointmentPackageLine } from '@mystic/shared';
import { formatBaht, formatKs } from '@/lib/format';

export interface LineView {
  id: number;
  name: string;
  /** Price before discount, and after it (the balance), in Ks and in ฿. */
  price: number;
  balance: number;
  thPrice: number;
  thBalance: number;
  discounted: boolean;
}

export interface Totals {
  price: number;
  balance: number;
  thPrice: number;
  thBalance: number;
  discounted: boolean;
}

const num = (v: unknown) => {
  const n = Number(v);
  return Number.isFinite(n) ? n : 0;
};

/** A line, named in `lng`: the Burmese name kept at booking time when there is one. */
export function lineView(
  line: AppointmentPackageLine & { package_name?: string },
  lng: string = 'en',
): LineView {
  const price = num(line.price);
  const thPrice = num(line.th_price);
  // A missing balance means no discount was recorded.
  const balance = line.balance === undefined || line.balance === null ? price : num(line.balance);
  const thBalance =
    line.th_balance === undefined || line.th_balance === null ? thPrice : num(line.th_balance);
  return {
    id: line.id,
    name: (lng === 'my' && line.package_name_my) || line.package?.name || line.package_name || '',
    price,
    balance,
    thPrice,
    thBalance,
    discounted: balance < price || thBalance < thPrice,
  };
}

export function totalsOf(lines: readonly LineView[]): Totals {
  const sum = (key: 'price' | 'balance' | 'thPrice' | 'thBalance') =>
    lines.reduce((total, l) => total + l[key], 0);
  return {
    price: sum('price'),
    balance: sum('balance'),
    thPrice: sum('thPrice'),
    thBalance: sum('thBalance'),
    discounted: lines.some((l) => l.discounted),
  };
}

/**
 * What to send to an account in its own currency (payment types are MMK or THB): the amount to
 * show, and the plain digits to paste into a banking app.
 */
export function amountToSend(
  currency: string | undefined,
  due: { balance: number; th_balance: number },
  lng?: string,
): { value: number; text: string; digits: string } {
  const baht = currency === 'THB' || currency === CURRENCY_THB;
  const value = baht ? due.th_balance : due.balance;
  // Shown in the page's digits; copied as Latin digits, which every banking app accepts.
  const text = baht ? formatBaht(value, lng) : formatKs(value, lng);
  return { value, text, digits: String(value) };
}
