// Her notices in one place (issue 42): this device's push subscription, her other devices (with
// a test push each), which notices she wants, quiet hours, their language, and her Telegram link.
import {
  Box,
  Button,
  Checkbox,
  Field,
  Flex,
  Link,
  Loader,
  SingleSelect,
  SingleSelectOption,
  TextInput,
  Typography,
} from '@strapi/design-system';
import { ArrowLeft } from '@strapi/icons';
import { Layouts, Page, useFetchClient, useNotification } from '@strapi/strapi/admin';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { READER_NOTICE_KINDS, type AnswerOf, type ReaderNoticeKind } from '@mystic/shared';
import { Problem } from '../components/Problem';
import { deviceLabel, pushSupported, subscribeThisDevice } from './push';

// Her settings as the reader API answers them (its contract, issue 40), through the desk's server.
type NotifyView = AnswerOf<'deskNotify'>['data'];
type Settings = NotifyView['settings'];

const KIND_TEXTS: Record<ReaderNoticeKind, string> = {
  new_booking: 'A new booking',
  proof: 'A payment proof to verify (amount and payment type)',
  member_cancelled: 'A member cancels',
  member_moved: 'A member moves a booking',
  waitlist_accepted: 'A waitlist offer is accepted',
  morning_summary: 'The morning summary of the day (08:00)',
};

export function NotifySettingsPage() {
  const { formatMessage, locale } = useIntl();
  const t = (id: string, defaultMessage: string, values?: Record<string, string | number>) =>
    formatMessage({ id: `bookings.notify.${id}`, defaultMessage }, values);
  const { get, put, post, del } = useFetchClient();
  const { toggleNotification } = useNotification();
  const lang = locale === 'my' ? 'my' : 'en';
  const [view, setView] = useState<NotifyView>();
  const [draft, setDraft] = useState<Settings>();
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<string>();

  const take = (data: NotifyView) => {
    setView(data);
    setDraft(data.settings);
  };
  const load = useCallback(() => {
    get<{ data: NotifyView }>('/bookings/notify', { params: { locale: lang } }).then(
      (res) => take(res.data.data),
      setError,
    );
  }, [lang]);
  useEffect(load, [load]);

  /** Runs a call, shows its failure as a toast, reloads what it changed. */
  const act = async (work: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await work();
      if (done) toggleNotification({ type: 'success', message: done });
      load();
    } catch (err) {
      const failed = (err as { message?: string }).message === 'permission';
      toggleNotification({
        type: 'danger',
        message: failed
          ? t('permission', 'Notifications are blocked for this site in the browser settings.')
          : t('failed', 'That did not work. Try again.'),
      });
    } finally {
      setBusy(false);
    }
  };

  const subscribe = () =>
    act(
      async () => {
        const subscription = await subscribeThisDevice(view!.push.public_key!);
        await post(
          '/bookings/notify/devices',
          { subscription, label: deviceLabel() },
          {
            params: { locale: lang },
          },
        );
      },
      t('subscribed', 'This device will be notified.'),
    );

  const save = () =>
    act(() => put('/bookings/notify', draft, { params: { locale: lang } }), t('saved', 'Saved.'));

  const toggleKind = (kind: ReaderNoticeKind, on: boolean) =>
    setDraft(
      (d) =>
        d && {
          ...d,
          events: on
            ? [...d.events.filter((k) => k !== kind), kind]
            : d.events.filter((k) => k !== kind),
        },
    );

  const quiet = (key: 'quiet_from' | 'quiet_to', value: string) =>
    setDraft((d) => d && { ...d, [key]: value || null });

  return (
    <Page.Main>
      <Page.Title>{t('title', 'Notifications')}</Page.Title>
      <Layouts.Header
        title={t('title', 'Notifications')}
        subtitle={t('subtitle', 'What reaches your phone, and when')}
        navigationAction={
          <Link tag={NavLink} to="/plugins/bookings" startIcon={<ArrowLeft />}>
            {t('back', 'Bookings')}
          </Link>
        }
      />
      <Layouts.Content>
        {error ? (
          <Problem error={error} />
        ) : !view || !draft ? (
          <Loader />
        ) : (
          <Flex direction="column" alignItems="stretch" gap={6} data-testid="notify-settings">
            <Box background="neutral0" padding={5} shadow="tableShadow" hasRadius>
              <Typography tag="h2" variant="delta">
                {t('devices', 'Devices')}
              </Typography>
              <Box paddingTop={3} paddingBottom={3}>
                {!view.push.public_key ? (
                  <Typography>
                    {t('push.off', 'Push notifications are not set up on this site.')}
                  </Typography>
                ) : pushSupported() ? (
                  <Button onClick={subscribe} disabled={busy} data-testid="notify-subscribe">
                    {t('subscribe', 'Notify me on this device')}
                  </Button>
                ) : (
                  <Typography>
                    {t(
                      'push.unsupported',
                      'This browser cannot receive notifications. On an iPhone, add the site to the home screen first.',
                    )}
                  </Typography>
                )}
              </Box>
              {view.devices.length === 0 ? (
                <Typography textColor="neutral600">
                  {t('devices.none', 'No device is notified yet.')}
                </Typography>
              ) : (
                <Flex direction="column" alignItems="stretch" gap={2} tag="ul">
                  {view.devices.map((d) => (
                    <Flex
                      key={d.id}
                      tag="li"
                      gap={2}
                      wrap="wrap"
                      justifyContent="space-between"
                      data-testid="notify-device"
                    >
                      <Typography>
                        {d.label} ·{' '}
                        {new Date(d.created_at).toLocaleDateString(
                          lang === 'my' ? 'my-MM' : 'en-GB',
                        )}
                      </Typography>
                      <Flex gap={2}>
                        <Button
                          variant="secondary"
                          size="S"
                          disabled={busy}
                          onClick={() =>
                            act(
                              () => post('/bookings/notify/test', { id: d.id }),
                              t('tested', 'Test sent.'),
                            )
                          }
                        >
                          {t('test', 'Send a test')}
                        </Button>
                        <Button
                          variant="danger-light"
                          size="S"
                          disabled={busy}
                          onClick={() =>
                            act(() => del(`/bookings/notify/devices/${encodeURIComponent(d.id)}`))
                          }
                        >
                          {t('remove', 'Remove')}
                        </Button>
                      </Flex>
                    </Flex>
                  ))}
                </Flex>
              )}
            </Box>

            <Box background="neutral0" padding={5} shadow="tableShadow" hasRadius>
              <Typography tag="h2" variant="delta">
                {t('events', 'Tell me when')}
              </Typography>
              <Flex direction="column" alignItems="stretch" gap={3} paddingTop={3}>
                {READER_NOTICE_KINDS.map((kind) => (
                  <Checkbox
                    key={kind}
                    name={kind}
                    checked={draft.events.includes(kind)}
                    onCheckedChange={(on: boolean | 'indeterminate') =>
                      toggleKind(kind, on === true)
                    }
                  >
                    {t(`kind.${kind}`, KIND_TEXTS[kind])}
                  </Checkbox>
                ))}
              </Flex>
              <Typography tag="h3" variant="sigma" paddingTop={5}>
                {t('quiet', 'Quiet hours (held until they end)')}
              </Typography>
              <Flex gap={4} paddingTop={2} wrap="wrap">
                {(
                  [
                    ['quiet_from', t('quiet.from', 'From')],
                    ['quiet_to', t('quiet.to', 'To')],
                  ] as const
                ).map(([key, label]) => (
                  <Field.Root key={key} name={key}>
                    <Field.Label>{label}</Field.Label>
                    <TextInput
                      type="time"
                      value={draft[key] ?? ''}
                      onChange={(e: React.ChangeEvent<HTMLInputElement>) =>
                        quiet(key, e.target.value)
                      }
                    />
                  </Field.Root>
                ))}
              </Flex>
              <Box paddingTop={4} maxWidth="20rem">
                <Field.Root name="locale">
                  <Field.Label>{t('language', 'Language of the notices')}</Field.Label>
                  <SingleSelect
                    value={draft.locale}
                    onChange={(v: string | number) =>
                      setDraft((d) => d && { ...d, locale: v === 'my' ? 'my' : 'en' })
                    }
                  >
                    <SingleSelectOption value="en">English</SingleSelectOption>
                    <SingleSelectOption value="my">မြန်မာ</SingleSelectOption>
                  </SingleSelect>
                </Field.Root>
              </Box>
              <Box paddingTop={4}>
                <Button onClick={save} disabled={busy} data-testid="notify-save">
                  {t('save', 'Save')}
                </Button>
              </Box>
            </Box>

            <Box background="neutral0" padding={5} shadow="tableShadow" hasRadius>
              <Typography tag="h2" variant="delta">
                Telegram
              </Typography>
              <Box paddingTop={3}>
                {!view.telegram.available ? (
                  <Typography>
                    {t('telegram.off', 'Telegram is not set up on this site.')}
                  </Typography>
                ) : view.telegram.linked ? (
                  <Flex gap={3} wrap="wrap">
                    <Typography>
                      {t(
                        'telegram.linked',
                        'Linked: proofs arrive in Telegram with Confirm and Reject.',
                      )}
                    </Typography>
                    <Button
                      variant="danger-light"
                      disabled={busy}
                      onClick={() =>
                        act(
                          () => del('/bookings/notify/telegram'),
                          t('telegram.unlinked', 'Telegram unlinked.'),
                        )
                      }
                    >
                      {t('telegram.unlink', 'Unlink Telegram')}
                    </Button>
                  </Flex>
                ) : (
                  <Flex direction="column" alignItems="start" gap={3}>
                    <Typography>
                      {t(
                        'telegram.about',
                        'Get new proofs in Telegram with Confirm and Reject buttons. Mail and push still go.',
                      )}
                    </Typography>
                    {link ? (
                      <Link href={link} isExternal data-testid="telegram-link">
                        {t('telegram.open', 'Open Telegram and press Start (valid 15 minutes)')}
                      </Link>
                    ) : (
                      <Button
                        disabled={busy}
                        onClick={() =>
                          act(async () => {
                            const res = await post<AnswerOf<'deskTelegramLink'>>(
                              '/bookings/notify/telegram',
                              {},
                              {
                                params: { locale: lang },
                              },
                            );
                            setLink(res.data.data.url);
                          })
                        }
                      >
                        {t('telegram.link', 'Link Telegram')}
                      </Button>
                    )}
                  </Flex>
                )}
              </Box>
            </Box>
          </Flex>
        )}
      </Layouts.Content>
    </Page.Main>
  );
}
