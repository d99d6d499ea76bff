// Find a booking by its number or the member's phone (issue 42.3), first on the desk: on a phone
// she is called or messaged by someone and looks the booking up at once.
import { Box, Loader, TextInput, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Booking, Page } from '../api';
import { BookingTable } from './BookingTable';
import { Problem } from './Problem';

export function QuickSearch() {
  const { get } = useFetchClient();
  const { formatMessage } = useIntl();
  const t = (id: string, defaultMessage: string) =>
    formatMessage({ id: `bookings.${id}`, defaultMessage });
  const [q, setQ] = useState('');
  const [state, setState] = useState<{ data?: Page<Booking>; error?: unknown }>({});
  const needle = q.trim();
  useEffect(() => {
    if (needle.length < 3) return setState({});
    let live = true;
    // Typed digit by digit: ask once she pauses.
    const timer = setTimeout(() => {
      get<{ data: Page<Booking> }>('/bookings/appointments', {
        params: { q: needle, page_size: '10' },
      }).then(
        (res) => live && setState({ data: res.data.data }),
        (error: unknown) => live && setState({ error }),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [get, needle]);
  return (
    <Box paddingBottom={6} data-testid="quick-search">
      <TextInput
        type="search"
        inputMode="search"
        aria-label={t('search.label', 'Find a booking')}
        placeholder={t('search.placeholder', 'Booking number or phone')}
        value={q}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => setQ(e.target.value)}
      />
      {needle.length >= 3 ? (
        <Box paddingTop={3}>
          {state.error ? (
            <Problem error={state.error} />
          ) : !state.data ? (
            <Loader small />
          ) : state.data.data.length === 0 ? (
            <Typography textColor="neutral600">{t('queue.none', 'No bookings.')}</Typography>
          ) : (
            <BookingTable rows={state.data.data} label={t('search.label', 'Find a booking')} />
          )}
        </Box>
      ) : null}
    </Box>
  );
}
