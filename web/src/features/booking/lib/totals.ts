// Totals of an appointment's package lines in both currencies (the payment table and the slip).
import type { AppointmentPackageLine } from '@mystic/shared';

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

export function lineView(line: AppointmentPackageLine & { package_name?: string }): LineView {
  const price = num(line.price);
  const thPrice = num(line.th_price);
  // A missing balance means no discount was recorded.
  const balance = line.balance === undefined || line.balance === null ? price : num(line.balance);
  const thBalance =
    line.th_balance === undefined || line.th_balance === null ? thPrice : num(line.th_balance);
  return {
    id: line.id,
    name: line.package?.name ?? line.package_name ?? '',
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
