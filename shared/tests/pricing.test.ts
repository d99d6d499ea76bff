import { describe, expect, it } from 'vitest';
import { finalPrice, lineAmountsOf, totalsOf } from '../src/index.js';

describe('final price', () => {
  it('when a package is discounted, then the final price is rounded to whole units', () => {
    expect(finalPrice(45000, 15)).toBe(38250);
    expect(finalPrice(455, 15)).toBe(387);
    expect(finalPrice(999, 0)).toBe(999);
    expect(finalPrice(1000, null)).toBe(1000);
    expect(finalPrice(1000, undefined)).toBe(1000);
  });

  it('when the discount is out of range, then it is clamped to 0–100 %', () => {
    expect(finalPrice(1000, 150)).toBe(0);
    expect(finalPrice(1000, 100)).toBe(0);
    expect(finalPrice(1000, -5)).toBe(1000);
  });
});

describe("a booking's amounts", () => {
  it("when the totals or a line's amounts are read off a record, then each kyat and baht amount comes, nothing else", () => {
    const totals = {
      total_price: 1000,
      th_total_price: 100,
      discount_amt: 50,
      th_discount_amt: 5,
      balance: 950,
      th_balance: 95,
    };
    const record = { appointment_no: 'AB12', ...totals, price: 1000, th_price: 100 };
    expect(totalsOf(record)).toStrictEqual(totals);
    expect(Object.keys(lineAmountsOf(record)).join(' ')).toBe(
      'price th_price discount_amt th_discount_amt balance th_balance',
    );
  });
});
