// A booking line's prices (no database): the CMS's final prices as it sent them, the discount as
// the difference. The rule that computes final prices is shared's `finalPrice` (tested there),
// run once, by the CMS.
import { describe, expect, it } from 'vitest';
import { lineFor, type LinePackage } from '../src/appointments/create.js';

const pkg = (over: Partial<LinePackage>): LinePackage => ({
  id: 7,
  name: 'Palm reading',
  price: 1000,
  th_price: 100,
  final_price: 1000,
  th_final_price: 100,
  ...over,
});

describe('booking line prices', () => {
  it('when the CMS sends final prices, then the line keeps them and the discount is the difference', () => {
    const line = lineFor(pkg({ final_price: 850, th_final_price: 85 }), 0, null);
    expect(line).toMatchObject({ price: 1000, balance: 850, discount_amt: 150 });
    expect(line).toMatchObject({ th_price: 100, th_balance: 85, th_discount_amt: 15 });
  });

  it('when a line is made, then it carries its position and both names, in whole units', () => {
    const line = lineFor(
      pkg({ price: 455.4, th_price: 45, final_price: 386.6, th_final_price: 38 }),
      1,
      'လက်ဖဝါး',
    );
    expect(line).toMatchObject({ position: 1, package_id: 7, package_name: 'Palm reading' });
    expect(line).toMatchObject({ package_name_my: 'လက်ဖဝါး' });
    expect(line).toMatchObject({ price: 455, balance: 387, discount_amt: 68 });
    expect(line).toMatchObject({ th_price: 45, th_balance: 38, th_discount_amt: 7 });
  });
});
