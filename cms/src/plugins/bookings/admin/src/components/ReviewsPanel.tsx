// Issue 44: the members' reviews in the desk. New ones first: the reader approves (it shows on
// /packages and the home page) or hides each, and may answer one publicly.
import { Box, Button, Flex, Textarea, Typography } from '@strapi/design-system';
import { useFetchClient, useNotification, useRBAC } from '@strapi/strapi/admin';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { DeskReview } from '@mystic/shared';
import { failure } from '../api';
import { PERMISSIONS } from '../permissions';
import { Problem } from './Problem';

function ReviewItem({ review, onChanged }: { review: DeskReview; onChanged: () => void }) {
  const { formatMessage, locale } = useIntl();
  const t = (id: string, defaultMessage: string) =>
    formatMessage({ id: `bookings.reviews.${id}`, defaultMessage });
  const { put } = useFetchClient();
  const { toggleNotification } = useNotification();
  const { allowedActions } = useRBAC({ updateStatus: PERMISSIONS.updateStatus });
  const [reply, setReply] = useState(review.reply ?? '');
  const act = async (body: { status?: 'approved' | 'hidden'; reply?: string | null }) => {
    try {
      await put(`/bookings/reviews/${encodeURIComponent(review.id)}`, body);
      onChanged();
    } catch (err) {
      toggleNotification({ type: 'danger', message: failure(err, locale).message });
    }
  };
  return (
    <Box
      tag="li"
      padding={4}
      background="neutral0"
      hasRadius
      shadow="tableShadow"
      data-testid="desk-review"
    >
      <Flex justifyContent="space-between" wrap="wrap" gap={2}>
        <Typography fontWeight="bold">
          {'★'.repeat(review.rating)}
          {'☆'.repeat(5 - review.rating)} · {review.member_name} ({review.author})
        </Typography>
        <Typography variant="pi" textColor="neutral600">
          {review.appointment_no} · {review.package_names} ·{' '}
          {t(`state.${review.status}`, review.status)}
        </Typography>
      </Flex>
      <Box paddingTop={2}>
        <Typography tag="p">{review.text || '–'}</Typography>
      </Box>
      {allowedActions.canUpdateStatus ? (
        <>
          <Box paddingTop={3}>
            <Textarea
              aria-label={t('reply', 'Your public answer (optional)')}
              placeholder={t('reply', 'Your public answer (optional)')}
              value={reply}
              onChange={(e: React.ChangeEvent<HTMLTextAreaElement>) => setReply(e.target.value)}
            />
          </Box>
          <Flex gap={2} paddingTop={3} wrap="wrap">
            <Button
              onClick={() => void act({ status: 'approved', reply: reply.trim() || null })}
              data-testid="review-approve"
            >
              {t('approve', 'Approve')}
            </Button>
            <Button
              variant="danger-light"
              onClick={() => void act({ status: 'hidden', reply: reply.trim() || null })}
            >
              {t('hide', 'Hide')}
            </Button>
          </Flex>
        </>
      ) : null}
    </Box>
  );
}

export function ReviewsPanel() {
  const { formatMessage } = useIntl();
  const { get } = useFetchClient();
  const [reviews, setReviews] = useState<DeskReview[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const load = useCallback(() => {
    get<{ data: DeskReview[] }>('/bookings/reviews?status=new').then(
      (res) => setReviews(res.data.data),
      setError,
    );
  }, [get]);
  useEffect(load, [load]);
  if (error) return <Problem error={error} />;
  if (!reviews || reviews.length === 0) return null;
  return (
    <Box paddingBottom={8} data-testid="desk-reviews">
      <Typography tag="h2" variant="beta">
        {formatMessage({ id: 'bookings.reviews.title', defaultMessage: 'New reviews' })}
      </Typography>
      <Flex tag="ol" direction="column" alignItems="stretch" gap={3} paddingTop={3}>
        {reviews.map((r) => (
          <ReviewItem key={r.id} review={r} onChanged={load} />
        ))}
      </Flex>
    </Box>
  );
}
