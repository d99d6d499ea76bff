import type { Appointment } from '@mystic/shared';
import { describe, expect, it } from 'vitest';
import { myanmarDateText } from '@/lib/myanmar-day';
import { calendarFile, calendarFileName, googleCalendarUrl } from './calendar-file';

const booking = {
  appointment_no: 'MV-300131-AB12',
  appointment_date: '2030-01-31',
  status: 'Booked',
} as Appointment;
const texts = { title: 'Reading', details: ['No. MV-300131-AB12', 'Tarot Reading', '09 123'] };

describe('calendar file', () => {
  it('when a booking is exported, then it is one all-day event on its day, ending the next day', () => {
    const ics = calendarFile(booking, texts, 'https://example.com/slip').replace(/\r\n/g, '\n');
    expect(ics).toMatch(/^DTSTART;VALUE=DATE:20300131$/m);
    expect(ics).toMatch(/^DTEND;VALUE=DATE:20300201$/m);
    expect(ics).toContain('UID:MV-300131-AB12@mystic-visions');
    expect(ics).toContain('SUMMARY:Reading');
    expect(ics).toContain('Tarot Reading');
    expect(calendarFileName(booking.appointment_no)).toBe('MV-300131-AB12.ics');
  });

  it('when the description carries the booking day on the Myanmar calendar, then the file keeps it whole in Burmese', () => {
    const line = `မြန်မာရက်စွဲ: ${myanmarDateText(booking.appointment_date, 'my')}`;
    const ics = calendarFile(
      booking,
      { ...texts, details: [...texts.details, line] },
      'https://x.test',
    );
    // Unfolded (lines are cut at 75 octets), the description holds the line as written.
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('မြန်မာရက်စွဲ: မြန်မာသက္ကရာဇ် ၁၃၉၁ ပြာသိုလ');
  });

  it('when the Google link is made, then it names the same day as an all-day range', () => {
    const url = new URL(googleCalendarUrl(booking, texts));
    expect(url.searchParams.get('dates')).toBe('20300131/20300201');
    expect(url.searchParams.get('text')).toBe('Reading');
  });
});
