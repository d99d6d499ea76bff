/** The price after a percentage discount, in whole units (MMK and THB have no minor unit in use). */
export function finalPrice(price: number, discountPercent: number): number {
  const percent = Math.min(100, Math.max(0, discountPercent || 0));
  return Math.round((price * (100 - percent)) / 100);
}
