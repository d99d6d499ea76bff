// Why the reader sent a payment back (issue 42.5): her note, on the slip and above the payment
// form, while the booking waits for the new payment. The old proof is gone from the booking.
import { useTranslation } from '@/lib/i18n';
import type { Appointment } from '@mystic/shared';

export function ReaderNote({ appointment }: { appointment: Pick<Appointment, 'reader_note'> }) {
  const { t } = useTranslation('booking');
  if (!appointment.reader_note) return null;
  return (
    <div
      role="status"
      className="w-full rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      data-testid="reader-note"
    >
      <p className="font-semibold">{t('slip.rejectedTitle')}</p>
      <p className="mt-1 break-words">{t('slip.rejected', { note: appointment.reader_note })}</p>
    </div>
  );
}
