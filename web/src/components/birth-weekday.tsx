// The eight-day birth weekday on the booking and profile forms: the weekday follows the date of
// birth (the shared rule), a Wednesday asks before or after noon (Rahu), and the member's
// Mahabote sign and planet are named.
import {
  mahaboteSign,
  preselectWeekday,
  wednesdayHalfOf,
  type WednesdayHalf,
  type WeekdayEntry,
} from '@mystic/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

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
