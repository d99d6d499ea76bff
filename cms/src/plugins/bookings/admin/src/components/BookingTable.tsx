import { Box, Flex, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { money, type Booking } from '../api';
import { ProofThumb } from './ProofThumb';
import { StatusBadge } from './StatusBadge';

const COLUMNS = [
  ['no', 'Number'],
  ['date', 'Date'],
  ['customer', 'Customer'],
  ['packages', 'Packages'],
  ['ks', 'Total Ks'],
  ['thb', 'Total ฿'],
  ['payment', 'Payment'],
  ['transaction', 'Transaction no.'],
  ['status', 'Status'],
] as const;

/** Below 480 px a table scrolls sideways; the phone gets one card per booking instead. */
const PHONE = '@media (max-width: 479px)';
const Wide = styled.div`
  ${PHONE} {
    display: none;
  }
`;
const Narrow = styled.ul`
  display: none;
  list-style: none;
  padding: 0;
  margin: 0;
  ${PHONE} {
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
`;
const CardRow = styled.li`
  display: flex;
  align-items: stretch;
  gap: 8px;
`;
const Thumb = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 88px;
`;
const CardButton = styled.button`
  display: block;
  flex: 1;
  min-width: 0;
  width: 100%;
  text-align: left;
  cursor: pointer;
  border: 1px solid ${({ theme }) => theme.colors.neutral200};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.neutral0};
  padding: 12px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary600};
  }
`;

const bookingPath = (no: string) => `/plugins/bookings/${encodeURIComponent(no)}`;

/**
 * One booking as a card: number and status, then date, customer, packages; a proof to verify
 * shows its thumbnail (tapped: full screen) beside the amount expected (issue 42.3).
 */
function BookingCard({ b }: { b: Booking }) {
  const navigate = useNavigate();
  const { formatMessage } = useIntl();
  const proof = b.status === 'Verifying';
  return (
    <CardRow data-testid="booking-card" data-no={b.appointment_no}>
      {proof ? (
        <Thumb>
          {b.has_proof ? (
            <ProofThumb no={b.appointment_no} size={88} testId="card-proof" />
          ) : (
            <Typography variant="pi" textColor="neutral600">
              {formatMessage({ id: 'bookings.card.noProof', defaultMessage: 'No image' })}
            </Typography>
          )}
        </Thumb>
      ) : null}
      <CardButton type="button" onClick={() => navigate(bookingPath(b.appointment_no))}>
        <Flex justifyContent="space-between" gap={2} wrap="wrap">
          <Typography fontWeight="bold">{b.appointment_no}</Typography>
          <StatusBadge status={b.status} />
        </Flex>
        <Box paddingTop={2}>
          <Typography tag="p">
            {b.appointment_date} · {b.user.name}
          </Typography>
          <Typography tag="p" textColor="neutral600">
            {b.packageNames}
          </Typography>
          {proof ? (
            <Typography tag="p" variant="pi" textColor="neutral600">
              {formatMessage({ id: 'bookings.card.expected', defaultMessage: 'Expected' })}
            </Typography>
          ) : null}
          <Typography tag="p" fontWeight="semiBold" data-testid="card-expected">
            {money(b.balance)} Ks · {money(b.th_balance)} ฿
          </Typography>
          {b.payment_type || b.transaction_no ? (
            <Typography tag="p" variant="pi">
              {[b.payment_type?.name, b.transaction_no].filter(Boolean).join(' · ')}
            </Typography>
          ) : null}
        </Box>
      </CardButton>
    </CardRow>
  );
}

/** Bookings as rows (cards on a phone); a row opens the booking. */
export function BookingTable({ rows, label }: { rows: Booking[]; label: string }) {
  return (
    <>
      <Wide>
        <Rows rows={rows} label={label} />
      </Wide>
      <Narrow aria-label={label}>
        {rows.map((b) => (
          <BookingCard key={b.appointment_no} b={b} />
        ))}
      </Narrow>
    </>
  );
}

function Rows({ rows, label }: { rows: Booking[]; label: string }) {
  const { formatMessage } = useIntl();
  const navigate = useNavigate();
  return (
    <Table colCount={COLUMNS.length} rowCount={rows.length + 1} aria-label={label}>
      <Thead>
        <Tr>
          {COLUMNS.map(([id, text]) => (
            <Th key={id}>
              <Typography variant="sigma">
                {formatMessage({ id: `bookings.column.${id}`, defaultMessage: text })}
              </Typography>
            </Th>
          ))}
        </Tr>
      </Thead>
      <Tbody>
        {rows.map((b) => (
          <Tr
            key={b.appointment_no}
            onClick={() => navigate(bookingPath(b.appointment_no))}
            style={{ cursor: 'pointer' }}
            data-testid="booking-row"
          >
            <Td>
              <Typography fontWeight="bold">{b.appointment_no}</Typography>
            </Td>
            <Td>
              <Typography>{b.appointment_date}</Typography>
            </Td>
            <Td>
              <Typography>{b.user.name}</Typography>
            </Td>
            <Td>
              <Typography>{b.packageNames}</Typography>
            </Td>
            <Td>
              <Typography>{money(b.balance)}</Typography>
            </Td>
            <Td>
              <Typography>{money(b.th_balance)}</Typography>
            </Td>
            <Td>
              <Typography>{b.payment_type?.name ?? '–'}</Typography>
            </Td>
            <Td>
              <Typography>{b.transaction_no ?? '–'}</Typography>
            </Td>
            <Td>
              <StatusBadge status={b.status} />
            </Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
}
