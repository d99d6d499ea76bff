// The price rule every package applies the same way: the CMS keeps a package's final prices by it,
// and the booking service snapshots a booking's lines by it.

/**
 * The price after a percentage discount, in whole units (MMK and THB have no minor unit in use).
 * The discount is clamped to 0–100 %, so a wrong percentage never makes a price negative or
 * larger than it was.
 */
export function finalPrice(price: number, discountPercent: number | null | undefined): number {
  const percent = Math.min(100, Math.max(0, discountPercent || 0));
  return Math.round((price * (100 - percent)) / 100);
}

/** Each amount in kyat, then in baht (`th_`): `balance`, `th_balance`. */
const inBothCurrencies = <K extends string>(...names: K[]): (K | `th_${K}`)[] =>
  names.flatMap((n) => [n, `th_${n}` as const]);

/** The amounts of any record that has `fields`, and nothing else of it. */
const amountsOf =
  <K extends string>(fields: readonly K[]) =>
  (a: Record<K, number>): Record<K, number> =>
    Object.fromEntries(fields.map((k) => [k, a[k]])) as Record<K, number>;

/** A booking's money in both currencies: its lines' sum, the discount, and what is left to pay. */
export const APPOINTMENT_TOTAL_FIELDS = inBothCurrencies('total_price', 'discount_amt', 'balance');
export type AppointmentTotals = Record<(typeof APPOINTMENT_TOTAL_FIELDS)[number], number>;

/** The totals of any record that has them (a stored booking, an answer, a mail's snapshot). */
export const totalsOf = amountsOf(APPOINTMENT_TOTAL_FIELDS);

/** A booking line's money in both currencies: the package's price, its discount, what is left. */
export const LINE_AMOUNT_FIELDS = inBothCurrencies('price', 'discount_amt', 'balance');
export type LineAmounts = Record<(typeof LINE_AMOUNT_FIELDS)[number], number>;

/** The amounts of a stored line, for its answer. */
export const lineAmountsOf = amountsOf(LINE_AMOUNT_FIELDS);
