// Scheduling made visible (issue 39): the site hides a published post until its publication date,
// while Strapi calls it "Published" all the same. The post's edit view gets a side panel saying
// when it will appear and how scheduling works, the Posts list shows "Scheduled for 30 Nov, 09:00"
// in the date column, and a link above the list shows every post still waiting.
import { BURMESE_MONTHS } from '@mystic/shared';
import { Box, Flex, LinkButton, Typography } from '@strapi/design-system';
import { useForm } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router-dom';
import type { PostMessageId } from './messages';

export const POST_UID = 'api::post.post';
const POSTS_PATH = `/content-manager/collection-types/${POST_UID}`;

/**
 * "30 Nov, 09:00" (the year only when it is not this one), day before month in both languages,
 * in the admin's local time, as its date picker shows it.
 */
export function formatWhen(value: string | Date, locale: string, now = new Date()): string {
  const date = new Date(value);
  const month = locale.startsWith('my')
    ? BURMESE_MONTHS[date.getMonth()]
    : new Intl.DateTimeFormat('en-GB', { month: 'short' }).format(date);
  const year = date.getFullYear() === now.getFullYear() ? '' : ` ${date.getFullYear()}`;
  const time = [date.getHours(), date.getMinutes()].map((n) => String(n).padStart(2, '0'));
  return `${date.getDate()} ${month}${year}, ${time.join(':')}`;
}

/** A quiet highlighted label (Strapi's Badge capitalises and clips; this wraps). */
function Pill({ children, testId }: { children: string; testId?: string }) {
  return (
    <Box
      background="secondary100"
      borderColor="secondary200"
      hasRadius
      paddingLeft={2}
      paddingRight={2}
      paddingTop={1}
      paddingBottom={1}
      data-testid={testId}
    >
      <Typography variant="pi" fontWeight="bold" textColor="secondary700">
        {children}
      </Typography>
    </Box>
  );
}

type Status = 'draft' | 'published' | 'modified' | string | undefined;

const future = (value: unknown, now: Date): value is string =>
  typeof value === 'string' && value !== '' && new Date(value).getTime() > now.getTime();

/** Published (its public version exists) with a date still ahead: the site hides it until then. */
export const isScheduled = (date: unknown, status: Status, now = new Date()): date is string =>
  status !== undefined && status !== 'draft' && future(date, now);

/** The Posts list holding only posts whose date is still ahead, soonest first. */
export function waitingPostsPath(locale: string | undefined, now = new Date()): string {
  const query = [
    `filters[$and][0][published_date][$gt]=${encodeURIComponent(now.toISOString())}`,
    'sort=published_date:ASC',
    'page=1',
    `plugins[i18n][locale]=${encodeURIComponent(locale || 'en')}`,
  ];
  return `${POSTS_PATH}?${query.join('&')}`;
}

function useText() {
  const { formatMessage, locale } = useIntl();
  return {
    locale,
    t: (id: PostMessageId, values?: Record<string, string>) =>
      formatMessage({ id, defaultMessage: id }, values),
  };
}

const localeOf = (search: string) =>
  new URLSearchParams(search).get('plugins[i18n][locale]') ?? undefined;

function WaitingLink() {
  const { t } = useText();
  const { search } = useLocation();
  return (
    <LinkButton tag={NavLink} to={waitingPostsPath(localeOf(search))} variant="tertiary" size="S">
      {t('mystic.schedule.waiting.all')}
    </LinkButton>
  );
}

interface PanelProps {
  model: string;
  document?: { status?: Status; published_date?: string | null } | null;
}

/** The edit view's "Scheduling" panel (a Content Manager side panel description). */
export function SchedulingPanel({ model, document }: PanelProps) {
  const { t, locale } = useText();
  const date = useForm(
    'MysticSchedulingPanel',
    (state) => (state.values as Record<string, unknown>).published_date,
  );
  if (model !== POST_UID) return null;
  const now = new Date();
  const status = document?.status;
  const when = typeof date === 'string' && date ? formatWhen(date, locale, now) : '';
  let state: { id: PostMessageId; badge: boolean } | null = null;
  if (isScheduled(date, status, now)) state = { id: 'mystic.schedule.scheduled', badge: true };
  else if (future(date, now)) state = { id: 'mystic.schedule.onPublish', badge: false };
  else if (when && status && status !== 'draft')
    state = { id: 'mystic.schedule.visible', badge: false };
  return {
    title: t('mystic.schedule.title'),
    content: (
      <Flex direction="column" alignItems="stretch" gap={2} data-testid="post-scheduling">
        {state?.badge ? (
          <>
            <Pill>{t('mystic.schedule.scheduled', { when })}</Pill>
            <Typography variant="pi">{t('mystic.schedule.scheduled.detail', { when })}</Typography>
          </>
        ) : state ? (
          <Typography variant="omega">{t(state.id, { when })}</Typography>
        ) : null}
        <Typography variant="pi" textColor="neutral600">
          {t('mystic.schedule.how')}
        </Typography>
        <WaitingLink />
      </Flex>
    ),
  };
}

/** The list's date cell: the date day-month, and "Scheduled for …" while the site waits. */
function PublishedDateCell({ value, status }: { value: unknown; status: Status }) {
  const { t, locale } = useText();
  if (typeof value !== 'string' || !value) return <Typography textColor="neutral800">-</Typography>;
  const when = formatWhen(value, locale);
  if (isScheduled(value, status)) {
    return <Pill>{t('mystic.schedule.scheduled', { when })}</Pill>;
  }
  return <Typography textColor="neutral800">{when}</Typography>;
}

interface ListHeader {
  name: string;
  cellFormatter?: unknown;
  [key: string]: unknown;
}

/**
 * The Content Manager's list-column hook: the posts' date column tells scheduled ones, and comes
 * right after the title, where a phone's narrow list still shows it.
 */
export function scheduledDateColumn<T extends { displayedHeaders: ListHeader[] }>(args: T): T {
  const date = args.displayedHeaders.find((header) => header.name === 'published_date');
  if (!date) return args;
  const rest = args.displayedHeaders.filter((header) => header !== date);
  const column = {
    ...date,
    cellFormatter: (row: { published_date?: unknown; status?: Status }) => (
      <PublishedDateCell value={row.published_date} status={row.status} />
    ),
  };
  return { ...args, displayedHeaders: [...rest.slice(0, 1), column, ...rest.slice(1)] };
}

/** Beside the entry's title (on a phone too, where the panels are folded away): "Scheduled for". */
export function ScheduledHeaderStatus({ model, document }: PanelProps) {
  const { t, locale } = useText();
  const date = document?.published_date;
  if (model !== POST_UID || !isScheduled(date, document?.status)) return null;
  const when = formatWhen(date, locale);
  return {
    label: t('mystic.schedule.scheduled', { when }),
    _status: {
      message: <Pill testId="post-scheduled-status">{t('mystic.schedule.short', { when })}</Pill>,
    },
  };
}

/** Above the Posts list: everything scheduled, one tap away. */
export function ScheduledPostsAction() {
  const { t } = useText();
  const { pathname, search } = useLocation();
  if (!pathname.endsWith(POSTS_PATH)) return null;
  return (
    <LinkButton tag={NavLink} to={waitingPostsPath(localeOf(search))} variant="tertiary" size="S">
      {t('mystic.schedule.waiting')}
    </LinkButton>
  );
}
