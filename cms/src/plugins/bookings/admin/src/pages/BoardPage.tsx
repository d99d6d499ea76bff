import {
  Box,
  Button,
  Dialog,
  Field,
  Flex,
  Link,
  TextInput,
  Typography,
} from '@strapi/design-system';
import { WaitlistPanel } from '../components/WaitlistPanel';
import { ArrowLeft, Cog } from '@strapi/icons';
import { Layouts, Page, useFetchClient, useNotification, useRBAC } from '@strapi/strapi/admin';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { failure, type Board, type BoardDay } from '../api';
import { Figures } from '../components/Figures';
import { Problem } from '../components/Problem';
import { WeekdayHeaders } from '../components/WeekdayHeaders';
import { PERMISSIONS } from '../permissions';

const SETTINGS_URL = '/content-manager/single-types/api::booking-setting.booking-setting';

function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

/** Monday-first offset of the month's first day, for the calendar grid. */
const leadingBlanks = (first: string) => (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;

function DayCell({
  day,
  today,
  canManage,
  onBlock,
  onUnblock,
}: {
  day: BoardDay;
  today: string;
  canManage: boolean;
  onBlock: (day: string, reason: string) => Promise<void>;
  onUnblock: (day: string) => Promise<void>;
}) {
  const { formatMessage } = useIntl();
  const t = (id: string, defaultMessage: string) =>
    formatMessage({ id: `bookings.${id}`, defaultMessage });
  const [reason, setReason] = useState('');
  const [open, setOpen] = useState(false);
  const full = day.capacity > 0 && day.used >= day.capacity;
  const off = day.blocked || day.blocked_in_settings || day.closed;
  const background = off
    ? 'neutral150'
    : full
      ? 'danger100'
      : day.used > 0
        ? 'success100'
        : 'neutral0';
  return (
    <Box
      background={background}
      padding={2}
      hasRadius
      borderColor={day.date === today ? 'primary600' : 'neutral200'}
      borderStyle="solid"
      borderWidth="1px"
      minHeight="88px"
      data-testid={`board-day-${day.date}`}
      data-blocked={day.blocked ? 'true' : 'false'}
    >
      <Flex direction="column" alignItems="stretch" gap={1}>
        <Flex justifyContent="space-between" gap={1} wrap="wrap">
          <Typography fontWeight="bold">{Number(day.date.slice(8))}</Typography>
          {day.used > 0 ? (
            <Link
              tag={NavLink}
              to={`/plugins/bookings/day/${day.date}`}
              aria-label={formatMessage(
                { id: 'bookings.sheet.linkFor', defaultMessage: 'Day sheet of {date}' },
                { date: day.date },
              )}
              data-testid={`day-sheet-link-${day.date}`}
            >
              {t('sheet.link', 'Day sheet')}
            </Link>
          ) : null}
        </Flex>
        <Typography variant="pi">
          {day.used}/{day.capacity}
        </Typography>
        {day.closed && <Typography variant="pi">{t('board.closed', 'Closed')}</Typography>}
        {(day.blocked || day.blocked_in_settings) && (
          <Typography
            variant="pi"
            textColor="danger600"
            title={day.reason ?? undefined}
            style={{ overflowWrap: 'anywhere' }}
            data-testid="board-reason"
          >
            {t('board.blocked', 'Blocked')}
            {day.reason ? `: ${day.reason}` : ''}
          </Typography>
        )}
        {canManage &&
          day.date >= today &&
          !day.closed &&
          (day.blocked ? (
            <Button size="S" variant="tertiary" onClick={() => onUnblock(day.date)}>
              {t('board.unblock', 'Unblock')}
            </Button>
          ) : (
            <Dialog.Root open={open} onOpenChange={setOpen}>
              <Dialog.Trigger>
                <Button
                  size="S"
                  variant="tertiary"
                  aria-label={`${t('board.block', 'Block')} ${day.date}`}
                >
                  {t('board.block', 'Block')}
                </Button>
              </Dialog.Trigger>
              <Dialog.Content>
                <Dialog.Header>
                  {t('board.block', 'Block')} {day.date}
                </Dialog.Header>
                <Dialog.Body>
                  <Field.Root name="reason" width="100%">
                    <Field.Label>{t('board.reason', 'Reason (only you see it)')}</Field.Label>
                    <TextInput
                      value={reason}
                      onChange={(e: React.ChangeEvent<HTMLInputElement>) =>
                        setReason(e.target.value)
                      }
                    />
                  </Field.Root>
                </Dialog.Body>
                <Dialog.Footer>
                  <Dialog.Cancel>
                    <Button variant="tertiary">{t('action.back', 'Back')}</Button>
                  </Dialog.Cancel>
                  <Button
                    variant="danger"
                    onClick={async () => {
                      await onBlock(day.date, reason.trim());
                      setOpen(false);
                    }}
                  >
                    {t('board.block', 'Block')}
                  </Button>
                </Dialog.Footer>
              </Dialog.Content>
            </Dialog.Root>
          ))}
      </Flex>
    </Box>
  );
}

export function BoardPage() {
  const { formatMessage, locale } = useIntl();
  const t = (id: string, defaultMessage: string) =>
    formatMessage({ id: `bookings.${id}`, defaultMessage });
  const { get, post, del } = useFetchClient();
  const { toggleNotification } = useNotification();
  const { allowedActions } = useRBAC({ manageDays: PERMISSIONS.manageDays });
  const [month, setMonth] = useState<string | null>(null);
  const [board, setBoard] = useState<Board | null>(null);
  const [error, setError] = useState<unknown>(null);

  const load = useCallback(() => {
    setError(null);
    get<{ data: Board }>('/bookings/board', { params: month ? { month } : {} }).then(
      (res) => setBoard(res.data.data),
      setError,
    );
  }, [get, month]);
  useEffect(load, [load]);

  const act = async (work: () => Promise<unknown>) => {
    try {
      await work();
      load();
    } catch (err) {
      toggleNotification({ type: 'danger', message: failure(err, locale).message });
    }
  };
  const current = board?.month ?? month ?? '';
  const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  return (
    <Page.Main>
      <Page.Title>{t('board.title', 'Month board')}</Page.Title>
      <Layouts.Header
        navigationAction={
          <Link tag={NavLink} to="/plugins/bookings" startIcon={<ArrowLeft />}>
            {t('detail.back', 'Back to the queue')}
          </Link>
        }
        title={t('board.title', 'Month board')}
        subtitle={
          board
            ? `${board.month} · ${t('board.capacity', 'Places per day')}: ${board.capacity}`
            : ''
        }
        primaryAction={
          <Link href={`/admin${SETTINGS_URL}`} startIcon={<Cog />}>
            {t('board.settings', 'Booking settings')}
          </Link>
        }
      />
      <Layouts.Content>
        <Flex gap={3} paddingBottom={4} justifyContent="space-between">
          <Button
            variant="tertiary"
            onClick={() => setMonth(shiftMonth(current, -1))}
            disabled={!board}
          >
            ‹ {t('board.previous', 'Previous month')}
          </Button>
          <Typography variant="delta" tag="h2">
            {current}
          </Typography>
          <Button
            variant="tertiary"
            onClick={() => setMonth(shiftMonth(current, 1))}
            disabled={!board}
          >
            {t('board.next', 'Next month')} ›
          </Button>
        </Flex>
        {error ? (
          <Problem error={error} />
        ) : !board ? (
          <Page.Loading />
        ) : (
          <Box
            style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 4 }}
            paddingBottom={8}
          >
            <WeekdayHeaders days={weekdays} />
            {Array.from({ length: leadingBlanks(board.days[0]!.date) }, (_, i) => (
              <div key={`blank-${i}`} />
            ))}
            {board.days.map((day) => (
              <DayCell
                key={day.date}
                day={day}
                today={board.today}
                canManage={allowedActions.canManageDays}
                onBlock={(date, reason) =>
                  act(() => post('/bookings/blocked-days', { date, reason: reason || undefined }))
                }
                onUnblock={(date) => act(() => del(`/bookings/blocked-days/${date}`))}
              />
            ))}
          </Box>
        )}
        {board ? (
          <WaitlistPanel from={board.days[0]!.date} to={board.days[board.days.length - 1]!.date} />
        ) : null}
        <Figures month={current || undefined} />
      </Layouts.Content>
    </Page.Main>
  );
}
