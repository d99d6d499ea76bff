import { Box, Flex, Grid, Link, Typography } from '@strapi/design-system';
import { ArrowLeft } from '@strapi/icons';
import { Layouts, Page, useFetchClient, useNotification, useRBAC } from '@strapi/strapi/admin';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NavLink, useParams } from 'react-router-dom';
import { readerNextStatuses } from '@mystic/shared';
import { failure, money, type Booking, type Status } from '../api';
import { deskLang } from '../chart';
import { ActionDialog } from '../components/ActionDialog';
import { ChartFacts } from '../components/ChartFacts';
import { useLogWords } from '../components/log-words';
import { ProofThumb } from '../components/ProofThumb';
import { ThumbBar, WideOnly } from '../components/ThumbBar';
import { Problem } from '../components/Problem';
import { ReadingEditor } from '../components/ReadingEditor';
import { StatusBadge } from '../components/StatusBadge';
import { PERMISSIONS } from '../permissions';
import { BOOKINGS_CHANGED } from '../proof-badge';
import { deskWhen } from '../when';

function Fact({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Box paddingBottom={3} data-testid={testId}>
      <Typography variant="sigma" textColor="neutral600" tag="div">
        {label}
      </Typography>
      <Typography tag="div">{children ?? '–'}</Typography>
    </Box>
  );
}

/** One titled card of the page: half its width beside another, or the whole (`wide`). */
function Card({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <Grid.Item col={wide ? 12 : 6} s={12} xs={12} direction="column" alignItems="stretch">
      <Box background="neutral0" padding={5} shadow="tableShadow" hasRadius>
        <Typography tag="h2" variant="delta">
          {title}
        </Typography>
        {children}
      </Box>
    </Grid.Item>
  );
}

/** A numbered list of what happened to the booking, one line each. */
function Log<T>({
  items,
  line,
  testId,
}: {
  items: T[];
  line: (item: T) => ReactNode;
  testId: string;
}) {
  return (
    <Box paddingTop={4} tag="ol" data-testid={testId}>
      {items.map((item, i) => (
        <Box tag="li" key={i} paddingBottom={2}>
          <Typography>{line(item)}</Typography>
        </Box>
      ))}
    </Box>
  );
}

export function DetailPage() {
  const { no = '' } = useParams();
  const { formatMessage, locale } = useIntl();
  const t = (id: string, defaultMessage: string) =>
    formatMessage({ id: `bookings.${id}`, defaultMessage });
  const { historyLine, mailKind } = useLogWords();
  /** One line of a mail: what, to whom, how its sending went. */
  const mailLine = (m: NonNullable<Booking['mails']>[number]) =>
    [
      `${mailKind(m.kind)} → ${m.to === 'reader' ? t('detail.mailToReader', 'you') : (m.to ?? '')}`,
      t(`detail.mail.${m.status}`, m.status),
      deskWhen(m.sent_at, locale),
      m.status !== 'sent' && m.last_error ? m.last_error : '',
    ]
      .filter(Boolean)
      .join(' · ');
  const { get, put } = useFetchClient();
  const { toggleNotification } = useNotification();
  const { allowedActions } = useRBAC({ updateStatus: PERMISSIONS.updateStatus });
  const [booking, setBooking] = useState<Booking | null>(null);
  const [error, setError] = useState<unknown>(null);

  const load = useCallback(() => {
    // ?locale: the gender and birth weekday come back named in the desk's language.
    get<{ data: Booking }>(`/bookings/appointments/${encodeURIComponent(no)}`, {
      params: { locale: deskLang(locale) },
    }).then((res) => setBooking(res.data.data), setError);
  }, [get, no, locale]);
  useEffect(load, [load]);

  const change = async (to: Status, note: string) => {
    try {
      const res = await put<{ data: Booking }>(
        `/bookings/appointments/${encodeURIComponent(no)}/status`,
        { status: to, note: note || undefined },
        { params: { locale: deskLang(locale) } },
      );
      const rejected = booking?.status === 'Verifying' && to === 'Pending';
      setBooking(res.data.data);
      window.dispatchEvent(new Event(BOOKINGS_CHANGED));
      toggleNotification({
        type: 'success',
        message: rejected
          ? t('action.rejected', 'Proof rejected; the member was asked to pay again.')
          : formatMessage(
              { id: 'bookings.action.done', defaultMessage: 'The booking is now {status}.' },
              { status: formatMessage({ id: `bookings.status.${to}`, defaultMessage: to }) },
            ),
      });
    } catch (err) {
      toggleNotification({ type: 'danger', message: failure(err, locale).message });
      load();
      throw err;
    }
  };

  if (error) {
    return (
      <Page.Main>
        <Layouts.Content>
          <Box paddingTop={8}>
            <Problem error={error} />
          </Box>
        </Layouts.Content>
      </Page.Main>
    );
  }
  if (!booking) return <Page.Loading />;
  const b = booking;
  // A cancellation sits apart from confirming or rejecting (issue 39.9): no stray tap ends it.
  const next = readerNextStatuses(b.status);
  const steps = next.filter((to) => to !== 'Cancelled');
  const ending = next.includes('Cancelled') ? ('Cancelled' as const) : null;
  return (
    <Page.Main>
      <Page.Title>{b.appointment_no}</Page.Title>
      <Layouts.Header
        navigationAction={
          <Link tag={NavLink} to="/plugins/bookings" startIcon={<ArrowLeft />}>
            {t('detail.back', 'Back to the queue')}
          </Link>
        }
        title={b.appointment_no}
        subtitle={
          <Flex gap={2} tag="span">
            <StatusBadge status={b.status} testId="booking-status" />
            <Typography>{b.appointment_date}</Typography>
            <Link tag={NavLink} to={`/plugins/bookings/day/${b.appointment_date}`}>
              {t('sheet.link', 'Day sheet')}
            </Link>
          </Flex>
        }
        primaryAction={
          allowedActions.canUpdateStatus ? (
            <WideOnly>
              <Flex gap={2} wrap="wrap" data-testid="booking-actions">
                {steps.map((to) => (
                  <ActionDialog key={to} to={to} onConfirm={(note) => change(to, note)} />
                ))}
              </Flex>
            </WideOnly>
          ) : undefined
        }
      />
      <Layouts.Content>
        <Grid.Root gap={6}>
          <Card title={t('detail.customer', 'Customer')}>
            <Box paddingTop={4}>
              <Fact label={t('detail.name', 'Name')}>{b.user.name}</Fact>
              {b.subject_name ? (
                <Fact label={t('waitlist.readingFor', 'Reading for')}>
                  {b.subject_name}
                  {b.subject_phone ? ` · ${b.subject_phone}` : ''}
                </Fact>
              ) : null}
              <Fact label={t('detail.email', 'E-mail')}>{b.email}</Fact>
              <Fact label={t('detail.phone', 'Phone')}>{b.user.phone}</Fact>
              <Fact label={t('detail.dob', 'Date of birth')}>{b.dob}</Fact>
              <Fact label={t('detail.gender', 'Gender')} testId="fact-gender">
                {b.gender_name ?? String(b.gender)}
              </Fact>
              <Fact label={t('detail.weekday', 'Birth weekday')} testId="fact-weekday">
                {b.birthday_name ?? String(b.birthday)}
              </Fact>
              <Fact label={t('detail.social', 'Social account')}>{b.social_link}</Fact>
              <Fact label={t('detail.desc', 'Description')}>{b.desc}</Fact>
              <Fact label={t('detail.bookedOn', 'Booked on')}>{b.date}</Fact>
            </Box>
          </Card>
          <Card title={t('chart.title', 'Chart')}>
            <ChartFacts dob={b.dob} half={b.birthday_half} />
          </Card>
          <Card title={t('detail.packages', 'Packages')}>
            <Box paddingTop={4}>
              {b.appointment_packages.map((l) => (
                <Flex key={l.id} justifyContent="space-between" gap={3} paddingBottom={2}>
                  <Typography>{l.package_name}</Typography>
                  <Typography textAlign="right">
                    {money(l.balance)} Ks · {money(l.th_balance)} ฿
                    {l.discount_amt > 0 ? ` (−${money(l.discount_amt)} Ks)` : ''}
                  </Typography>
                </Flex>
              ))}
              <Flex justifyContent="space-between" paddingTop={2}>
                <Typography fontWeight="bold">{t('detail.total', 'Total')}</Typography>
                <Typography fontWeight="bold" data-testid="booking-total">
                  {money(b.balance)} Ks · {money(b.th_balance)} ฿
                </Typography>
              </Flex>
            </Box>
            <Box paddingTop={5}>
              <Fact label={t('detail.paymentType', 'Payment type')}>{b.payment_type?.name}</Fact>
              <Fact label={t('detail.transaction', 'Transaction no.')}>{b.transaction_no}</Fact>
              <Typography variant="sigma" textColor="neutral600" tag="div">
                {t('detail.proof', 'Payment proof')}
              </Typography>
              <Box paddingTop={2}>
                {b.has_proof ? (
                  <ProofThumb no={b.appointment_no} />
                ) : (
                  <Typography textColor="neutral600">
                    {t('detail.noProof', 'No image sent.')}
                  </Typography>
                )}
              </Box>
            </Box>
          </Card>
          <Card title={t('reading.title', 'Your reading')} wide>
            <ReadingEditor
              no={b.appointment_no}
              status={b.status}
              canEdit={Boolean(allowedActions.canUpdateStatus)}
              onSent={load}
            />
          </Card>
          <Card title={t('detail.history', 'History')} wide>
            <Log testId="booking-history" items={b.history ?? []} line={historyLine} />
          </Card>
          <Card title={t('detail.mails', 'E-mails')} wide>
            <Log testId="booking-mails" items={b.mails ?? []} line={mailLine} />
          </Card>
          {allowedActions.canUpdateStatus && ending ? (
            <Card title={t('action.otherActions', 'Other actions')} wide>
              <Box paddingTop={4} data-testid="booking-other-actions">
                <ActionDialog to={ending} onConfirm={(note) => change(ending, note)} />
              </Box>
            </Card>
          ) : null}
        </Grid.Root>
        {allowedActions.canUpdateStatus && steps.length > 0 ? (
          <ThumbBar>
            {steps.map((to) => (
              <ActionDialog key={to} to={to} onConfirm={(note) => change(to, note)} />
            ))}
          </ThumbBar>
        ) : null}
      </Layouts.Content>
    </Page.Main>
  );
}
