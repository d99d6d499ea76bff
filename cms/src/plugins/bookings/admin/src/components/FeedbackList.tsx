// New feedback messages on the desk (issue 42.4): counted like a proof to verify, each with a
// reply by mail (mailto:, her own mail program) and a way to mark it handled.
import { Box, Button, Flex, Link, Loader, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { BOOKINGS_CHANGED } from '../proof-badge';
import { Problem } from './Problem';

interface Feedback {
  documentId: string;
  name: string | null;
  email: string | null;
  rating: number | null;
  type: string | null;
  message: string | null;
  createdAt: string;
}

/** A reply's mailto: link, with her subject and the message quoted. */
export function replyLink(f: Pick<Feedback, 'email' | 'message'>, subject: string): string {
  const quoted = (f.message ?? '')
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');
  return `mailto:${encodeURIComponent(f.email ?? '')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`\n\n${quoted}`)}`;
}

export function FeedbackList() {
  const { get, put } = useFetchClient();
  const { formatMessage } = useIntl();
  const t = (id: string, defaultMessage: string) =>
    formatMessage({ id: `bookings.${id}`, defaultMessage });
  const [state, setState] = useState<{ data?: Feedback[]; error?: unknown }>({});
  const load = useCallback(() => {
    get<{ data: Feedback[] }>('/bookings/feedback').then(
      (res) => setState({ data: res.data.data }),
      (error: unknown) => setState({ error }),
    );
  }, [get]);
  useEffect(load, [load]);
  const handled = async (id: string) => {
    try {
      await put(`/bookings/feedback/${encodeURIComponent(id)}/handled`, {});
      window.dispatchEvent(new Event(BOOKINGS_CHANGED));
      load();
    } catch (error) {
      setState((s) => ({ ...s, error }));
    }
  };
  const list = state.data;
  return (
    <Box paddingBottom={8} data-testid="feedback-section">
      <Typography tag="h2" variant="delta">
        {t('feedback.title', 'New feedback')}
        {list ? ` (${list.length})` : ''}
      </Typography>
      <Box paddingTop={3}>
        {state.error ? (
          <Problem error={state.error} />
        ) : !list ? (
          <Loader small />
        ) : list.length === 0 ? (
          <Typography textColor="neutral600">{t('feedback.empty', 'No new feedback.')}</Typography>
        ) : (
          <Flex direction="column" alignItems="stretch" gap={3} tag="ul">
            {list.map((f) => (
              <Box
                tag="li"
                key={f.documentId}
                padding={3}
                hasRadius
                borderColor="neutral200"
                borderStyle="solid"
                borderWidth="1px"
                data-testid="feedback-item"
              >
                <Typography fontWeight="bold" tag="p">
                  {f.name ?? '–'}
                  {f.rating ? ` · ${'★'.repeat(f.rating)}` : ''}
                  {f.type ? ` · ${f.type}` : ''}
                </Typography>
                <Typography tag="p" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {f.message}
                </Typography>
                <Flex gap={4} paddingTop={2} wrap="wrap">
                  {f.email ? (
                    <Link
                      href={replyLink(f, t('feedback.subject', 'Your message to us'))}
                      data-testid="feedback-reply"
                    >
                      {t('feedback.reply', 'Reply by e-mail')}
                    </Link>
                  ) : null}
                  <Button variant="tertiary" size="S" onClick={() => handled(f.documentId)}>
                    {t('feedback.handled', 'Mark handled')}
                  </Button>
                </Flex>
              </Box>
            ))}
          </Flex>
        )}
      </Box>
    </Box>
  );
}
