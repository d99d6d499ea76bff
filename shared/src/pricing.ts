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

/** A booking's money in both currencies: its lines' sum, the discount, and what is left to pay. */
export const APPOINTMENT_TOTAL_FIELDS = [
  'total_price',
  'th_total_price',
  'discount_amt',
  'th_discount_amt',
  'balance',
  'th_balance',
] as const;
export type AppointmentTotals = Record<(typeof APPOINTMENT_TOTAL_FIELDS)[number], number>;

/** The totals of any record that has them (a stored booking, an answer, a mail's snapshot). */
export const totalsOf = (a: AppointmentTotals): AppointmentTotals =>
  Object.fromEntries(APPOINTMENT_TOTAL_FIELDS.map((k) => [k, a[k]])) as AppointmentTotals;
