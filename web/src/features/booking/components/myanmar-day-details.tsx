import { myanmarDate, formatMyanmarDate } from '@mystic/shared';
import { useTranslation } from '@/lib/i18n';
import { myanmarMarks } from '@/lib/myanmar-day';

/**
 * A chosen day's full Myanmar date and its marks (sabbath, Thingyan, holidays), shown beside the
 * booking calendar (issue 41), in the page's language.
 */
export function MyanmarDayDetails({ day }: { day: string | null }) {
  const { t, i18n } = useTranslation('booking');
  if (!day) return null;
  const md = myanmarDate(day);
  const marks = myanmarMarks(md, i18n.language);
  return (
    <div className="mt-2 text-sm text-mystic-800" data-testid="selected-myanmar-date">
      <p>
        <span className="sr-only">{t('calendar.myanmar.heading')}: </span>
        {formatMyanmarDate(md, i18n.language === 'my' ? 'my' : 'en')}
      </p>
      {marks.length > 0 ? (
        <ul className="mt-1 flex flex-wrap gap-1" data-testid="selected-myanmar-marks">
          {marks.map((mark) => (
            <li
              key={mark}
              className="rounded-full bg-[#fcd34d] px-2 py-0.5 text-xs font-semibold text-[#451a03]"
            >
              {mark}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
