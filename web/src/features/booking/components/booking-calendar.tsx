import type { DateClickArg } from '@fullcalendar/interaction';
import type { DayCellContentArg, EventInput, LocaleInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { MY_WEEKDAYS, MY_WEEKDAYS_SHORT, burmeseMonthTitle, myDigits } from '@/lib/format';

export interface BookingCalendarProps {
  today: string;
  fullDays: ReadonlySet<string>;
  selected: string | null;
  onDayClick: (day: string) => void;
}

/** yyyy-MM-dd of a calendar cell (FullCalendar gives cells as local midnights). */
const cellDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(
    date.getDate(),
  ).padStart(2, '0')}`;

/**
 * The month calendar: full days as 'Booking Full' background events, past days greyed out,
 * today and the selected day highlighted. Choosing is left to the page (it validates the day).
 */
export function BookingCalendar({ today, fullDays, selected, onDayClick }: BookingCalendarProps) {
  const { t, i18n } = useTranslation('booking');
  const lng = i18n.language;

  const events = useMemo<EventInput[]>(
    () =>
      [...fullDays].map((day) => ({
        start: day,
        allDay: true,
        display: 'background',
        title: t('calendar.full'),
        classNames: ['booking-full'],
      })),
    [fullDays, t],
  );

  // Burmese is not among FullCalendar's locales: its code still drives Intl month/day names.
  const locales = useMemo<LocaleInput[]>(
    () => [
      {
        code: 'my',
        buttonText: { today: t('calendar.today'), month: t('calendar.month') },
        buttonHints: { prev: t('calendar.prev'), next: t('calendar.next') },
      },
    ],
    [t],
  );

  const dayClasses = (arg: DayCellContentArg) => {
    const day = cellDay(arg.date);
    return cn(
      day < today && 'booking-past',
      day === selected && 'booking-selected',
      fullDays.has(day) && 'booking-full-day',
    )
      .split(' ')
      .filter(Boolean);
  };

  return (
    <div
      data-testid="booking-calendar"
      className={cn(
        'booking-calendar rounded-3xl border border-mystic-100 bg-white p-3 shadow-sm sm:p-5',
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
        '[&_.booking-full_.fc-event-title]:!text-[11px] [&_.booking-full_.fc-event-title]:!font-semibold [&_.booking-full_.fc-event-title]:!not-italic [&_.booking-full_.fc-event-title]:!text-[#991b1b]',
      )}
    >
      <FullCalendar
        plugins={[dayGridPlugin, interactionPlugin]}
        initialView="dayGridMonth"
        now={today}
        locales={locales}
        locale={lng === 'my' ? 'my' : 'en-gb'}
        // Chromium's trimmed ICU has no Burmese: month, weekday and day names are given here.
        {...(lng === 'my'
          ? {
              titleFormat: (arg: { date: { year: number; month: number } }) =>
                burmeseMonthTitle(arg.date.year, arg.date.month + 1),
              dayHeaderContent: (arg: { dow: number }) => (
                <abbr title={MY_WEEKDAYS[arg.dow]} className="no-underline">
                  {MY_WEEKDAYS_SHORT[arg.dow]}
                </abbr>
              ),
              dayCellContent: (arg: { dayNumberText: string }) => myDigits(arg.dayNumberText),
            }
          : {})}
        firstDay={0}
        height="auto"
        fixedWeekCount={false}
        headerToolbar={{ left: 'prev,next', center: 'title', right: 'today' }}
        // FullCalendar's icon font is a data: URL the CSP (font-src 'self') refuses: use text.
        buttonIcons={false}
        buttonText={{ prev: '‹', next: '›', today: t('calendar.today') }}
        buttonHints={{ prev: t('calendar.prev'), next: t('calendar.next') }}
        events={events}
        dayCellClassNames={dayClasses}
        dateClick={(arg: DateClickArg) => onDayClick(arg.dateStr.slice(0, 10))}
      />
    </div>
  );
}

/** The key to the calendar's colours. */
export function CalendarLegend() {
  const { t } = useTranslation('booking');
  const items = [
    { label: t('calendar.full'), swatch: 'bg-[#fecaca] border-[#f87171]' },
    { label: t('calendar.todayDate'), swatch: 'bg-[#fbf1d3] border-[#e8b94a]' },
    { label: t('calendar.selectedDate'), swatch: 'bg-[#d9ceff] border-[#5f3fb5]' },
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
    </ul>
  );
}
