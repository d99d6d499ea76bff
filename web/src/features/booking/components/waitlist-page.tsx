// Issue 45: the member's waits for full days. An offer held for them is taken with one tap (the
// booking it makes goes on to payment) or declined; any wait can be left.
import type { MemberWait } from '@mystic/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/button';
import { PageState, readState } from '@/components/page-state';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDate, localDigits } from '@/lib/format';
import { currentLanguage, useTranslation } from '@/lib/i18n';
import { useMutateApi } from '@/lib/use-api';
import { fullDaysPath } from '../api/get-full-days';
import {
  acceptOffer,
  declineOffer,
  leaveWaitlist,
  useMyWaits,
  waitlistPath,
} from '../api/waitlist';

/**
 * An instant as the member reads it: DD-MM-YYYY HH:mm, numbers only (no English month name on a
 * Burmese page), Myanmar digits in Burmese.
 */
function holdText(iso: string, lng: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  const text = `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
  return lng === 'my' ? localDigits(text, lng) : text;
}

export function WaitlistPage() {
  const { t } = useTranslation('waitlist');
  const lng = currentLanguage();
  const read = useMyWaits();
  const navigate = useNavigate();
  const mutateApi = useMutateApi();
  const { toast } = useToast();
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (w: MemberWait, what: 'accept' | 'decline' | 'leave') => {
    setBusy(`${w.id}:${what}`);
    try {
      if (what === 'accept') {
        const booking = await acceptOffer(w.id);
        void mutateApi(fullDaysPath);
        navigate(paths.appointmentPayment.href(booking.appointment_no));
        return;
      }
      await (what === 'decline' ? declineOffer(w.id) : leaveWaitlist(w.id));
      await mutateApi(waitlistPath);
    } catch (error) {
      toast({ title: errorMessage(error, t('page.failed')), variant: 'destructive' });
      void mutateApi(waitlistPath);
    } finally {
      setBusy(null);
    }
  };

  const waits = read.data?.data ?? [];
  return (
    <section aria-labelledby="waitlist-heading" className="space-y-4">
      <p className="text-sm text-mystic-800">{t('page.intro')}</p>
      <PageState
        {...readState(read)}
        errorText={t('page.failed')}
        empty={waits.length === 0}
        emptyText={t('page.empty')}
      >
        <ul className="space-y-3" data-testid="waitlist">
          {waits.map((w) => (
            <li
              key={w.id}
              data-testid="wait"
              data-status={w.status}
              className="rounded-2xl border border-mystic-100 bg-white p-4 shadow-sm"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <strong className="text-mystic-900">{formatDate(w.day, lng)}</strong>
                <span className="rounded-full bg-mystic-50 px-3 py-1 text-xs font-semibold text-mystic-800">
                  {t(`page.status.${w.status}`)}
                </span>
              </div>
              {w.subject_name ? (
                <p className="mt-1 text-sm text-mystic-800">
                  {t('page.for', { name: w.subject_name })}
                </p>
              ) : null}
              {w.status === 'waiting' && w.position ? (
                <p className="mt-1 text-sm text-mystic-800" data-testid="wait-position">
                  {t('page.position', { n: localDigits(w.position, lng) })}
                </p>
              ) : null}
              {w.status === 'offered' && w.hold_until ? (
                <p className="mt-2 rounded-xl bg-gold-100/70 px-3 py-2 text-sm font-semibold text-mystic-900">
                  {t('page.offered', { until: holdText(w.hold_until, lng) })}
                </p>
              ) : null}
              {w.appointment_no ? (
                <p className="mt-1 text-sm text-mystic-800">
                  {t('page.booking', { no: w.appointment_no })}
                </p>
              ) : null}
              {w.open ? (
                <div className="mt-3 flex flex-wrap gap-2">
                  {w.status === 'offered' ? (
                    <>
                      <Button disabled={busy !== null} onClick={() => void act(w, 'accept')}>
                        {t('page.accept')}
                      </Button>
                      <Button
                        variant="outline"
                        disabled={busy !== null}
                        onClick={() => void act(w, 'decline')}
                      >
                        {t('page.decline')}
                      </Button>
                    </>
                  ) : (
                    <Button
                      variant="outline"
                      disabled={busy !== null}
                      onClick={() => void act(w, 'leave')}
                    >
                      {t('page.leave')}
                    </Button>
                  )}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </PageState>
      <ButtonLink to={paths.appointment.href()} variant="secondary">
        {t('page.book')}
      </ButtonLink>
    </section>
  );
}
