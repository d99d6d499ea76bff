// "Add to calendar" for a booking (issue 18): an all-day event on the booking's day (a date in
// Asia/Yangon, the reader's zone; all-day events carry no clock time, so no zone shift can move
// it), with the number, packages and the reader's contact. Built here in the SPA, not by an
// endpoint: the slip already holds the booking, the site info and the member's language, and
// member requests carry their token in a header, which a plain download link could not send.
import { addDays, type Appointment } from '@mystic/shared';
import { createEvent } from 'ics';
import { saveBlob } from './save-file';

export interface CalendarTexts {
  /** The event's title, e.g. "Reading with Mystic Visions". */
  title: string;
  /** Lines of the description, already in the member's language. */
  details: string[];
}

const dayParts = (day: string) => day.split('-').map(Number) as [number, number, number];

/** The day after `day` (yyyy-MM-dd): an all-day event ends, exclusively, the next day. */
const nextDay = (day: string) => dayParts(addDays(day, 1));

export function calendarFile(a: Appointment, texts: CalendarTexts, pageUrl: string): string {
  const { error, value } = createEvent({
    productId: 'mystic-visions/booking',
    uid: `${a.appointment_no}@mystic-visions`,
    start: dayParts(a.appointment_date),
    end: nextDay(a.appointment_date),
    title: texts.title,
    description: texts.details.join('\n'),
    url: pageUrl,
    status: a.status === 'Cancelled' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be made');
  return value;
}

export const calendarFileName = (appointmentNo: string) =>
  `${appointmentNo.replace(/[^A-Za-z0-9_-]/g, '') || 'booking'}.ics`;

/** Saves the .ics through a Blob link (no server round trip). */
export function downloadCalendarFile(content: string, appointmentNo: string): void {
  const blob = new Blob([content], { type: 'text/calendar;charset=utf-8' });
  saveBlob(blob, calendarFileName(appointmentNo));
}

/** Google Calendar's "add event" template link for the same all-day event. */
export function googleCalendarUrl(a: Appointment, texts: CalendarTexts): string {
  const compact = (parts: [number, number, number]) =>
    parts.map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0')).join('');
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: texts.title,
    dates: `${compact(dayParts(a.appointment_date))}/${compact(nextDay(a.appointment_date))}`,
    details: texts.details.join('\n'),
    ctz: 'Asia/Yangon',
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
