/// <reference lib="dom" />
// Issue 41, items 2 and 4, in Burmese on a 360 px touch phone: the booking calendar shows each
// day's Myanmar day and marks its sabbaths (in the legend too), the chosen day's Myanmar date is
// shown beside it, a sabbath the reader closes is greyed and refused with its own reason, and the
// slip shows the booking day's Myanmar date and the client's Mahabote house; the home page
// shows today's Myanmar date.
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import {
  MESSAGES_MY,
  MYANMAR_CALENDAR_TEXTS,
  addDays,
  formatMyanmarDate,
  mahabote,
  myanmarDate,
} from '@mystic/shared';
import {
  bookViaApi,
  calendarCell,
  openAs,
  registerMember,
  toast,
  yangonDay,
  type Member,
} from './member-support';
import { screenshot } from './support/screenshots';
import { startStack, type Stack } from './support/stack';
import { TIMEOUT } from './support/timeouts';

// The reader closes sabbath days for a while here, so this spec has a stack of its own: no
// booking of another spec can meet a sabbath closed under it (as reader-publish does for
// Saturdays).
const test = base.extend<object, { ownStack: Stack }>({
  ownStack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for
    async ({}, use) => {
      const stack = await startStack();
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker', timeout: TIMEOUT.stack },
  ],
  baseURL: async ({ ownStack }, use) => use(ownStack.baseUrl),
});

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

/** The first day from `from` on that `pick` accepts. */
function firstDay(from: string, pick: (day: string) => boolean): string {
  let d = from;
  while (!pick(d)) d = addDays(d, 1);
  return d;
}

// A week ahead, clear of any booking lead time; a sabbath comes at most 8 days later.
const SABBATH = firstDay(yangonDay(7), (d) => myanmarDate(d).sabbath);
const OPEN_DAY = firstDay(addDays(SABBATH, 1), (d) => !myanmarDate(d).sabbath);
const SETTINGS = '/admin/content-manager/single-types/api::booking-setting.booking-setting';

async function noOverflow(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
}

/** The reader, logged into the admin on her desktop, ticks or clears 'Closed on sabbath days'. */
async function setSabbathClosed(browser: Browser, stack: Stack, closed: boolean) {
  const context = await browser.newContext({
    baseURL: stack.baseUrl,
    viewport: { width: 1280, height: 900 },
  });
  const admin = await context.newPage();
  try {
    await admin.goto('/admin/auth/login');
    await admin.getByLabel('Email').fill(stack.env.DEV_ADMIN_EMAIL!);
    await admin
      .getByLabel(/^Password/)
      .first()
      .fill(stack.env.DEV_ADMIN_PASSWORD!);
    await admin.getByRole('button', { name: 'Login' }).click();
    await expect(admin.getByRole('link', { name: 'Bookings' })).toBeVisible({
      timeout: TIMEOUT.slow,
    });
    await admin.goto(SETTINGS);
    const box = admin.getByRole('checkbox', { name: 'Closed on sabbath days' });
    await expect(box).toBeVisible({ timeout: TIMEOUT.slow });
    await box.setChecked(closed);
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Saved document')).toBeVisible({ timeout: TIMEOUT.slow });
  } finally {
    await context.close();
  }
}

let member: Member;
test.beforeAll(async ({ request }) => {
  member = await registerMember(request);
});

test('when a Burmese member opens the calendar on a phone, then each day shows its Myanmar day, sabbaths are marked and explained, and a chosen day shows its Myanmar date', async ({
  page,
}) => {
  await openAs(page, member, '/appointment', 'my');
  const sabbath = await calendarCell(page, SABBATH);
  const mark = sabbath.getByTestId('myanmar-day');
  await expect(mark).toHaveAttribute('data-sabbath', 'true');
  // Full ●, new ○, or the eighth waxing ☽၈ / waning ☾၈: Myanmar digits, never Western ones.
  await expect(mark).toHaveText(/^(●|○|☽၈|☾၈)/);
  await expect(mark).toContainText(MYANMAR_CALENDAR_TEXTS.my.marks.sabbath);
  // Every day of the month carries one, in Myanmar digits.
  const days = page.locator('td.fc-daygrid-day:not(.fc-day-other) [data-testid="myanmar-day"]');
  expect(await days.count()).toBeGreaterThanOrEqual(28);
  for (const text of await days.evaluateAll((els) => els.map((e) => e.firstChild?.textContent)))
    expect(text).toMatch(/^(●|○|[☽☾][၀-၉]+)$/);

  // The legend explains the marks.
  const legend = page.getByRole('list', { name: 'ပြက္ခဒိန် အညွှန်း' });
  for (const word of ['လဆန်း', 'လဆုတ်', 'လပြည့်', 'လကွယ်', 'ဥပုသ်နေ့']) {
    await expect(legend).toContainText(word);
  }

  // Each cell stays a thumb-sized target, the page no wider than the phone.
  const box = await sabbath.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  const inside = await sabbath.evaluate((td) => {
    const cell = td.getBoundingClientRect();
    const m = td.querySelector('[data-testid="myanmar-day"]')!.getBoundingClientRect();
    return m.left >= cell.left - 0.5 && m.right <= cell.right + 0.5;
  });
  expect(inside, 'the Myanmar day stays inside its cell').toBe(true);
  await noOverflow(page);

  await (await calendarCell(page, OPEN_DAY)).tap();
  await expect(page.getByTestId('selected-myanmar-date')).toContainText(
    formatMyanmarDate(myanmarDate(OPEN_DAY), 'my'),
  );
  await screenshot(page, 'myanmar-calendar-my');
});

test('when the reader closes sabbath days, then the member sees the sabbath greyed and closed, and tapping it says why', async ({
  page,
  browser,
  ownStack,
}) => {
  await setSabbathClosed(browser, ownStack, true);
  try {
    // The booking service reads the settings at most 15 s old.
    await expect(async () => {
      await openAs(page, member, '/appointment', 'my');
      await expect(await calendarCell(page, SABBATH)).toHaveClass(/booking-closed-sabbath/, {
        timeout: 1000,
      });
    }).toPass({ timeout: 40_000 });
    const cell = await calendarCell(page, SABBATH);
    await expect(cell).toHaveClass(/booking-past/);
    await expect(cell.getByTestId('booking-closed-label')).toHaveText('ပိတ်');
    await expect(page.getByRole('list', { name: 'ပြက္ခဒိန် အညွှန်း' })).toContainText('ပိတ်ရက်');
    await cell.tap();
    await expect(toast(page)).toContainText(MESSAGES_MY.daySabbathClosed);
    await expect(page.getByTestId('selected-myanmar-date')).toHaveCount(0);
    await noOverflow(page);
    await screenshot(page, 'myanmar-calendar-sabbath-closed-my');
  } finally {
    await setSabbathClosed(browser, ownStack, false);
  }
});

test('when a Burmese member opens the slip, then it shows the booking day on the Myanmar calendar and the Mahabote house; the home page shows today', async ({
  page,
  request,
}) => {
  // bookViaApi gives the date of birth 1990-01-01 (a Monday, ME 1351).
  const no = await bookViaApi(request, member, OPEN_DAY);
  await openAs(page, member, `/appointment/${no}/booking/slip`, 'my');
  const slip = page.getByTestId('booking-slip');
  await expect(slip.getByTestId('slip-myanmar-date')).toHaveText(
    formatMyanmarDate(myanmarDate(OPEN_DAY), 'my'),
  );
  await expect(slip.getByTestId('slip-house')).toHaveText(
    MYANMAR_CALENDAR_TEXTS.my.houses[mahabote('1990-01-01').house],
  );
  await noOverflow(page);
  await screenshot(page, 'myanmar-slip-my');

  await openAs(page, member, '/', 'my');
  await expect(page.getByTestId('today-myanmar')).toHaveText(
    `ယနေ့: ${formatMyanmarDate(myanmarDate(yangonDay()), 'my')}`,
  );
  await noOverflow(page);
});
