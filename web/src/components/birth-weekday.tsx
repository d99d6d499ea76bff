// The eight-day birth weekday on the booking and profile forms: the weekday follows the date of
// birth (the shared rule), a Wednesday asks before or after noon (Rahu), and the member's
// Mahabote sign and planet are named, with the chart the date of birth gives (Myanmar birth date,
// eight-day weekday, Mahabote house; the shared Myanmar calendar computes it).
import {
  MYANMAR_CALENDAR_TEXTS,
  formatMyanmarDate,
  isIsoDate,
  mahabote,
  mahaboteSign,
  myanmarDate,
  myanmarWeekdayName,
  preselectWeekday,
  wednesdayHalfOf,
  type WednesdayHalf,
  type WeekdayEntry,
} from '@mystic/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';

/**
 * Keeps the chosen weekday in step with the date of birth. `current` is the weekday id the form
 * holds (a saved profile's Wednesday half is kept until the member answers again).
 */
export function useBirthWeekday(
  dob: string | undefined,
  weekdays: readonly WeekdayEntry[],
  current: string | number | undefined,
  select: (id: string) => void,
) {
  const [asked, setHalf] = useState<WednesdayHalf | null>(null);
  const half = asked ?? wednesdayHalfOf(weekdays, Number(current));
  const preselection = preselectWeekday(dob, weekdays, half);
  useEffect(() => {
    if (preselection.id !== null && String(preselection.id) !== String(current ?? '')) {
      select(String(preselection.id));
    }
    // `current` is left out on purpose: a choice is made when the date or the half changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preselection.id, select]);
  return { askHalf: preselection.askHalf, half, setHalf };
}

export function WednesdayQuestion({
  half,
  onChange,
}: {
  half: WednesdayHalf | null;
  onChange: (half: WednesdayHalf) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <fieldset
      className="rounded-2xl border border-gold-300 bg-gold-100/60 px-4 py-3"
      data-testid="wednesday-question"
    >
      {/* Floated, the legend stays inside the box instead of across its border (two lines in Burmese). */}
      <legend className="float-left w-full text-sm font-semibold text-mystic-900">
        {t('birthWeekday.question')}
      </legend>
      <div className="clear-left flex flex-wrap gap-x-4 pt-1">
        {(['morning', 'afternoon'] as const).map((h) => (
          <label key={h} className="flex min-h-11 items-center gap-2 text-sm text-mystic-900">
            <input
              type="radio"
              name="wednesday-half"
              className="h-5 w-5 accent-mystic-700"
              checked={half === h}
              onChange={() => onChange(h)}
            />
            {t(`birthWeekday.${h}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** "Your Mahabote sign: Tiger, planet Moon" for a weekday entry, or nothing when unknown. */
export function MahaboteSign({
  weekdays,
  weekdayId,
  className,
}: {
  weekdays: readonly WeekdayEntry[];
  weekdayId: string | number | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const found = mahaboteSign(weekdays, Number(weekdayId));
  if (!found) return null;
  return (
    <p className={className} data-testid="mahabote-sign">
      {t('birthWeekday.sign', {
        sign: t(`birthWeekday.signs.${found.sign}`),
        planet: t(`birthWeekday.planets.${found.planet}`),
      })}
    </p>
  );
}

/**
 * The member's chart from the date of birth: the Myanmar birth date, the day of the eight-day week
 * (Rahu for a Wednesday afternoon, as the chosen weekday entry says) and the Mahabote house, in
 * the page's language. Nothing until the date of birth is a whole date.
 */
export function MahaboteChart({
  dob,
  weekdays,
  weekdayId,
  className,
}: {
  dob: string | null | undefined;
  weekdays: readonly WeekdayEntry[];
  weekdayId: string | number | null | undefined;
  className?: string;
}) {
  const { t, i18n } = useTranslation('common');
  if (!dob || !isIsoDate(dob)) return null;
  const lang = i18n.language === 'my' ? 'my' : 'en';
  const chart = mahabote(dob, wednesdayHalfOf(weekdays, Number(weekdayId)) ?? 'morning');
  const rows = [
    [
      'myanmar-birth-date',
      t('birthWeekday.myanmarDate'),
      formatMyanmarDate(myanmarDate(dob), lang),
    ],
    [
      'mahabote-weekday',
      t('birthWeekday.weekday'),
      myanmarWeekdayName(chart.weekday, lang, chart.rahu),
    ],
    ['mahabote-house', t('birthWeekday.house'), MYANMAR_CALENDAR_TEXTS[lang].houses[chart.house]],
  ] as const;
  return (
    <dl
      className={className}
      aria-label={t('birthWeekday.chartLabel')}
      data-testid="mahabote-chart"
    >
      {rows.map(([id, label, value]) => (
        <div key={id} className="flex flex-wrap gap-x-2">
          <dt>{label}:</dt>
          <dd data-testid={id}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
