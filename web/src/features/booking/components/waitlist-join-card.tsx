// Issue 45: a day full by its places, chosen on the calendar: its waitlist is offered instead of
// a refusal. Joining fills the booking form (so an offer later books in one step).
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { currentLanguage, useTranslation } from '@/lib/i18n';
import { storeSelectedDate } from '../lib/selected-date';

/** The form's address in waitlist mode. */
export const waitlistFormHref = () => `${paths.appointmentForm.href()}?waitlist=1`;

export function WaitlistJoinCard({ day }: { day: string }) {
  const { t } = useTranslation('waitlist');
  const navigate = useNavigate();
  return (
    <div
      className="rounded-3xl border border-[#f87171] bg-[#fef2f2] p-5 shadow-sm"
      data-testid="waitlist-card"
      aria-live="polite"
    >
      <p className="font-display text-lg font-bold text-[#991b1b]">
        {formatDate(day, currentLanguage())}
      </p>
      <p className="mt-1 font-semibold text-mystic-900">{t('calendar.full')}</p>
      <p className="mt-2 text-sm text-mystic-800">{t('calendar.explain')}</p>
      <Button
        className="mt-4 w-full"
        onClick={() => {
          storeSelectedDate(day);
          navigate(waitlistFormHref());
        }}
      >
        {t('calendar.join')}
      </Button>
    </div>
  );
}
