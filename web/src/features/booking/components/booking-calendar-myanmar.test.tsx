// @vitest-environment jsdom
// The Myanmar day in the booking calendar's cells, its marks and the reader's closed days (issue 41).
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BookingCalendar, CalendarLegend } from './booking-calendar';

let language = 'en';
vi.mock('@/lib/i18n/store', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => `t:${key}`, i18n: { language } }),
}));

const myanmarDay = (container: HTMLElement, day: string) =>
  container.querySelector<HTMLElement>(`td[data-date="${day}"] [data-testid="myanmar-day"]`)!;
const cellOf = (container: HTMLElement, day: string) =>
  container.querySelector<HTMLElement>(`td[data-date="${day}"]`)!;

describe('BookingCalendar, Myanmar days', () => {
  it('when November 2026 is shown in English, then each day carries its Myanmar day under the number, full moon and sabbaths marked', () => {
    language = 'en';
    const { container } = render(
      <BookingCalendar
        today="2026-11-02"
        fullDays={new Set()}
        selected={null}
        onDayClick={vi.fn()}
      />,
    );
    // 2026-11-24 is the full moon of Tazaungmon: a sabbath (the reference table in shared).
    const full = myanmarDay(container, '2026-11-24');
    expect(full.firstChild?.textContent).toBe('●');
    expect(full.dataset.sabbath).toBe('true');
    expect(full.textContent).toContain('(Sabbath)');
    expect(full.textContent).toContain('Tazaungdaing');
    expect(myanmarDay(container, '2026-11-25').firstChild?.textContent).toBe('☾1');
    expect(myanmarDay(container, '2026-11-23').firstChild?.textContent).toBe('☽14');
    // The number button keeps only the Gregorian number, described by the Myanmar day.
    const button = cellOf(container, '2026-11-24').querySelector('button')!;
    expect(button.textContent).toBe('24');
    expect(button.getAttribute('aria-describedby')).toBe('myanmar-2026-11-24');
    // A new moon, and a sabbath eight days after it.
    const marked = [...container.querySelectorAll<HTMLElement>('[data-testid="myanmar-day"]')];
    expect(marked.some((m) => m.dataset.moon === 'new' && m.firstChild?.textContent === '○')).toBe(
      true,
    );
    expect(marked.filter((m) => m.dataset.sabbath).length).toBeGreaterThanOrEqual(4);
  });

  it('when the page is in Burmese, then the Myanmar days are in Myanmar digits', () => {
    language = 'my';
    const { container } = render(
      <BookingCalendar
        today="2026-11-02"
        fullDays={new Set()}
        selected={null}
        onDayClick={vi.fn()}
      />,
    );
    expect(myanmarDay(container, '2026-11-25').firstChild?.textContent).toBe('☾၁');
    expect(myanmarDay(container, '2026-11-24').textContent).toContain('ဥပုသ်နေ့');
  });

  it('when the reader closes sabbath days, then a closed sabbath is greyed with its reason instead of marked full', () => {
    language = 'en';
    const { container } = render(
      <BookingCalendar
        today="2026-11-02"
        fullDays={new Set(['2026-11-24', '2026-11-26'])}
        selected={null}
        onDayClick={vi.fn()}
        closing={{ closed_on_sabbath: true, closed_during_thingyan: false }}
      />,
    );
    const sabbath = cellOf(container, '2026-11-24');
    expect(sabbath.className).toContain('booking-closed-sabbath');
    expect(sabbath.className).toContain('booking-past');
    expect(sabbath.className).not.toContain('booking-full-day');
    expect(sabbath.textContent).toContain('t:calendar.myanmar.closedShort.sabbath');
    // A full day that is no sabbath stays full.
    expect(cellOf(container, '2026-11-26').className).toContain('booking-full-day');
  });

  it('when the legend is drawn, then it explains the moon symbols, the sabbath and, when the reader closes any, closed days', () => {
    language = 'en';
    const { container, rerender } = render(<CalendarLegend />);
    const text = () => container.textContent ?? '';
    for (const key of ['waxing', 'waning', 'full', 'new', 'sabbath']) {
      expect(text()).toContain(`t:calendar.myanmar.legend.${key}`);
    }
    expect(text()).toContain('☽');
    expect(text()).not.toContain('t:calendar.myanmar.legend.closed');
    rerender(
      <CalendarLegend closing={{ closed_on_sabbath: true, closed_during_thingyan: false }} />,
    );
    expect(text()).toContain('t:calendar.myanmar.legend.closed');
  });
});
