// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BookingCalendar, monthWeeks } from './booking-calendar';

let language = 'en';
// Every text reads as its key; the language is the test's to choose.
vi.mock('@/lib/i18n/store', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => `t:${key}`, i18n: { language } }),
}));

const cell = (container: HTMLElement, day: string) =>
  container.querySelector<HTMLElement>(`td.fc-daygrid-day[data-date="${day}"]`);

describe('monthWeeks', () => {
  it('when a month is drawn, then its weeks start on Sunday and hold every day of it and no more weeks than needed', () => {
    // November 2026 starts on a Sunday and has 30 days: 5 weeks.
    const nov = monthWeeks(2026, 11);
    expect(nov).toHaveLength(5);
    expect(nov[0]![0]).toBe('2026-11-01');
    expect(nov.at(-1)!.at(-1)).toBe('2026-12-05');
    // February 2026 starts on a Sunday, 28 days: exactly 4 weeks.
    expect(monthWeeks(2026, 2)).toHaveLength(4);
    // March 2030 starts on a Friday: 6 weeks, from 24 February.
    const march = monthWeeks(2030, 3);
    expect(march).toHaveLength(6);
    expect(march[0]![0]).toBe('2030-02-24');
    expect(march.flat()).toContain('2030-03-31');
  });
});

describe('BookingCalendar', () => {
  it('when a day is tapped, then the page is told which; full, past, today and selected days are marked', () => {
    language = 'en';
    const onDayClick = vi.fn();
    const { container } = render(
      <BookingCalendar
        today="2026-11-24"
        fullDays={new Set(['2026-11-26'])}
        selected="2026-11-27"
        onDayClick={onDayClick}
      />,
    );
    expect(container.querySelector('.fc-toolbar-title')?.textContent).toBe('November 2026');
    expect(
      [...container.querySelectorAll('.fc-col-header-cell')].map((th) => th.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(cell(container, '2026-11-24')!.className).toContain('fc-day-today');
    expect(cell(container, '2026-11-23')!.className).toContain('booking-past');
    expect(cell(container, '2026-11-27')!.className).toContain('booking-selected');
    expect(cell(container, '2026-11-26')!.textContent).toContain('t:calendar.full');
    expect(cell(container, '2026-12-01')!.className).toContain('fc-day-other');
    fireEvent.click(cell(container, '2026-11-28')!);
    expect(onDayClick).toHaveBeenCalledWith('2026-11-28');
    expect(onDayClick).toHaveBeenCalledTimes(1);
  });

  it('when the member pages forward and back to today, then the month follows and Today is offered only away from it', () => {
    language = 'en';
    const { container } = render(
      <BookingCalendar
        today="2026-12-30"
        fullDays={new Set()}
        selected={null}
        onDayClick={vi.fn()}
      />,
    );
    // Found by class, not by role: role queries over a whole month are slow on a busy machine.
    const button = (name: string) =>
      container.querySelector<HTMLButtonElement>(`.fc-${name}-button`)!;
    const today = button('today');
    expect(today.textContent).toBe('t:calendar.today');
    expect(button('next').getAttribute('aria-label')).toBe('t:calendar.next');
    expect(today.disabled).toBe(true);
    fireEvent.click(button('next'));
    expect(container.querySelector('.fc-toolbar-title')?.textContent).toBe('January 2027');
    expect(cell(container, '2027-01-31')).not.toBeNull();
    expect(today.disabled).toBe(false);
    fireEvent.click(today);
    expect(container.querySelector('.fc-toolbar-title')?.textContent).toBe('December 2026');
    fireEvent.click(button('prev'));
    expect(container.querySelector('.fc-toolbar-title')?.textContent).toBe('November 2026');
  });

  it('when the page is in Burmese, then month, weekdays and day numbers are Burmese', () => {
    language = 'my';
    const { container } = render(
      <BookingCalendar
        today="2026-11-24"
        fullDays={new Set()}
        selected={null}
        onDayClick={vi.fn()}
      />,
    );
    expect(container.querySelector('.fc-toolbar-title')?.textContent).toMatch(
      /^[\u1040-\u1049]{4} [\u1000-\u109f]+$/,
    );
    for (const th of container.querySelectorAll('.fc-col-header-cell')) {
      expect(th.textContent).not.toMatch(/[A-Za-z]/);
    }
    expect(container.querySelector('.fc-daygrid-day-number')?.textContent).toMatch(
      /^[\u1040-\u1049]+$/,
    );
  });

  it('when the booking horizon is known, then days past it are greyed out and refused, and the calendar does not page beyond its month', () => {
    language = 'en';
    const onDayClick = vi.fn();
    const { container } = render(
      <BookingCalendar
        today="2026-11-24"
        lastDay="2026-12-10"
        fullDays={new Set(['2026-12-09'])}
        selected={null}
        onDayClick={onDayClick}
      />,
    );
    const next = container.querySelector<HTMLButtonElement>('.fc-next-button')!;
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    expect(container.querySelector('.fc-toolbar-title')?.textContent).toBe('December 2026');
    // The horizon's month is the last one offered.
    expect(next.disabled).toBe(true);
    for (const day of ['2026-12-11', '2026-12-31']) {
      expect(cell(container, day)!.className).toContain('booking-past');
      expect(cell(container, day)!.className).toContain('booking-beyond');
      expect(cell(container, day)!.querySelector('button')!.getAttribute('aria-disabled')).toBe(
        'true',
      );
    }
    for (const day of ['2026-12-01', '2026-12-10']) {
      expect(cell(container, day)!.className).not.toContain('booking-past');
      expect(cell(container, day)!.querySelector('button')!.hasAttribute('aria-disabled')).toBe(
        false,
      );
    }
    // A full day before the horizon keeps its label.
    expect(
      cell(container, '2026-12-09')!.querySelector('[data-testid="booking-full-label"]'),
    ).not.toBeNull();
    // The page decides: it is told which day was tapped (and refuses it, see dayProblem).
    fireEvent.click(cell(container, '2026-12-11')!);
    expect(onDayClick).toHaveBeenCalledWith('2026-12-11');
  });

  it('when a booking is moved, then the calendar opens on the month of its day, with the day marked', () => {
    language = 'en';
    const { container } = render(
      <BookingCalendar
        today="2026-11-24"
        fullDays={new Set()}
        selected={null}
        onDayClick={vi.fn()}
        booked="2027-01-08"
      />,
    );
    expect(container.querySelector('.fc-toolbar-title')?.textContent).toBe('January 2027');
    expect(cell(container, '2027-01-08')?.className).toContain('booking-current');
    expect(
      cell(container, '2027-01-08')?.querySelector('button')?.getAttribute('aria-current'),
    ).toBe('date');
  });
});
