import { Button, Dialog, Field, Textarea } from '@strapi/design-system';
import { useState } from 'react';
import { messageText, noteRequiredFor } from '@mystic/shared';
import { useIntl } from 'react-intl';
import type { Status } from '../api';

const LABELS: Record<string, [string, string]> = {
  Booked: ['confirm', 'Confirm payment'],
  Pending: ['reject', 'Reject proof'],
  Finished: ['finish', 'Finish'],
  Cancelled: ['cancel', 'Cancel booking'],
};

/** One status change behind a confirmation, with a note (required to reject or cancel). */
export function ActionDialog({
  to,
  onConfirm,
}: {
  to: Status;
  onConfirm: (note: string) => Promise<void>;
}) {
  const { formatMessage, locale } = useIntl();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const [id, text] = LABELS[to] ?? [to, to];
  const label = formatMessage({ id: `bookings.action.${id}`, defaultMessage: text });
  const needNote = noteRequiredFor(to);
  const missing = needNote && !note.trim();
  const danger = to === 'Cancelled' || to === 'Pending';

  const submit = async () => {
    setTried(true);
    if (missing) return;
    setBusy(true);
    try {
      await onConfirm(note.trim());
      setOpen(false);
      setNote('');
      setTried(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button variant={danger ? 'danger-light' : 'default'}>{label}</Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Header>{label}</Dialog.Header>
        <Dialog.Body>
          <Field.Root
            name="note"
            required={needNote}
            error={
              // The server's own words for the same refusal (shared's MESSAGES), one text.
              tried && missing ? messageText('note_required', locale) : undefined
            }
            width="100%"
          >
            <Field.Label>
              {formatMessage({
                id: needNote ? 'bookings.note.why' : 'bookings.note.optional',
                defaultMessage: needNote ? 'Note for the member (why)' : 'Note (optional)',
              })}
            </Field.Label>
            <Textarea
              value={note}
              onChange={(e: React.ChangeEvent<HTMLTextAreaElement>) => setNote(e.target.value)}
            />
            <Field.Error />
          </Field.Root>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Cancel>
            <Button variant="tertiary">
              {formatMessage({ id: 'bookings.action.back', defaultMessage: 'Back' })}
            </Button>
          </Dialog.Cancel>
          <Button variant={danger ? 'danger' : 'success'} loading={busy} onClick={submit}>
            {label}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
