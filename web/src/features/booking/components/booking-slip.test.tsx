// @vitest-environment jsdom
// The slip's Myanmar date of the booking day and the client's Mahabote house (issue 41).
import type { Appointment } from '@mystic/shared';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BookingSlip } from './booking-slip';

let language = 'my';
vi.mock('@/lib/i18n/store', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => `t:${key}`, i18n: { language } }),
}));

const booking = {
  appointment_no: 'MV-0001',
  appointment_date: '2026-11-24',
  user: { name: 'Su Su', phone: '0912345678', email: 'su@example.com' },
  dob: '1995-03-01',
  birthday: null,
  appointment_packages: [],
  status: 'Booked',
  is_paid: true,
  date: '2026-11-20',
  packageNames: 'Astrology',
  price: 0,
  th_price: 0,
  discount_amt: 0,
  th_discount_amt: 0,
  balance: 0,
  th_balance: 0,
} as unknown as Appointment;

const text = (container: HTMLElement, id: string) =>
  container.querySelector(`[data-testid="slip-${id}"]`)?.textContent;

describe('BookingSlip, Myanmar calendar', () => {
  it('when the slip is in Burmese, then it shows the booking day on the Myanmar calendar and the client’s house, in Myanmar digits', () => {
    language = 'my';
    const { container } = render(<BookingSlip appointment={booking} />);
    expect(text(container, 'myanmar-date')).toBe('မြန်မာသက္ကရာဇ် ၁၃၈၈ တန်ဆောင်မုန်းလပြည့်နေ့');
    // Born 1995-03-01, a Wednesday morning, in ME 1356 (before that year's Thingyan): Atun.
    expect(text(container, 'house')).toBe('အထွန်း');
  });

  it('when the slip is in English, then the same facts are in English, and a booking without a date of birth has no house', () => {
    language = 'en';
    const { container, rerender } = render(<BookingSlip appointment={booking} />);
    expect(text(container, 'myanmar-date')).toBe('ME 1388 Tazaungmon full moon');
    expect(text(container, 'house')).toBe('Atun');
    rerender(<BookingSlip appointment={{ ...booking, dob: undefined }} />);
    expect(text(container, 'house')).toBe('—');
  });
});

describe('BookingSlip, a rejected proof (issue 42.5)', () => {
  it('when the reader rejected the proof with a note, then the slip says why; once paid again it does not', () => {
    language = 'en';
    const pending = { ...booking, status: 'Pending', reader_note: 'The amount is short.' };
    const { container, rerender } = render(<BookingSlip appointment={pending as Appointment} />);
    const note = container.querySelector('[data-testid="reader-note"]');
    expect(note?.textContent).toContain('t:slip.rejectedTitle');
    rerender(<BookingSlip appointment={{ ...pending, reader_note: null } as Appointment} />);
    expect(container.querySelector('[data-testid="reader-note"]')).toBeNull();
  });
});
