import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { useMessageText } from '@/lib/i18n';
import type { BookingWindow } from '../api/get-full-days';
import { dayProblem } from '../lib/dates';

/**
 * The check of a day picked on the booking calendar (a new booking or a move): a past, too far
 * or full day is refused with a toast saying why; `true` when the day can be chosen.
 */
export function useDayCheck({ today, lastDay, fullDays }: BookingWindow) {
  const { t } = useTranslation('booking');
  const msg = useMessageText();
  const { toast, dismiss } = useToast();
  return (day: string): boolean => {
    const problem = dayProblem(day, today, fullDays, lastDay);
    if (problem === 'past' || problem === 'too_far') {
      const key = problem === 'past' ? 'dateBeforeToday' : 'dateTooFar';
      toast({ title: msg(key), variant: 'destructive' });
    } else if (problem === 'full') {
      toast({
        title: t('calendar.fullTitle'),
        description: msg('dayFull'),
        variant: 'destructive',
      });
    }
    // A good day picked after a refused one: the refusal is stale and must not sit over Continue.
    if (problem === null) dismiss();
    return problem === null;
  };
}
