// The proof as a thumbnail that opens full screen (issue 42.3): on the queue's cards beside the
// amount expected, and on the booking's page.
import { Loader, Typography } from '@strapi/design-system';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { useProofUrl } from '../proof-url';
import { Problem } from './Problem';
import { ProofViewer } from './ProofViewer';

const Opener = styled.button`
  display: block;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.neutral200};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.neutral100};
  cursor: zoom-in;
  overflow: hidden;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary600};
  }
`;

export function ProofThumb({
  no,
  size,
  testId = 'proof-image',
}: {
  no: string;
  /** A square thumbnail of this many px; unset: the image at up to the column's width. */
  size?: number;
  testId?: string;
}) {
  const { formatMessage } = useIntl();
  const { url, error } = useProofUrl(no);
  const [open, setOpen] = useState(false);
  const alt = formatMessage({ id: 'bookings.detail.proof', defaultMessage: 'Payment proof' });
  if (error)
    return size ? <Typography textColor="danger600">!</Typography> : <Problem error={error} />;
  if (!url) return <Loader small />;
  const box = size
    ? { width: size, height: size, objectFit: 'cover' as const }
    : { maxWidth: '100%', maxHeight: 480 };
  return (
    <>
      <Opener
        type="button"
        aria-label={formatMessage({
          id: 'bookings.proof.open',
          defaultMessage: 'Open the proof full screen',
        })}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
        data-testid={`${testId}-open`}
      >
        <img src={url} alt={alt} data-testid={testId} style={{ display: 'block', ...box }} />
      </Opener>
      {open ? <ProofViewer src={url} alt={alt} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
