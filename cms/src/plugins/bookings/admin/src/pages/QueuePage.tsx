import {
  Box,
  Button,
  Flex,
  Grid,
  Link,
  Loader,
  SingleSelect,
  SingleSelectOption,
  TextInput,
  Typography,
} from '@strapi/design-system';
import { Calendar, Download } from '@strapi/icons';
import { Layouts, Page, useFetchClient, useRBAC } from '@strapi/strapi/admin';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { APPOINTMENT_STATUSES } from '@mystic/shared';
import type { Booking, Page as ListPage, Summary } from '../api';
import { BookingTable } from '../components/BookingTable';
import { FeedbackList } from '../components/FeedbackList';
import { QuickSearch } from '../components/QuickSearch';
import { Problem } from '../components/Problem';
import { PERMISSIONS } from '../permissions';
import { NotifyLink } from '../notify/NotifyLink';
import { ReviewsPanel } from '../components/ReviewsPanel';

type Filters = { status: string; from: string; to: string; q: string; page: number };
/** The two ends of the date range, each a date input. */
const DATE_FILTERS = [
  ['from', 'From'],
  ['to', 'To'],
] as const;

/** One list from the desk's API; reloads when its query changes. */
function useList(query: Record<string, string> | null) {
  const { get } = useFetchClient();
  const [state, setState] = useState<{ data?: ListPage<Booking>; error?: unknown }>({});
  const key = JSON.stringify(query);
  useEffect(() => {
    if (!query) return;
    let live = true;
    setState((s) => ({ data: s.data }));
    get<{ data: ListPage<Booking> }>('/bookings/appointments', { params: query }).then(
      (res) => live && setState({ data: res.data.data }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}

function Section({
  title,
  list,
  empty,
  testId,
  sheetDate,
}: {
  testId?: string;
  /** The day the section lists: a link to its printable day sheet. */
  sheetDate?: string;
  title: string;
  list: { data?: ListPage<Booking>; error?: unknown };
  empty: string;
}) {
  const { formatMessage } = useIntl();
  return (
    <Box paddingBottom={8} data-testid={testId}>
      <Typography tag="h2" variant="delta">
        {title}
        {list.data ? ` (${list.data.meta.total})` : ''}
      </Typography>
      {sheetDate ? (
        <Link tag={NavLink} to={`/plugins/bookings/day/${sheetDate}`} data-testid="day-sheet-link">
          {formatMessage({ id: 'bookings.sheet.link', defaultMessage: 'Day sheet' })}
        </Link>
      ) : null}
      <Box paddingTop={3}>
        {list.error ? (
          <Problem error={list.error} />
        ) : !list.data ? (
          <Loader small />
        ) : list.data.data.length === 0 ? (
          <Typography textColor="neutral600">{empty}</Typography>
        ) : (
          <BookingTable rows={list.data.data} label={title} />
        )}
      </Box>
    </Box>
  );
}

export function QueuePage() {
  const { formatMessage, locale } = useIntl();
  const t = (id: string, defaultMessage: string, values?: Record<string, string | number>) =>
    formatMessage({ id: `bookings.${id}`, defaultMessage }, values);
  const { get } = useFetchClient();
  const { allowedActions } = useRBAC({ export: PERMISSIONS.export });
  const [summary, setSummary] = useState<Summary | null>(null);
  const [filters, setFilters] = useState<Filters>({ status: '', from: '', to: '', q: '', page: 1 });
  const [exporting, setExporting] = useState<unknown>(null);

  useEffect(() => {
    get<{ data: Summary }>('/bookings/summary').then(
      (res) => setSummary(res.data.data),
      () => setSummary(null),
    );
  }, [get]);

  const verifying = useList({ status: 'Verifying', order: 'oldest', page_size: '50' });
  const today = useList(
    summary ? { from: summary.today_date, to: summary.today_date, page_size: '50' } : null,
  );
  const tomorrow = useList(
    summary ? { from: summary.tomorrow_date, to: summary.tomorrow_date, page_size: '50' } : null,
  );
  const query: Record<string, string> = { page: String(filters.page), page_size: '20' };
  for (const k of ['status', 'from', 'to', 'q'] as const) if (filters[k]) query[k] = filters[k];
  const all = useList(query);
  const set = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, page: 1, ...patch }));

  const exportCsv = useCallback(async () => {
    setExporting(null);
    try {
      const { page: _page, page_size: _size, ...params } = query;
      // Headers, statuses and chart words in the admin's language (issue 42.4).
      const lang = locale.startsWith('my') ? 'my' : 'en';
      const res = await get<Blob>('/bookings/export', {
        params: { ...params, locale: lang },
        responseType: 'blob',
      });
      const url = URL.createObjectURL(res.data);
      const a = document.createElement('a');
      a.href = url;
      a.download = 'bookings.csv';
      a.click();
      URL.revokeObjectURL(url);
    } catch (err) {
      setExporting(err);
    }
  }, [get, locale, JSON.stringify(query)]);

  const count = verifying.data?.meta.total ?? summary?.verifying ?? 0;
  const last = all.data?.meta.last_page ?? 1;
  return (
    <Page.Main>
      <Page.Title>{t('queue.pageTitle', 'Bookings ({count} to verify)', { count })}</Page.Title>
      <Layouts.Header
        title={t('queue.title', 'Bookings')}
        subtitle={t('queue.subtitle', '{count} proofs to verify', { count })}
        secondaryAction={<NotifyLink />}
        primaryAction={
          <Button
            tag={NavLink}
            to="/plugins/bookings/board"
            variant="secondary"
            startIcon={<Calendar />}
          >
            {t('board.link', 'Month board')}
          </Button>
        }
      />
      <Layouts.Content>
        <QuickSearch />
        <Section
          title={t('queue.verifying', 'Proofs to verify, oldest first')}
          list={verifying}
          testId="verifying-section"
          empty={t('queue.verifying.empty', 'No proofs are waiting.')}
        />
        <FeedbackList />
        <Section
          title={t('queue.today', 'Today')}
          list={today}
          sheetDate={summary?.today_date}
          empty={t('queue.none', 'No bookings.')}
        />
        <Section
          title={t('queue.tomorrow', 'Tomorrow')}
          list={tomorrow}
          sheetDate={summary?.tomorrow_date}
          empty={t('queue.none', 'No bookings.')}
        />
        <Typography tag="h2" variant="delta">
          {t('queue.all', 'All bookings')}
        </Typography>
        <Box paddingTop={3} paddingBottom={3}>
          <Grid.Root gap={3}>
            <Grid.Item col={3} s={12} xs={12} direction="column" alignItems="stretch">
              <TextInput
                aria-label={t('filter.search', 'Search')}
                placeholder={t('filter.searchPlaceholder', 'Number, name, e-mail or phone')}
                value={filters.q}
                onChange={(e: React.ChangeEvent<HTMLInputElement>) => set({ q: e.target.value })}
              />
            </Grid.Item>
            <Grid.Item col={3} s={12} xs={12} direction="column" alignItems="stretch">
              <SingleSelect
                aria-label={t('filter.status', 'Status')}
                placeholder={t('filter.anyStatus', 'Any status')}
                value={filters.status}
                onChange={(v: string | number) => set({ status: String(v) })}
                onClear={() => set({ status: '' })}
              >
                {APPOINTMENT_STATUSES.map((s) => (
                  <SingleSelectOption key={s} value={s}>
                    {t(`status.${s}`, s)}
                  </SingleSelectOption>
                ))}
              </SingleSelect>
            </Grid.Item>
            {DATE_FILTERS.map(([key, label]) => (
              <Grid.Item key={key} col={2} s={6} xs={6} direction="column" alignItems="stretch">
                <TextInput
                  type="date"
                  aria-label={t(`filter.${key}`, label)}
                  value={filters[key]}
                  onChange={(e: React.ChangeEvent<HTMLInputElement>) =>
                    set({ [key]: e.target.value })
                  }
                />
              </Grid.Item>
            ))}
            <Grid.Item col={2} s={12} xs={12} direction="column" alignItems="stretch">
              {allowedActions.canExport && (
                <Button variant="tertiary" startIcon={<Download />} onClick={exportCsv}>
                  {t('export', 'Export CSV')}
                </Button>
              )}
            </Grid.Item>
          </Grid.Root>
          {exporting ? <Problem error={exporting} /> : null}
        </Box>
        {all.error ? (
          <Problem error={all.error} />
        ) : !all.data ? (
          <Loader small />
        ) : all.data.data.length === 0 ? (
          <Typography textColor="neutral600">{t('queue.none', 'No bookings.')}</Typography>
        ) : (
          <BookingTable rows={all.data.data} label={t('queue.all', 'All bookings')} />
        )}
        <Flex gap={3} paddingTop={4} paddingBottom={8} justifyContent="flex-end">
          <Button
            variant="tertiary"
            disabled={filters.page <= 1}
            onClick={() => setFilters((f) => ({ ...f, page: f.page - 1 }))}
          >
            {t('page.previous', 'Previous')}
          </Button>
          <Typography>
            {t('page.of', 'Page {page} of {last}', { page: filters.page, last })}
          </Typography>
          <Button
            variant="tertiary"
            disabled={filters.page >= last}
            onClick={() => setFilters((f) => ({ ...f, page: f.page + 1 }))}
          >
            {t('page.next', 'Next')}
          </Button>
        </Flex>
        <Link tag={NavLink} to="/plugins/bookings/board">
          {t('board.link', 'Month board')}
        </Link>
        <Box paddingTop={8}>
          <ReviewsPanel />
        </Box>
      </Layouts.Content>
    </Page.Main>
  );
}
