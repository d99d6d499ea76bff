/// <reference lib="dom" />
// Issue 18: a Burmese-speaking member on a 390 px phone moves a booking from the slip, adds it to
// a calendar (.ics, parsed here) and cancels another booking from the bookings list.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  bookViaApi,
  calendarCell,
  myDigits,
  openAs,
  registerMember,
  yangonDay,
  type Member,
} from './member-support';
import { screenshot } from './support/screenshots';

test.use({ viewport: { width: 390, height: 844 } });

let member: Member;

test.beforeAll(async ({ request }) => {
  member = await registerMember(request);
});

const shot = (page: Page, name: string) => screenshot(page, `manage-${name}`);

const CANCELLED = 'ပယ်ဖျက်ပြီး';
// DD-MM-YYYY, in Myanmar digits on the Burmese slip.
const slipDate = (day: string) => myDigits(day.split('-').reverse().join('-'));

test('when a member moves a booking from the slip, then the slip and its .ics name the new day; another booking is cancelled from the list', async ({
  page,
  request,
}) => {
  const from = yangonDay(37);
  const to = yangonDay(39);
  const no = await bookViaApi(request, member, from);

  await openAs(page, member, `/appointment/${no}/booking/slip`, 'my');
  const slip = page.getByTestId('booking-slip');
  // The slip tells the truth: awaiting payment, with the time it expires.
  await expect(slip.getByTestId('slip-status-badge')).toHaveAttribute('data-status', 'Pending');
  await expect(slip.getByTestId('slip-payment-state')).toHaveAttribute(
    'data-payment-state',
    'awaiting_payment',
  );
  await expect(slip.getByTestId('slip-pay-by')).toBeVisible();
  await expect(page.getByTestId('slip-pay')).toBeVisible();
  await shot(page, 'slip-pending');

  await page.getByTestId('reschedule-link').click();
  await expect(page).toHaveURL(new RegExp(`/appointment/${no}/reschedule$`));
  await (await calendarCell(page, to)).click();
  await expect(page.getByTestId('reschedule-confirm')).toBeEnabled();
  await shot(page, 'reschedule');
  await page.getByTestId('reschedule-confirm').click();

  await expect(page).toHaveURL(new RegExp(`/appointment/${no}/booking/slip$`));
  await expect(slip.getByTestId('slip-no')).toHaveText(no);
  await expect(slip.getByTestId('slip-date')).toHaveText(slipDate(to));

  const download = page.waitForEvent('download');
  await page.getByTestId('add-to-calendar').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${no}.ics`);
  const ics = fs.readFileSync((await file.path())!, 'utf8').replace(/\r\n[ \t]/g, '');
  expect(ics).toMatch(new RegExp(`^DTSTART;VALUE=DATE:${to.replaceAll('-', '')}\\r?$`, 'm'));
  expect(ics).toContain(no);
  await expect(page.getByTestId('google-calendar')).toHaveAttribute(
    'href',
    new RegExp(`dates=${to.replaceAll('-', '')}%2F`),
  );

  // A second booking is cancelled from the bookings list, after the policy dialog.
  const other = await bookViaApi(request, member, yangonDay(44));
  await page.goto('/user/bookings-list');
  const card = page.getByTestId('booking-card').filter({ hasText: other });
  await card.getByTestId('cancel-booking').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(other);
  await shot(page, 'cancel-dialog');
  await dialog.getByTestId('cancel-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(CANCELLED);
  await expect(card.getByTestId('cancel-booking')).toHaveCount(0);
  await shot(page, 'list-after-cancel');

  // The moved booking is still there, on its new day, with its number.
  const moved = await request.get(`/api/auth/appointments/${no}`, {
    headers: { authorization: `Bearer ${member.access}` },
  });
  expect((await moved.json()).data).toMatchObject({ appointment_date: to, status: 'Pending' });
});
