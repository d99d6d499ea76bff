import { myanmarClosureOf } from '@mystic/shared';
import { useToast } from '@/components/toast';
import { useMessageText, useTranslation } from '@/lib/i18n';
import type { BookingWindow } from '../api/get-full-days';
import { dayProblem } from '../lib/dates';

/**
 * The check of a day picked on the booking calendar (a new booking or a move): a past, too far,
 * closed (the reader's sabbath or Thingyan switch) or full day is refused with a toast saying why;
 * `true` when the day can be chosen.
 */
export function useDayCheck({ today, lastDay, fullDays, closing }: BookingWindow) {
  const { t } = useTranslation('booking');
  const msg = useMessageText();
  const { toast, dismiss } = useToast();
  return (day: string): boolean => {
    const problem = dayProblem(day, today, fullDays, lastDay);
    // A day the reader closes for the sabbath or Thingyan is refused with that reason, not 'full'.
    const closure = problem === 'full' && closing ? myanmarClosureOf(day, closing) : null;
    if (closure) {
      toast({
        title: msg(closure === 'sabbath' ? 'daySabbathClosed' : 'dayThingyanClosed'),
        variant: 'destructive',
      });
    } else if (problem === 'past' || problem === 'too_far') {
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
