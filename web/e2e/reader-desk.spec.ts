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
import { screenshot } from './support/screenshots';

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
  // Her toast says what happens next (issue 42.5).
  await expect(desk.getByText('Proof rejected; the member was asked to pay again.')).toBeVisible();

  // The member is told why, above the payment form (issue 42.5).
  await openAs(page, member, `/appointment/${no}/payment`);
  await expect(page.getByTestId('reader-note')).toContainText(
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

/** A payment screenshot as a member sends one: a 600 × 900 PNG with the amount on it. */
async function slipImage(page: Page): Promise<Buffer> {
  await page.goto('/');
  const url = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 900;
    const c = canvas.getContext('2d')!;
    c.fillStyle = '#0a5cad';
    c.fillRect(0, 0, 600, 900);
    c.fillStyle = '#ffffff';
    c.font = 'bold 56px sans-serif';
    c.fillText('KBZPay', 40, 120);
    c.font = 'bold 72px sans-serif';
    c.fillText('-75,000 Ks', 40, 420);
    c.font = '32px sans-serif';
    c.fillText('Transaction 0123456789', 40, 520);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(url.split(',')[1]!, 'base64');
}

test('on a phone (390 px, touch), the reader confirms a proof from its card with taps only, in English and Burmese (issues 42.3, 39.8, 39.9)', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(TIMEOUT.flow);
  const member = await registerMember(request);
  const no = await bookViaApi(request, member, yangonDay(8));
  await payInSpa(page, member, no, { image: await slipImage(page) });
  // A day blocked with a Burmese reason, for the board below.
  const blockedDay = yangonDay(24);
  const blocked = await request.post(
    `${process.env.E2E_BOOKING_URL}/api/booking/admin/blocked-days`,
    {
      headers: { Authorization: `Bearer ${process.env.E2E_BOOKING_ADMIN_TOKEN}` },
      data: { date: blockedDay, reason: 'ပိတ်ရက် ခရီးထွက်', actor: 'e2e' },
    },
  );
  expect([201, 409]).toContain(blocked.status());

  const phone = { width: 390, height: 844 };
  const desk = await readerPage(browser, { viewport: phone, hasTouch: true, isMobile: true });
  await desk.goto('/admin/plugins/bookings');
  const card = desk
    .getByTestId('verifying-section')
    .getByTestId('booking-card')
    .filter({ hasText: no });
  await expect(card).toBeVisible({ timeout: TIMEOUT.slow });
  // The proof's thumbnail beside the amount expected.
  const thumb = card.getByTestId('card-proof');
  await expect
    .poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(1);
  const expected = card.getByTestId('card-expected');
  await expect(expected).toContainText('Ks');
  const [t, e] = [(await thumb.boundingBox())!, (await expected.boundingBox())!];
  expect(e.x).toBeGreaterThanOrEqual(t.x + t.width);
  expect(await desk.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await screenshot(desk, 'desk-phone-queue-en');

  // The proof full screen; a double tap zooms it.
  await card.getByTestId('card-proof-open').tap();
  const viewer = desk.getByTestId('proof-viewer');
  await expect(viewer).toBeVisible();
  const box = (await viewer.boundingBox())!;
  expect([box.width, box.height]).toEqual([phone.width, phone.height]);
  await viewer.tap({ position: { x: 195, y: 600 } });
  await viewer.tap({ position: { x: 195, y: 600 } });
  await expect(viewer).toHaveAttribute('data-scale', '2.50');
  await screenshot(desk, 'desk-phone-proof-en');
  await viewer.getByRole('button', { name: 'Close' }).tap();
  await expect(viewer).toBeHidden();

  // The booking: Confirm and Reject at the bottom, within the thumb's reach; Cancel apart.
  await card.getByRole('button', { name: new RegExp(no) }).tap();
  await expect(desk.getByRole('heading', { name: no })).toBeVisible();
  const bar = desk.getByTestId('thumb-actions');
  const barBox = (await bar.boundingBox())!;
  expect(barBox.y + barBox.height).toBeGreaterThanOrEqual(phone.height - 1);
  expect(barBox.y).toBeGreaterThan(phone.height * 0.8);
  await expect(bar.getByRole('button', { name: 'Reject proof' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await expect(
    desk.getByTestId('booking-other-actions').getByRole('button', { name: 'Cancel booking' }),
  ).toBeAttached();
  await bar.getByRole('button', { name: 'Confirm payment' }).tap();
  const dialog = desk.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Confirm payment' }).tap();
  await expect(dialog).toBeHidden();
  await expect(desk.getByTestId('booking-status')).toHaveText('Booked');
  // Issue 39.9: names, not ids, right after the change; the history and mails in words.
  for (const fact of ['fact-gender', 'fact-weekday']) {
    await expect(desk.getByTestId(fact).locator(':scope > div').nth(1)).not.toHaveText(/^\d+$/);
  }
  const history = desk.getByTestId('booking-history');
  await expect(history).toContainText('the member');
  await expect(history).not.toContainText(/· \d+ ·/);
  await expect(desk.getByTestId('booking-mails')).not.toContainText('booking_received');
  await screenshot(desk, 'desk-phone-booked-en');

  // In Burmese: the booking, the queue, the month board and the home page.
  await desk.evaluate(() => localStorage.setItem('strapi-admin-language', 'my'));
  await desk.reload();
  await expect(desk.getByRole('heading', { name: no })).toBeVisible({ timeout: TIMEOUT.slow });
  await expect(desk.getByTestId('booking-history')).toContainText('အဖွဲ့ဝင်');
  await screenshot(desk, 'desk-phone-booked-my');
  await desk.goto('/admin/plugins/bookings');
  await expect(desk.getByTestId('quick-search')).toBeVisible({ timeout: TIMEOUT.slow });
  await screenshot(desk, 'desk-phone-queue-my');

  await desk.goto('/admin/plugins/bookings/board');
  const heads = desk.getByTestId('board-weekday');
  await expect(heads).toHaveCount(7, { timeout: TIMEOUT.slow });
  // Each weekday header stays within its column (Thursday and Friday ran together).
  const overflowing = await heads.evaluateAll(
    (els) =>
      els.filter((el) => {
        const shown = [...el.children].find((c) => getComputedStyle(c).display !== 'none');
        return !shown || shown.scrollWidth > el.clientWidth + 1;
      }).length,
  );
  expect(overflowing).toBe(0);
  const cell = desk.getByTestId(`board-day-${blockedDay}`);
  for (let i = 0; i < 2 && !(await cell.isVisible()); i++) {
    await desk.getByRole('button', { name: /›/ }).click();
  }
  // The reason whole, wrapped within the cell, not cut to "ပိ…".
  const reason = cell.getByTestId('board-reason');
  await expect(reason).toContainText('ပိတ်ရက် ခရီးထွက်');
  expect(await reason.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  await expect(desk.getByTestId('figures')).toBeVisible();
  await screenshot(desk, 'desk-phone-board-my');

  // Home: the figures on the widget, and removing the widget asks first.
  await desk.goto('/admin');
  const widget = desk.locator('section[data-strapi-widget-id$="bookings.desk"]');
  await expect(widget.getByTestId('figures-revenue')).toBeVisible({ timeout: TIMEOUT.slow });
  let asked = '';
  desk.once('dialog', (d) => {
    asked = d.message();
    void d.dismiss();
  });
  await widget.locator('header > :last-child > button').first().tap();
  await expect.poll(() => asked).toContain('widget');
  await expect(widget).toBeVisible();
  await screenshot(desk, 'desk-phone-home-my');
  await desk.close();
});
