import type { AppointmentPackageLine } from '@mystic/shared';
import { describe, expect, it } from 'vitest';
import { amountToSend, lineView, totalsOf } from './totals';

const line = (overrides: Partial<AppointmentPackageLine> = {}): AppointmentPackageLine => ({
  id: 1,
  package: { name: 'Tarot reading' },
  price: 30000,
  th_price: 300,
  discount_amt: 0,
  balance: 30000,
  th_balance: 300,
  ...overrides,
});

describe('package totals', () => {
  it('when no line is discounted, then totals are the plain sums and nothing is struck', () => {
    const lines = [
      line(),
      line({ id: 2, price: 20000, balance: 20000, th_price: 200, th_balance: 200 }),
    ];
    const views = lines.map((l) => lineView(l));
    expect(views.every((v) => !v.discounted)).toBe(true);
    expect(totalsOf(views)).toEqual({
      price: 50000,
      balance: 50000,
      thPrice: 500,
      thBalance: 500,
      discounted: false,
    });
  });

  it('when a line is discounted, then it is marked and the total uses the balances', () => {
    const views = [
      line(),
      line({
        id: 2,
        price: 40000,
        balance: 36000,
        th_price: 400,
        th_balance: 360,
        discount_amt: 4000,
      }),
    ].map((l) => lineView(l));
    expect(views[1]!.discounted).toBe(true);
    expect(totalsOf(views)).toMatchObject({
      balance: 66000,
      thBalance: 660,
      price: 70000,
      discounted: true,
    });
  });

  it('when a line has no balance, then its price counts', () => {
    const view = lineView({
      ...line(),
      balance: undefined as never,
      th_balance: undefined as never,
    });
    expect(view).toMatchObject({ balance: 30000, thBalance: 300, discounted: false });
  });

  it('when there are no lines, then the totals are zero', () => {
    expect(totalsOf([])).toMatchObject({ price: 0, balance: 0, thBalance: 0 });
  });
});

describe('amountToSend', () => {
  const due = { balance: 75000, th_balance: 750 };
  it('when the account takes kyat, then the kyat balance is sent, copied as plain digits', () => {
    expect(amountToSend('MMK', due)).toEqual({ value: 75000, text: '75,000 Ks', digits: '75000' });
    expect(amountToSend(undefined, due).value).toBe(75000);
  });
  it('when the account takes baht, then the baht balance is sent', () => {
    expect(amountToSend('THB', due)).toEqual({ value: 750, text: '฿750', digits: '750' });
  });
});

describe('lineView names', () => {
  it('when the page is Burmese and the line kept a Burmese name, then that name is shown', () => {
    const l = line({ package_name_my: 'တားရော့ ဗေဒင်' });
    expect(lineView(l, 'my').name).toBe('တားရော့ ဗေဒင်');
    expect(lineView(l, 'en').name).toBe(lineView(l).name);
    expect(lineView(line({ package_name_my: null }), 'my').name).toBe(lineView(line()).name);
  });
});
