import type { Appointment } from '@mystic/shared';
import { useCallback } from 'react';
import { ButtonLink } from '@/components/button';
import { PaymentStateBadge } from '@/components/payment-state';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { currentLanguage, useTranslation } from '@/lib/i18n';
import { useApi } from '@/lib/use-api';

/** The proof image, fetched with the session (the route is owner-only, so no plain <img src>). */
function ProofThumbnail({ url }: { url: string }) {
  const { t } = useTranslation('booking');
  const { data: blob, error } = useApi<Blob>(url, undefined, undefined, {
    auth: 'required',
    as: 'blob',
  });
  // The image's own address for the file, let go when the image goes.
  const showBlob = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || !blob) return;
      const objectUrl = URL.createObjectURL(blob);
      img.src = objectUrl;
      return () => URL.revokeObjectURL(objectUrl);
    },
    [blob],
  );
  if (error) return <p className="text-sm text-red-700">{t('payment.proofFailed')}</p>;
  return blob ? (
    <img
      ref={showBlob}
      alt={t('payment.proofAlt')}
      data-testid="payment-proof"
      className="max-h-48 rounded-xl border border-mystic-100 bg-white object-contain"
    />
  ) : (
    <div className="h-32 w-32 animate-pulse rounded-xl bg-mystic-50" aria-hidden="true" />
  );
}

/** What was paid for a booking that takes no more payment: type, number, proof, when, state. */
export function PaymentSummary({ appointment: a }: { appointment: Appointment }) {
  const { t } = useTranslation('booking');
  const lng = currentLanguage();
  const rows: [string, string, string | null | undefined][] = [
    ['type', t('payment.paidWith'), a.payment_type?.name],
    ['transaction', t('payment.transactionNo'), a.transaction_no],
    ['sent', t('payment.sentAt'), a.proof_sent_at ? formatDate(a.proof_sent_at, lng) : null],
    ['confirmed', t('payment.confirmedAt'), a.paid_at ? formatDate(a.paid_at, lng) : null],
  ];
  return (
    <div className="space-y-4" data-testid="payment-summary">
      <p className="flex flex-wrap items-center gap-2 text-sm text-mystic-900">
        <span className="font-medium">{t('payment.state')}:</span>
        <PaymentStateBadge state={a.payment_state} className="text-sm" />
      </p>
      {a.payment_state === 'unpaid' ? (
        <p className="text-sm text-mystic-800">{t('payment.notPayable')}</p>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows
          .filter(([, , value]) => value)
          .map(([key, label, value]) => (
            <div key={key} className="contents">
              <dt className="font-medium text-mystic-700">{label}</dt>
              <dd className="font-semibold break-words text-mystic-900" data-testid={`paid-${key}`}>
                {value}
              </dd>
            </div>
          ))}
      </dl>
      {a.proof_url ? <ProofThumbnail url={a.proof_url} /> : null}
      <ButtonLink to={paths.appointmentSlip.href(a.appointment_no)} variant="outline">
        {t('payment.viewSlip')}
      </ButtonLink>
    </div>
  );
}
