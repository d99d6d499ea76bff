import { Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { money, type Booking } from '../api';
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

/** Bookings as rows; a row opens the booking. */
export function BookingTable({ rows, label }: { rows: Booking[]; label: string }) {
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
            onClick={() => navigate(`/plugins/bookings/${encodeURIComponent(b.appointment_no)}`)}
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
