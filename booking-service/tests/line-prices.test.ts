// A booking line's prices (no database): the CMS's final prices when it sends them, else the
// shared rule, whose discount is clamped to 0–100 % as in the CMS.
import { describe, expect, it } from 'vitest';
import { lineFor, type LinePackage } from '../src/appointments/create.js';

const pkg = (over: Partial<LinePackage>): LinePackage => ({
  id: 7,
  name: 'Palm reading',
  price: 1000,
  th_price: 100,
  ...over,
});

describe('booking line prices', () => {
  it('when the CMS sends final prices, then the line keeps them and the discount is the difference', () => {
    const line = lineFor(
      pkg({ discount_percent: 15, final_price: 850, th_final_price: 85 }),
      0,
      null,
    );
    expect(line).toMatchObject({ price: 1000, balance: 850, discount_amt: 150 });
    expect(line).toMatchObject({ th_price: 100, th_balance: 85, th_discount_amt: 15 });
  });

  it('when the CMS sends no final prices, then they come from the discount, rounded to whole units', () => {
    const line = lineFor(pkg({ price: 455, th_price: 45, discount_percent: 15 }), 1, 'လက်ဖဝါး');
    expect(line).toMatchObject({ position: 1, package_id: 7, package_name_my: 'လက်ဖဝါး' });
    expect(line).toMatchObject({
      balance: 387,
      discount_amt: 68,
      th_balance: 38,
      th_discount_amt: 7,
    });
  });

  it('when the discount is above 100 % or below 0 %, then it is clamped: never a negative price or a surcharge', () => {
    const over = lineFor(pkg({ discount_percent: 150 }), 0, null);
    expect(over).toMatchObject({
      balance: 0,
      discount_amt: 1000,
      th_balance: 0,
      th_discount_amt: 100,
    });
    const under = lineFor(pkg({ discount_percent: -5 }), 0, null);
    expect(under).toMatchObject({
      balance: 1000,
      discount_amt: 0,
      th_balance: 100,
      th_discount_amt: 0,
    });
  });
});
