/// <reference lib="dom" />
// Issue 41, items 4 and 5: the reader's desk shows the client's chart beside the intake, and a
// printable day sheet of one day's bookings (confirmed first), opened from the month board and
// from the queue; printed on A4, no column is cut.
import { writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { MYANMAR_CALENDAR_TEXTS, formatMyanmarDate, mahabote, myanmarDate } from '@mystic/shared';
import { readerPage } from './support/desk';
import { bookViaApi, registerMember, yangonDay } from './member-support';
import { screenshot } from './support/screenshots';
import { TIMEOUT } from './support/timeouts';

/** The reader confirms a booking straight on the booking service (the UI is not under test). */
async function confirm(request: APIRequestContext, no: string) {
  const res = await request.patch(
    `${process.env.E2E_BOOKING_URL}/api/booking/admin/appointments/${no}/status`,
    {
      headers: { Authorization: `Bearer ${process.env.E2E_BOOKING_ADMIN_TOKEN}` },
      data: { status: 'Booked', note: 'Paid in cash', actor: 'e2e' },
    },
  );
  expect(res.status(), await res.text()).toBe(200);
}

// bookViaApi's intake: born 1990-01-01, a Monday.
const DOB = '1990-01-01';
const CHART = mahabote(DOB);

test('when the reader opens a day sheet from the month board, then it lists the day confirmed first with each chart, and prints on A4 with no column cut', async ({
  request,
  browser,
}) => {
  test.setTimeout(TIMEOUT.flow);
  const day = yangonDay(26);
  const waiting = await bookViaApi(request, await registerMember(request), day);
  const confirmed = await bookViaApi(request, await registerMember(request), day);
  await confirm(request, confirmed);

  const desk = await readerPage(browser);
  await desk.setViewportSize({ width: 1280, height: 900 });

  // The booking's detail: the chart beside the intake.
  await desk.goto(`/admin/plugins/bookings/${confirmed}`);
  const chart = desk.getByTestId('booking-chart');
  await expect(chart).toBeVisible({ timeout: TIMEOUT.slow });
  await expect(chart.getByTestId('chart-myanmar-birth-date')).toHaveText(
    formatMyanmarDate(myanmarDate(DOB), 'en'),
  );
  await expect(chart.getByTestId('chart-weekday')).toHaveText('Monday');
  await expect(chart.getByTestId('chart-sign')).toHaveText('Tiger · Moon');
  await expect(chart.getByTestId('chart-house')).toHaveText(
    MYANMAR_CALENDAR_TEXTS.en.houses[CHART.house],
  );

  // From the month board: page to the day's month, open its sheet.
  await desk.goto('/admin/plugins/bookings/board');
  const link = desk.getByTestId(`day-sheet-link-${day}`);
  for (let i = 0; i < 3 && !(await link.isVisible()); i++) {
    await desk.getByRole('button', { name: /Next month/ }).click();
    await desk.waitForTimeout(300);
  }
  await link.click();
  const sheet = desk.getByTestId('day-sheet');
  await expect(sheet.getByTestId('day-sheet-row')).toHaveCount(2, { timeout: TIMEOUT.slow });
  await expect(sheet.getByTestId('day-sheet-myanmar-date')).toContainText(
    formatMyanmarDate(myanmarDate(day), 'en'),
  );
  // Confirmed first.
  const rows = sheet.getByTestId('day-sheet-row');
  await expect(rows.nth(0)).toHaveAttribute('data-status', 'Booked');
  await expect(rows.nth(0)).toContainText(confirmed);
  await expect(rows.nth(0)).toContainText('Payment confirmed');
  await expect(rows.nth(1)).toContainText(waiting);
  await expect(rows.nth(1)).toContainText('Awaiting payment');
  // Each booking's facts: intake, packages, birth date in both calendars, weekday, sign, house.
  const first = sheet.getByTestId('day-sheet-booking').first();
  for (const text of [
    'A reading about work.',
    'fb.com/e2e',
    DOB,
    formatMyanmarDate(myanmarDate(DOB), 'en'),
    'Monday',
    'Tiger · Moon',
    MYANMAR_CALENDAR_TEXTS.en.houses[CHART.house],
  ]) {
    await expect(first).toContainText(text);
  }
  await screenshot(desk, 'desk-day-sheet');

  // Printed: only the sheet, on A4, every table within the page's width (A4 less its 12 mm
  // margins is 186 mm, about 703 CSS pixels).
  await desk.setViewportSize({ width: 703, height: 1000 });
  await desk.emulateMedia({ media: 'print' });
  const printed = await desk.evaluate(() => {
    const sheetRoot = document.getElementById('mv-day-sheet')!;
    const others = [...document.body.children].filter(
      (el) => el !== sheetRoot && getComputedStyle(el).display !== 'none',
    );
    const cut = [...sheetRoot.querySelectorAll('table, th, td')].filter(
      (el) => el.scrollWidth > el.clientWidth + 1,
    );
    return {
      others: others.map((el) => el.tagName),
      cut: cut.map((el) => `${el.tagName}: ${el.textContent?.slice(0, 40)}`),
      toolbar: getComputedStyle(sheetRoot.querySelector('.toolbar')!).display,
    };
  });
  expect(printed.others, 'nothing of the admin is printed').toEqual([]);
  expect(printed.cut, 'no column is cut').toEqual([]);
  expect(printed.toolbar).toBe('none');
  await screenshot(desk, 'desk-day-sheet-print');
  const pdf = await desk.pdf({ format: 'A4', preferCSSPageSize: true });
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  const out = test.info().outputPath('day-sheet.pdf');
  writeFileSync(out, pdf);
  await test.info().attach('day-sheet.pdf', { path: out, contentType: 'application/pdf' });
  if (process.env.SCREENSHOT_DIR)
    writeFileSync(`${process.env.SCREENSHOT_DIR}/desk-day-sheet.pdf`, pdf);
  await desk.emulateMedia({ media: 'screen' });
  await desk.setViewportSize({ width: 1280, height: 900 });

  // In Burmese: the sheet's words and Myanmar dates, in the Myanmar font the admin ships.
  await desk.evaluate(() => localStorage.setItem('strapi-admin-language', 'my'));
  await desk.goto(`/admin/plugins/bookings/day/${day}`);
  const burmese = desk.getByTestId('day-sheet');
  await expect(burmese.getByRole('heading', { level: 1 })).toContainText('နေ့စဉ်စာရင်း', {
    timeout: TIMEOUT.slow,
  });
  await expect(burmese.getByTestId('day-sheet-myanmar-date')).toContainText(
    formatMyanmarDate(myanmarDate(day), 'my'),
  );
  await expect(burmese.getByTestId('day-sheet-booking').first()).toContainText(
    MYANMAR_CALENDAR_TEXTS.my.houses[CHART.house],
  );
  const shipped = await desk.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some(
      (f) => f.family.replace(/["']/g, '') === 'Noto Sans Myanmar' && f.status === 'loaded',
    );
  });
  expect(shipped, 'the shipped Noto Sans Myanmar draws the Burmese').toBe(true);
  await screenshot(desk, 'desk-day-sheet-my');
  await desk.evaluate(() => localStorage.setItem('strapi-admin-language', 'en-GB'));

  // From the queue: today's sheet.
  await desk.goto('/admin/plugins/bookings');
  await expect(desk.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible({
    timeout: TIMEOUT.slow,
  });
  await desk.getByTestId('day-sheet-link').first().click();
  await expect(desk.getByTestId('day-sheet').getByRole('heading', { level: 1 })).toContainText(
    'Day sheet',
  );
  await expect(desk).toHaveURL(new RegExp(`/plugins/bookings/day/${yangonDay()}$`));
  await desk.close();
});
