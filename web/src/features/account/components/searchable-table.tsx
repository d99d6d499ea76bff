import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { PageState } from '@/components/page-state';
import { TablePager, paginate } from '@/components/table-pager';
import { filterRows } from '../lib/filter';

/**
 * A titled list of the member's rows with a search box, pages of ten and the pager: the bookings
 * and the saved posts. `children` draws the rows of the current page.
 */
export function SearchableTable<T>({
  headingId,
  texts,
  read,
  searchText,
  children,
}: {
  headingId: string;
  /** Where its title, search label and empty message are in the account texts. */
  texts: 'bookings' | 'saved';
  /** The member's read of the rows (`data.data`); a failed one shows as empty. */
  read: { data?: { data: readonly T[] }; isLoading: boolean };
  /** The text of a row the search looks in. */
  searchText: (row: T) => string;
  children: (rows: T[]) => ReactNode;
}) {
  const { t } = useTranslation('account');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const rows = filterRows(read.data?.data ?? [], query, searchText);
  const searchLabel = t(`${texts}.search`);
  const current = paginate(rows, page);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-mystic-100 bg-white p-5 shadow-sm"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-xl font-bold text-mystic-900" id={headingId}>
          {t(`${texts}.title`)}
        </h2>
        <input
          type="search"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setPage(1);
          }}
          placeholder={searchLabel}
          aria-label={searchLabel}
          className="min-h-11 w-full rounded-xl border border-mystic-200 px-4 py-2 text-sm focus-ring sm:w-64"
        />
      </div>
      <PageState
        loading={read.isLoading}
        empty={current.rows.length === 0}
        emptyText={t(`${texts}.empty`)}
        data={current.rows}
      >
        {children}
      </PageState>
      {rows.length > 0 ? (
        <TablePager page={current.page} pageCount={current.pageCount} onPage={setPage} />
      ) : null}
    </section>
  );
}

/** The head of a member table: a column a key, its text at `<texts>.columns.<key>`. */
export function ColumnHeads({
  texts,
  columns,
}: {
  texts: 'bookings' | 'saved';
  columns: readonly string[];
}) {
  const { t } = useTranslation('account');
  return (
    <thead>
      <tr className="border-b border-mystic-100 text-mystic-700">
        {columns.map((c) => (
          <th key={c} scope="col" className="py-2 pr-3 font-semibold">
            {t(`${texts}.columns.${c}`)}
          </th>
        ))}
      </tr>
    </thead>
  );
}
