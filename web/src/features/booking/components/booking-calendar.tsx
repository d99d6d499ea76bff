import {
  formatMyanmarDay,
  myanmarClosureOf,
  myanmarDate,
  type MyanmarClosure,
} from '@mystic/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import {
  EN_WEEKDAYS_SHORT,
  MY_WEEKDAYS,
  MY_WEEKDAYS_SHORT,
  burmeseMonthTitle,
  englishMonthTitle,
  myDigits,
} from '@/lib/format';
import { MOON_SYMBOLS, myanmarCellText, myanmarMarks } from '@/lib/myanmar-day';

export interface BookingCalendarProps {
  today: string;
  /**
   * The booking horizon from the full-days answer: later days are greyed out like past ones and
   * the calendar does not page past its month. Null while unknown.
   */
  lastDay?: string | null;
  fullDays: ReadonlySet<string>;
  selected: string | null;
  onDayClick: (day: string) => void;
  /** The day the booking being moved is on: the calendar opens on its month, with it marked. */
  booked?: string | null;
  /** The reader's Myanmar-calendar switches: a day they close shows as closed, not full. */
  closing?: { closed_on_sabbath: boolean; closed_during_thingyan: boolean };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The weeks (Sunday first) that show `month` (1-12) of `year`, each day as yyyy-MM-dd. */
export function monthWeeks(year: number, month: number): string[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const lead = first.getUTCDay();
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const weeks: string[][] = [];
  for (let i = 0; i < Math.ceil((lead + length) / 7) * 7; i++) {
    const d = new Date(Date.UTC(year, month - 1, 1 - lead + i));
    if (i % 7 === 0) weeks.push([]);
    weeks.at(-1)!.push(`${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`);
  }
  return weeks;
}

/** A month `by` months after `year`-`month` (1-12). */
const shift = (year: number, month: number, by: number) => {
  const n = year * 12 + month - 1 + by;
  return { year: Math.floor(n / 12), month: (n % 12) + 1 };
};

const BUTTON =
  'fc-button fc-button-primary inline-flex items-center justify-center rounded-lg border px-3 text-lg font-semibold text-white disabled:cursor-default';

/**
 * The month calendar: full days marked 'Booking Full', past days and days past the booking
 * horizon greyed out, today and the
 * selected day highlighted. Choosing is left to the page (it validates the day). Drawn here, not
 * with FullCalendar (about 60 KB gzipped a phone would load before the page could show it); the
 * class names follow FullCalendar's (`fc-*`), so the styles and tests that know them still apply.
 */
export function BookingCalendar({
  today,
  lastDay = null,
  fullDays,
  selected,
  onDayClick,
  booked = null,
  closing,
}: BookingCalendarProps) {
  const { t, i18n } = useTranslation('booking');
  const burmese = i18n.language === 'my';
  const [todayYear, todayMonth] = today.split('-').map(Number) as [number, number];
  const [bookedYear, bookedMonth] = (booked ?? today).split('-').map(Number) as [number, number];
  const [shown, setShown] = useState({ year: bookedYear, month: bookedMonth });
  const monthPrefix = `${shown.year}-${pad(shown.month)}`;
  const atToday = shown.year === todayYear && shown.month === todayMonth;
  // The horizon's month is the last one shown: nothing after it can be booked.
  const atLastMonth = lastDay !== null && monthPrefix >= lastDay.slice(0, 7);
  const beyond = (day: string) => lastDay !== null && day > lastDay;
  const title = burmese
    ? burmeseMonthTitle(shown.year, shown.month)
    : englishMonthTitle(shown.year, shown.month);
  const weekday = (dow: number) => EN_WEEKDAYS_SHORT[dow];

  return (
    <div
      data-testid="booking-calendar"
      className={cn(
        // Narrow side padding on phones so each day is a 44 px target at 360 px.
        'booking-calendar rounded-3xl border border-mystic-100 bg-white px-1 py-3 shadow-sm sm:p-5',
        '[&_.fc-toolbar-title]:font-display [&_.fc-toolbar-title]:text-xl [&_.fc-toolbar-title]:text-mystic-900',
        '[&_.fc-button-primary]:!border-mystic-700 [&_.fc-button-primary]:!bg-mystic-700',
        '[&_.fc-button-primary:disabled]:!opacity-50',
        // Thumb-sized arrows and Today (44 px) on phones.
        '[&_.fc-button]:!min-h-11 [&_.fc-button]:!min-w-11',
        '[&_.fc-daygrid-day]:cursor-pointer',
        '[&_.fc-day-today]:!bg-[#fbf1d3] [&_.fc-day-today_.fc-daygrid-day-number]:font-bold',
        '[&_.booking-past]:cursor-not-allowed [&_.booking-past]:!bg-[#f1f5f9] [&_.booking-past]:text-[#475569]',
        '[&_.booking-selected]:!bg-[#d9ceff] [&_.booking-selected]:outline-2 [&_.booking-selected]:-outline-offset-2 [&_.booking-selected]:outline-[#5f3fb5]',
        '[&_.booking-full]:!bg-[#fecaca] [&_.booking-full]:!opacity-90',
        '[&_.booking-current]:outline-2 [&_.booking-current]:-outline-offset-2 [&_.booking-current]:outline-dashed [&_.booking-current]:outline-[#a87a12]',
        // The label stays inside its cell (issue 23): a short word on phones, broken anywhere if
        // it must (Burmese has no spaces to break at), and whatever is left clipped.
        '[&_.booking-full]:overflow-hidden',
        // The Myanmar day under the number (issue 41): a sabbath's on a gold ground.
        '[&_.myanmar-sabbath]:rounded [&_.myanmar-sabbath]:bg-[#fcd34d] [&_.myanmar-sabbath]:px-0.5 [&_.myanmar-sabbath]:text-[#451a03]',
        '[&_.booking-full-label]:block [&_.booking-full-label]:p-0.5 [&_.booking-full-label]:text-[11px] [&_.booking-full-label]:leading-tight [&_.booking-full-label]:font-semibold [&_.booking-full-label]:text-[#991b1b] [&_.booking-full-label]:[overflow-wrap:anywhere]',
      )}
    >
      <div className="fc-header-toolbar mb-3 flex items-center justify-between gap-2 px-2 sm:px-0">
        <div className="flex gap-1">
          <button
            type="button"
            className={cn(BUTTON, 'fc-prev-button')}
            title={t('calendar.prev')}
            aria-label={t('calendar.prev')}
            onClick={() => setShown(shift(shown.year, shown.month, -1))}
          >
            ‹
          </button>
          <button
            type="button"
            className={cn(BUTTON, 'fc-next-button')}
            title={t('calendar.next')}
            aria-label={t('calendar.next')}
            disabled={atLastMonth}
            onClick={() => setShown(shift(shown.year, shown.month, 1))}
          >
            ›
          </button>
        </div>
        <h2 className="fc-toolbar-title text-center" aria-live="polite">
          {title}
        </h2>
        <button
          type="button"
          className={cn(BUTTON, 'fc-today-button text-base')}
          disabled={atToday}
          onClick={() => setShown({ year: todayYear, month: todayMonth })}
        >
          {t('calendar.today')}
        </button>
      </div>
      <table className="w-full table-fixed border-collapse">
        <thead>
          <tr>
            {[0, 1, 2, 3, 4, 5, 6].map((dow) => (
              <th
                key={dow}
                scope="col"
                className="fc-col-header-cell border border-mystic-100 py-2 text-xs font-semibold text-mystic-900 sm:text-sm"
              >
                {burmese ? (
                  <abbr title={MY_WEEKDAYS[dow]} className="no-underline">
                    {MY_WEEKDAYS_SHORT[dow]}
                  </abbr>
                ) : (
                  weekday(dow)
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(shown.year, shown.month).map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const md = myanmarDate(day);
                // A day the reader's switches close is greyed like a past day, with its reason.
                const closure: MyanmarClosure | null =
                  closing && fullDays.has(day) ? myanmarClosureOf(day, closing) : null;
                const full = fullDays.has(day) && closure === null;
                const closed = day < today || beyond(day) || closure !== null;
                const number = String(Number(day.slice(8)));
                const marks = myanmarMarks(md, i18n.language);
                return (
                  <td
                    key={day}
                    data-date={day}
                    className={cn(
                      // 64 px on phones: the number, the Myanmar day under it and a full label.
                      'fc-daygrid-day relative h-16 border border-mystic-100 align-top sm:h-20',
                      !day.startsWith(monthPrefix) && 'fc-day-other',
                      day === today && 'fc-day-today',
                      closed && 'booking-past',
                      beyond(day) && 'booking-beyond',
                      day === selected && 'booking-selected',
                      day === booked && 'booking-current',
                      full && 'booking-full-day',
                      closure && `booking-closed booking-closed-${closure}`,
                      md.sabbath && 'myanmar-sabbath-day',
                    )}
                    onClick={() => onDayClick(day)}
                  >
                    {closure ? (
                      <div className="absolute inset-0 flex items-end">
                        <span
                          className="booking-full-label !text-[#475569]"
                          data-testid="booking-closed-label"
                        >
                          {t(`calendar.myanmar.closedShort.${closure}`)}
                        </span>
                      </div>
                    ) : null}
                    {full ? (
                      <div className="booking-full absolute inset-0 flex items-end">
                        <span className="booking-full-label" data-testid="booking-full-label">
                          <span className="hidden sm:inline">{t('calendar.full')}</span>
                          <span className="sm:hidden">{t('calendar.fullShort')}</span>
                        </span>
                      </div>
                    ) : null}
                    <button
                      type="button"
                      className={cn(
                        // The whole cell is the button: a thumb-sized target.
                        'fc-daygrid-day-number absolute inset-0 flex items-start justify-end p-1 text-sm',
                        !day.startsWith(monthPrefix) && 'opacity-40',
                      )}
                      aria-pressed={day === selected}
                      aria-disabled={closed || undefined}
                      aria-current={day === booked ? 'date' : undefined}
                      aria-describedby={`myanmar-${day}`}
                      data-testid={day === booked ? 'booked-day' : undefined}
                    >
                      {burmese ? myDigits(number) : number}
                      {day === booked ? (
                        <span className="sr-only"> ({t('manage.currentDay')})</span>
                      ) : null}
                    </button>
                    {/* Outside the button, so its text stays the day's number; it describes it. */}
                    <span
                      id={`myanmar-${day}`}
                      className={cn(
                        'myanmar-day pointer-events-none absolute top-7 right-0.5 text-[10px] leading-tight whitespace-nowrap text-mystic-800 sm:top-8 sm:text-xs',
                        md.sabbath && 'myanmar-sabbath',
                        // Lighter for the next month's days, yet readable (no opacity: axe's contrast).
                        !day.startsWith(monthPrefix) && !md.sabbath && '!text-[#475569]',
                      )}
                      data-testid="myanmar-day"
                      data-moon={md.moonPhase}
                      data-sabbath={md.sabbath || undefined}
                    >
                      {myanmarCellText(md, i18n.language)}
                      <span className="sr-only">
                        {[formatMyanmarDay(md, burmese ? 'my' : 'en'), ...marks]
                          .map((m) => ` (${m})`)
                          .join('')}
                        {closure ? ` (${t(`calendar.myanmar.closed.${closure}`)})` : ''}
                      </span>
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The key to the calendar's colours. */
export function CalendarLegend({
  booked = false,
  closing,
}: {
  booked?: boolean;
  closing?: { closed_on_sabbath: boolean; closed_during_thingyan: boolean };
}) {
  const { t } = useTranslation('booking');
  // The Myanmar day's symbols (issue 41), then the reader's closed days when she has any.
  const moons = (['waxing', 'waning', 'full', 'new'] as const).map((phase) => ({
    label: t(`calendar.myanmar.legend.${phase}`),
    symbol: MOON_SYMBOLS[phase],
  }));
  const items = [
    ...(booked
      ? [{ label: t('manage.currentDay'), swatch: 'border-2 border-dashed border-[#a87a12]' }]
      : []),
    { label: t('calendar.full'), swatch: 'bg-[#fecaca] border-[#f87171]' },
    { label: t('calendar.todayDate'), swatch: 'bg-[#fbf1d3] border-[#e8b94a]' },
    { label: t('calendar.selectedDate'), swatch: 'bg-[#d9ceff] border-[#5f3fb5]' },
    { label: t('calendar.myanmar.legend.sabbath'), swatch: 'bg-[#fcd34d] border-[#b45309]' },
    ...(closing?.closed_on_sabbath || closing?.closed_during_thingyan
      ? [{ label: t('calendar.myanmar.legend.closed'), swatch: 'bg-[#f1f5f9] border-[#475569]' }]
      : []),
  ];
  return (
    <ul
      className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-mystic-900"
      aria-label={t('calendar.legend')}
    >
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-2">
          <span aria-hidden="true" className={cn('h-4 w-4 rounded border', item.swatch)} />
          {item.label}
        </li>
      ))}
      {moons.map((item) => (
        <li key={item.label} className="flex items-center gap-2" data-testid="legend-moon">
          <span aria-hidden="true" className="w-4 text-center text-mystic-800">
            {item.symbol}
          </span>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
