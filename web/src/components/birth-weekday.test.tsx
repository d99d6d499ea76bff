// @vitest-environment jsdom
import type { WeekdayEntry } from '@mystic/shared';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MahaboteChart } from './birth-weekday';

const i18n = { language: 'en' };
vi.mock('@/lib/i18n/store', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => key, i18n }),
}));

const WEEKDAYS: WeekdayEntry[] = [
  { id: 11, name: 'Sunday', day_index: 0 },
  { id: 13, name: 'Tuesday', day_index: 2 },
  { id: 14, name: 'Wednesday (morning)', day_index: 3 },
  { id: 15, name: 'Wednesday afternoon (Rahu)', day_index: 3 },
];

const text = (id: string) => screen.getByTestId(id).textContent;

beforeEach(() => {
  i18n.language = 'en';
});

describe('MahaboteChart', () => {
  it('when a member born on 1995-03-01, a Wednesday morning, is shown, then the chart has the Myanmar year before the new year and house Atun', () => {
    render(<MahaboteChart dob="1995-03-01" weekdays={WEEKDAYS} weekdayId={14} />);
    expect(text('myanmar-birth-date')).toBe('ME 1356 Tabaung waxing 1');
    expect(text('mahabote-weekday')).toBe('Wednesday');
    expect(text('mahabote-house')).toBe('Atun');
  });

  it('when the Wednesday afternoon entry is chosen, then the day is Rahu in the same house', () => {
    render(<MahaboteChart dob="1990-01-10" weekdays={WEEKDAYS} weekdayId="15" />);
    expect(text('mahabote-weekday')).toBe('Rahu (Wednesday afternoon)');
    expect(text('mahabote-house')).toBe('Adipati');
  });

  it('when the page is Burmese, then the chart is in Burmese with Myanmar digits', () => {
    i18n.language = 'my';
    render(<MahaboteChart dob="2000-02-29" weekdays={WEEKDAYS} weekdayId={13} />);
    expect(text('myanmar-birth-date')).toBe('မြန်မာသက္ကရာဇ် ၁၃၆၁ တပို့တွဲလဆုတ် ၁၀ ရက်');
    expect(text('mahabote-weekday')).toBe('အင်္ဂါ');
    expect(text('mahabote-house')).toBe('ဘင်္ဂ');
  });

  it('when the date of birth is half typed or empty, then no chart is shown', () => {
    for (const dob of ['', '1995-03', '1995-02-30', undefined]) {
      const { container, unmount } = render(
        <MahaboteChart dob={dob} weekdays={WEEKDAYS} weekdayId={null} />,
      );
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });
});
