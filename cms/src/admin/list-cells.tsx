// The Content Manager's list cells in the reader's words: dates day before month in both
// languages ("30 Nov 2026, 09:00"; Strapi's own cell writes the admin language's full date, which
// Chromium gives American for Burmese), and an enumeration's value by its name (the feedback
// types), looked up as Strapi's edit view looks it up: as a message id of its own. Yes/no cells
// need nothing here: Strapi words them with the ToggleCheckbox messages, which app.tsx sets.
import { BURMESE_MONTHS } from '@mystic/shared';
import { Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { formatWhen } from './posts/scheduling';

/** "30 Nov 2026" / "30 နိုဝင်ဘာ 2026" for a calendar day ("2026-11-30"). */
export function formatDay(value: string, locale: string): string {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  const name = locale.startsWith('my')
    ? BURMESE_MONTHS[month - 1]
    : new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' }).format(
        new Date(Date.UTC(year, month - 1, 15)),
      );
  return `${day} ${name} ${year}`;
}

function Cell({ children }: { children: string }) {
  return <Typography textColor="neutral800">{children}</Typography>;
}

function DateCell({ value, type }: { value: unknown; type: string }) {
  const { locale } = useIntl();
  if (typeof value !== 'string' || !value) return <Cell>-</Cell>;
  if (type === 'date') return <Cell>{formatDay(value, locale)}</Cell>;
  // The year always: a list mixes this year's entries with older ones.
  return <Cell>{formatWhen(value, locale, new Date(0))}</Cell>;
}

function EnumerationCell({ value }: { value: unknown }) {
  const { formatMessage } = useIntl();
  if (typeof value !== 'string' || !value) return <Cell>-</Cell>;
  return <Cell>{formatMessage({ id: value, defaultMessage: value })}</Cell>;
}

interface ListHeader {
  name: string;
  attribute?: { type?: string };
  cellFormatter?: unknown;
  [key: string]: unknown;
}

const DATES = ['date', 'datetime'];

function withCell(header: ListHeader): ListHeader {
  const type = header.attribute?.type ?? '';
  const valueOf = (row: Record<string, unknown>) => row[header.name];
  if (DATES.includes(type)) {
    return {
      ...header,
      cellFormatter: (row: Record<string, unknown>) => (
        <DateCell value={valueOf(row)} type={type} />
      ),
    };
  }
  if (type === 'enumeration') {
    return {
      ...header,
      cellFormatter: (row: Record<string, unknown>) => <EnumerationCell value={valueOf(row)} />,
    };
  }
  return header;
}

/** The Content Manager's list-column hook: date and enumeration cells as above. */
export function wordedListCells<T extends { displayedHeaders: ListHeader[] }>(args: T): T {
  return {
    ...args,
    displayedHeaders: args.displayedHeaders.map((h) => (h.cellFormatter ? h : withCell(h))),
  };
}
