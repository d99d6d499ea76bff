/// <reference lib="dom" />
// Issue 13: the reader runs bookings from the Strapi admin. A member pays through the SPA, the
// reader confirms or rejects the proof in the Bookings desk, and blocks a day on the month board;
// the member's side shows each result. Setup the UI is not about goes through the API.
import { expect, test, type Page } from '@playwright/test';
import { act, openFromQueue, readerPage } from './support/desk';
import {
  TINY_PNG,
  bookViaApi,
  calendarCell,
  openAs,
  registerMember,
  yangonDay,
  type Member,
} from './member-support';
import { TIMEOUT } from './support/timeouts';
import { chooseRadio, pickFile } from './support/choose';

// Each test has its own member, booking and day: both workers can take them.
test.describe.configure({ mode: 'parallel' });

/** The member pays `no` on the SPA's payment page (KBZPay, with a number or an image). */
async function payInSpa(
  page: Page,
  m: Member,
  no: string,
  how: { number?: string; image?: Buffer },
) {
  await openAs(page, m, `/appointment/${no}/payment`);
  await chooseRadio(page.getByRole('radio', { name: 'KBZPay' }));
  if (how.number) await page.getByLabel('Transaction Number').fill(how.number);
  if (how.image) {
    await pickFile(page.getByLabel('Transaction Image'), {
      name: 'proof.png',
      mimeType: 'image/png',
      buffer: how.image,
    });
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/booking\/slip$/);
}

test('when the reader confirms a proof in the desk, then the member sees the booking Booked in green', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(TIMEOUT.flow);
  const member = await registerMember(request);
  const no = await bookViaApi(request, member, yangonDay(6));
  await payInSpa(page, member, no, { image: TINY_PNG });

  const desk = await readerPage(browser);
  await openFromQueue(desk, no);
  const proof = desk.getByTestId('proof-image');
  await expect(proof).toBeVisible();
  // Visible is not yet decoded: wait for the proof's pixels.
  await expect
    .poll(() => proof.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await act(desk, 'Confirm payment');
  await expect(desk.getByTestId('booking-status')).toHaveText('Booked');
  await expect(
    desk.getByTestId('booking-actions').getByRole('button', { name: 'Finish' }),
  ).toBeVisible();

  await openAs(page, member, '/user/bookings-list');
  const row = page.getByRole('row').filter({ hasText: no });
  await expect(row.locator('[data-tone]')).toHaveAttribute('data-tone', 'green');
  await expect(row).toContainText('Booked');
  await desk.close();
});

test('when the reader rejects a proof with a note, then the member can pay again', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(TIMEOUT.flow);
  const member = await registerMember(request);
  const no = await bookViaApi(request, member, yangonDay(7));
  await payInSpa(page, member, no, { number: 'TX-UNREADABLE' });

  const desk = await readerPage(browser);
  await openFromQueue(desk, no);
  // The note is required: without it the dialog stays open and says so.
  await desk.getByTestId('booking-actions').getByRole('button', { name: 'Reject proof' }).click();
  const dialog = desk.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Reject proof' }).click();
  await expect(dialog).toContainText('A note is required.');
  await dialog.getByRole('textbox').fill('The transaction number is not ours.');
  await dialog.getByRole('button', { name: 'Reject proof' }).click();
  await expect(dialog).toBeHidden();
  await expect(desk.getByTestId('booking-status')).toHaveText('Pending');
  await expect(desk.getByTestId('booking-history')).toContainText(
    'The transaction number is not ours.',
  );

  await payInSpa(page, member, no, { number: 'TX-SECOND' });
  await desk.close();
});

test('when the reader blocks a day on the month board, then the SPA calendar shows it full', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(TIMEOUT.flow);
  const member = await registerMember(request);
  // A day no other spec books: it stays blocked for the rest of the run.
  const day = yangonDay(23);
  const desk = await readerPage(browser);
  await desk.goto('/admin/plugins/bookings/board');
  const cell = desk.getByTestId(`board-day-${day}`);
  // A whole load of the admin: at a first load's pace.
  await expect(desk.locator('[data-testid^="board-day-"]').first()).toBeVisible({
    timeout: TIMEOUT.slow,
  });
  // Twenty-three days ahead is this month's or next month's.
  if (!(await cell.isVisible())) await desk.getByRole('button', { name: /Next month/ }).click();
  await expect(cell).toHaveAttribute('data-blocked', 'false');
  await cell.getByRole('button', { name: `Block ${day}` }).click();
  const dialog = desk.getByRole('alertdialog');
  await dialog.getByRole('textbox').fill('Retreat');
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(cell).toHaveAttribute('data-blocked', 'true');
  await expect(cell).toContainText('Retreat');

  await openAs(page, member, '/appointment');
  await expect(await calendarCell(page, day)).toContainText('Booking Full');
  await desk.close();
});
