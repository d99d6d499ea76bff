// The month board's weekday headers (issue 39.8): Burmese weekday names are long (ကြာသပတေး), so
// a phone's seventh of 390 px shows the calendar's own short forms (တေး, ကြာ), each within its
// column, with the full name for a screen reader and on a wider screen.
import { Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';

/** Short weekday names as Burmese calendars print them; English keeps its three letters. */
const SHORT_MY: Record<string, string> = {
  Mon: 'လာ',
  Tue: 'ဂါ',
  Wed: 'ဟူး',
  Thu: 'တေး',
  Fri: 'ကြာ',
  Sat: 'နေ',
  Sun: 'နွေ',
};

const Head = styled.div`
  min-width: 0;
  overflow: hidden;
  text-align: center;
  .short {
    display: none;
  }
  @media (max-width: 767px) {
    .full {
      display: none;
    }
    .short {
      display: inline;
    }
  }
`;

export function WeekdayHeaders({ days }: { days: string[] }) {
  const { formatMessage, locale } = useIntl();
  const burmese = locale.startsWith('my');
  return (
    <>
      {days.map((w) => {
        const full = formatMessage({ id: `bookings.weekday.${w}`, defaultMessage: w });
        return (
          <Head key={w} data-testid="board-weekday" title={full}>
            <Typography variant="sigma" className="full">
              {full}
            </Typography>
            <Typography variant="sigma" className="short" aria-hidden>
              {burmese ? SHORT_MY[w] : full}
            </Typography>
          </Head>
        );
      })}
    </>
  );
}
