import type { PaymentState } from '@mystic/shared';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';

const TONE: Record<PaymentState, string> = {
  awaiting_payment: 'bg-slate-100 text-slate-800',
  proof_sent: 'bg-sky-100 text-sky-900',
  confirmed: 'bg-emerald-100 text-emerald-800',
  unpaid: 'bg-red-50 text-red-800',
  credit: 'bg-violet-100 text-violet-900',
};

/** Where the money of a booking stands, in words a member reads without doubt. */
export function PaymentStateBadge({
  state,
  className,
}: {
  state: PaymentState | undefined;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const s = state ?? 'awaiting_payment';
  return (
    <span
      data-payment-state={s}
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
        TONE[s],
        className,
      )}
    >
      {t(`paymentState.${s}`)}
    </span>
  );
}
