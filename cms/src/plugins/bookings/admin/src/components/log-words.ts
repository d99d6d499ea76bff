// The booking's history and mail log in words (issue 39.9): who acted as a name ("the member",
// the reader's own name), never an id ("· 269"); each mail by what it said, never its template
// key (`booking_received`); the statuses in the admin's language.
import { useIntl } from 'react-intl';
import type { Booking } from '../api';
import { deskWhen } from '../when';

type Change = NonNullable<Booking['history']>[number];

export function useLogWords() {
  const { formatMessage, locale } = useIntl();
  const t = (id: string, defaultMessage: string) =>
    formatMessage({ id: `bookings.${id}`, defaultMessage });
  const status = (s: string) => t(`status.${s}`, s);
  /** `reader:<name>` is her name; `member:<id>` the member; anything else the site itself. */
  const who = (by: string) => {
    if (by.startsWith('reader:')) return by.slice('reader:'.length);
    if (by.startsWith('member:')) return t('history.member', 'the member');
    return t('history.system', 'the site');
  };
  const historyLine = (h: Change) =>
    [
      deskWhen(h.at, locale),
      `${h.from ? status(h.from) : '—'} → ${status(h.to)}`,
      who(h.by),
      h.note ? `“${h.note}”` : '',
    ]
      .filter(Boolean)
      .join(' · ');
  const mailKind = (kind: string) => t(`mail.kind.${kind}`, kind.replace(/_/g, ' '));
  return { historyLine, mailKind, who };
}
