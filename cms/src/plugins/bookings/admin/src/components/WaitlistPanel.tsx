// Issue 45: the waitlist of the days from `from` to `to` (the month board's month, or one day's
// sheet), each day's line in order: who, for whom, how to reach them, a held offer and until when.
// The reader can offer a free place by hand (out of order) or take someone off the line.
import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { useFetchClient, useNotification, useRBAC } from '@strapi/strapi/admin';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { DeskWait } from '@mystic/shared';
import { failure } from '../api';
import { PERMISSIONS } from '../permissions';

export function WaitlistPanel({ from, to }: { from: string; to: string }) {
  const { formatMessage, locale } = useIntl();
  const t = (id: string, defaultMessage: string, values?: Record<string, string | number>) =>
    formatMessage({ id: `bookings.waitlist.${id}`, defaultMessage }, values);
  const { get, post, del } = useFetchClient();
  const { toggleNotification } = useNotification();
  const { allowedActions } = useRBAC({ updateStatus: PERMISSIONS.updateStatus });
  const [waits, setWaits] = useState<DeskWait[] | null>(null);

  const load = useCallback(() => {
    get<{ data: DeskWait[] }>('/bookings/waitlist', { params: { from, to } }).then(
      (res) => setWaits(res.data.data),
      () => setWaits([]),
    );
  }, [get, from, to]);
  useEffect(load, [load]);

  const act = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (err) {
      toggleNotification({ type: 'danger', message: failure(err, locale).message });
    }
    load();
  };

  if (!waits || waits.length === 0) return null;
  const days = [...new Set(waits.map((w) => w.day))];
  return (
    <Box paddingTop={4} paddingBottom={4} data-testid="desk-waitlist">
      <Typography variant="delta" tag="h2">
        {t('title', 'Waitlist')}
      </Typography>
      {days.map((day) => (
        <Box key={day} paddingTop={3} data-testid={`waitlist-day-${day}`}>
          <Typography fontWeight="bold">
            {day} · {t('count', '{n} waiting', { n: waits.filter((w) => w.day === day).length })}
          </Typography>
          {waits
            .filter((w) => w.day === day)
            .map((w) => (
              <Flex
                key={w.id}
                gap={3}
                paddingTop={2}
                wrap="wrap"
                alignItems="center"
                data-testid="waitlist-entry"
                data-status={w.status}
              >
                <Typography>
                  {w.position}. {w.member_name}
                  {w.subject_name ? ` → ${w.subject_name}` : ''} · {w.email}
                  {w.phone ? ` · ${w.phone}` : ''}
                </Typography>
                {w.status === 'offered' ? (
                  <Typography textColor="success600">
                    {t('held', 'Place held until {until}', {
                      until: new Date(w.hold_until ?? '').toLocaleString(locale),
                    })}
                  </Typography>
                ) : null}
                {allowedActions.canUpdateStatus ? (
                  <>
                    {w.status === 'waiting' ? (
                      <Button
                        size="S"
                        variant="secondary"
                        onClick={() => act(() => post(`/bookings/waitlist/${w.id}/offer`, {}))}
                      >
                        {t('offer', 'Offer a place')}
                      </Button>
                    ) : null}
                    <Button
                      size="S"
                      variant="danger-light"
                      onClick={() => act(() => del(`/bookings/waitlist/${w.id}`))}
                    >
                      {t('remove', 'Remove')}
                    </Button>
                  </>
                ) : null}
              </Flex>
            ))}
        </Box>
      ))}
    </Box>
  );
}
