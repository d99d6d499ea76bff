import { describe, expect, it } from 'vitest';
import { MAIL_MESSAGES } from '@mystic/shared';
import { renderMail, type MailBooking, type MailSite } from '../src/mail/templates.js';

// Issue 38: the cancellation mail said nothing about the money of a paid booking.
const site: MailSite = {
  url: 'https://example.com',
  name: 'Mystic Visions',
  email: null,
  phone: null,
  accounts: null,
  timeZone: 'Asia/Yangon',
};
const booking = (payment_state: MailBooking['payment_state']): MailBooking => ({
  no: 'MV-1',
  date: '2030-03-04',
  customer: 'Ma Aye',
  lines: [{ name: 'Reading', name_my: null, balance: 10000, th_balance: 100 }],
  total_price: 10000,
  th_total_price: 100,
  discount_amt: 0,
  th_discount_amt: 0,
  balance: 10000,
  th_balance: 100,
  payment_type_name: 'KBZPay',
  transaction_no: '123',
  payment_state,
});

describe('the cancellation mail of a paid booking', () => {
  for (const locale of ['en', 'my'] as const) {
    for (const kind of ['cancelled', 'member_cancelled'] as const) {
      it(`says in ${locale} that the money is a credit for another date (${kind})`, () => {
        const note = MAIL_MESSAGES[locale].labels.creditNote;
        const paid = renderMail(kind, locale, { booking: booking('credit') }, site);
        expect(paid.text).toContain(note);
        expect(paid.html).toContain(note);
        const unpaid = renderMail(kind, locale, { booking: booking('unpaid') }, site);
        expect(unpaid.text).not.toContain(note);
      });
    }
  }
});
