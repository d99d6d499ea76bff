/// <reference lib="dom" />
// Issue 24: the reader publishes with confidence. One login with her own admin role (Reader, not
// the Super Admin), then her day in order: a post in Markdown in both languages, its preview, a
// package republished, Saturday closed, the feedback list, the admin in Burmese and the desk on a
// phone. Setup the UI is not about (her account, a feedback, a booking to verify) goes through
// the API.
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import {
  TINY_PNG,
  bookViaApi,
  calendarCell,
  openAs,
  registerMember,
  uniqueName,
  yangonDay,
} from './member-support';
import { startStack, type Stack } from './support/stack';
import { TIMEOUT } from './support/timeouts';

// Her day closes Saturdays for the whole stack for a while, so she works on a stack of her own:
// no booking of another spec can meet a Saturday closed under it, and her spec runs from the
// first minute beside the others instead of alone after them (issue 25).
const test = base.extend<object, { herStack: Stack }>({
  herStack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for
    async ({}, use) => {
      const stack = await startStack();
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker', timeout: TIMEOUT.stack },
  ],
  baseURL: async ({ herStack }, use) => use(herStack.baseUrl),
});

test.describe.configure({ mode: 'serial' });

const HER = { email: `${uniqueName('her')}@example.com`, password: 'Her-Admin-12' };
const MARKDOWN =
  '## The Tower\n\nA **sudden** change, see [the deck](https://example.com/deck).\n\n- Breathe\n- Wait a day';

/** Her admin account with the Reader role, made by the Super Admin through Strapi's API. */
async function createReader(request: APIRequestContext, stack: Stack) {
  const login = await request.post('/admin/login', {
    data: { email: stack.env.DEV_SETUP_EMAIL, password: stack.env.DEV_SETUP_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const auth = { Authorization: `Bearer ${(await login.json()).data.token}` };
  const roles = (await (await request.get('/admin/roles', { headers: auth })).json()).data as {
    id: number;
    code: string;
  }[];
  const reader = roles.find((r) => r.code === 'mystic-reader');
  expect(reader).toBeTruthy();
  const made = await request.post('/admin/users', {
    headers: auth,
    data: { email: HER.email, firstname: 'Her', roles: [reader!.id] },
  });
  expect(made.status(), await made.text()).toBe(201);
  const registered = await request.post('/admin/register', {
    data: {
      registrationToken: (await made.json()).data.registrationToken,
      userInfo: { firstname: 'Her', password: HER.password },
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
}

/**
 * A Content Manager page in English, opened as the admin's own links open it: with the locale in
 * the address. Without it, the i18n plugin adds the default locale once the locales have loaded,
 * and that navigation re-initialises the form: a title typed before it was lost (a fast run saved
 * a post with no title, so its slug was the dated fallback).
 */
const inEnglish = (type: string, rest = '') =>
  `/admin/content-manager/collection-types/${type}${rest}?plugins[i18n][locale]=en`;
const CREATE_POST = inEnglish('api::post.post', '/create');

/** The English title field's status badge (Draft, Published or Modified) of the open document. */
const statusBadge = (page: Page) =>
  page
    .locator('main')
    .getByText(/^(Draft|Published|Modified)$/, { exact: true })
    .first();

async function switchLocale(page: Page, from: RegExp, to: RegExp) {
  await page.getByRole('combobox').filter({ hasText: from }).first().click();
  await page.getByRole('option', { name: to }).click();
}

async function typeMarkdown(page: Page, text: string) {
  await page.locator('.CodeMirror-code').click();
  await page.keyboard.insertText(text);
  await expect.poll(() => editorText(page)).toBe(text);
}

const editorText = (page: Page) =>
  page
    .locator('.CodeMirror')
    .evaluate((el) =>
      (el as unknown as { CodeMirror: { getValue(): string } }).CodeMirror.getValue(),
    );

/** The next Saturday at least two days ahead, in the reader's time zone. */
function nextSaturday(): string {
  for (let offset = 2; ; offset++) {
    const day = yangonDay(offset);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 6) return day;
  }
}

test('the reader publishes, previews, closes Saturdays and reads feedback in her own admin', async ({
  browser,
  request,
  herStack,
}) => {
  test.setTimeout(TIMEOUT.journey);
  await createReader(request, herStack);
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await page.goto('/admin/auth/login');
  await page.getByLabel('Email').fill(HER.email);
  await page
    .getByLabel(/^Password/)
    .first()
    .fill(HER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Bookings' })).toBeVisible();

  const title = `Moon Notes ${uniqueName('p')}`;
  const slug = title.toLowerCase().replace(/\s+/g, '-');

  await test.step('her menu has her content only, no developer tools or lookup lists', async () => {
    await page.getByRole('link', { name: 'Content Manager' }).click();
    // The content types of her menu, in the Content Manager's own navigation: the home page she
    // leaves also links to her last edited posts, which a page-wide look could still meet.
    const menu = page.getByRole('navigation', { name: 'Content Manager' });
    const typeLink = (uid: string) => menu.locator(`a[href*="${uid}"]`);
    await expect(typeLink('api::post.post')).toBeVisible();
    await expect(typeLink('api::gender.gender')).toHaveCount(0);
    await expect(typeLink('api::weekday.weekday')).toHaveCount(0);
    await expect(
      page.locator('a[href*="content-type-builder"], a[href*="marketplace"]'),
    ).toHaveCount(0);
  });

  await test.step('a post in Markdown keeps its Markdown, and its address follows the title', async () => {
    await page.goto(CREATE_POST);
    await page.getByLabel(/^Title/).fill(title);
    await typeMarkdown(page, MARKDOWN);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/api::post\.post\/(?!create)[a-z0-9]{10,}/);
    await page.reload();
    await expect(page.getByLabel('Web address')).toHaveValue(slug);
    await expect.poll(() => editorText(page)).toBe(MARKDOWN);
    // Her "More actions" menus offer no developer pages.
    for (const menu of await page.getByRole('button', { name: 'More actions' }).all()) {
      await menu.click();
      await expect(page.getByRole('menuitem').first()).toBeVisible();
      await expect(
        page.getByRole('menuitem', { name: /Edit the model|Configure the view/ }),
      ).toHaveCount(0);
      await page.keyboard.press('Escape');
    }
  });

  await test.step('published in English, then Burmese: neither is marked Modified', async () => {
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(statusBadge(page)).toHaveText('Published');
    await switchLocale(page, /English/, /Burmese/);
    await page.getByLabel(/^Title/).fill('လမင်း မှတ်စု');
    await typeMarkdown(page, '## မျှော်စင်\n\nရုတ်တရက် ပြောင်းလဲမှု။');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(statusBadge(page)).toHaveText('Draft');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(statusBadge(page)).toHaveText('Published');
    await switchLocale(page, /Burmese/, /English/);
    await expect(page.getByLabel(/^Title/)).toHaveValue(title);
    await expect(statusBadge(page)).toHaveText('Published');
    const served = await request.get(`/api/posts-list/${slug}?locale=my`);
    expect((await served.json()).data.title).toBe('လမင်း မှတ်စု');
  });

  await test.step('the preview shows the saved draft on the real page; the site does not', async () => {
    await page.getByLabel(/^Title/).fill(`${title} (draft)`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(statusBadge(page)).toHaveText('Modified');
    await page.getByRole('link', { name: 'Open preview' }).click();
    const frame = page.frameLocator('iframe');
    await expect(frame.getByTestId('preview-banner')).toBeVisible({ timeout: 20_000 });
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(`${title} (draft)`);
    const published = await request.get(`/api/posts-list/${slug}`);
    expect((await published.json()).data.title).toBe(title);
    await page.goBack();
  });

  await test.step('a package republished keeps its public id', async () => {
    const before = (await (await request.get('/api/packages-all')).json()).data.data[0];
    // The row then opens the edit view in English, its locale already in the address.
    await page.goto(inEnglish('api::package.package'));
    await page.getByRole('gridcell', { name: before.name }).first().click();
    await page.getByLabel(/^Description/).fill(`${before.description} Now with a written summary.`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(statusBadge(page)).toHaveText('Modified');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(statusBadge(page)).toHaveText('Published');
    const after = await (await request.get(`/api/packages-list/${before.id}`)).json();
    expect(after.data).toMatchObject({ id: before.id, name: before.name });
    expect(after.data.description).toContain('Now with a written summary.');
  });

  await test.step('Saturday closed in the booking settings: the member sees Saturdays full', async () => {
    const saturday = nextSaturday();
    const member = await registerMember(request);
    const settings = '/admin/content-manager/single-types/api::booking-setting.booking-setting';
    const setSaturday = async (closed: boolean) => {
      await page.goto(settings);
      const box = page.getByRole('checkbox', { name: 'Closed on Saturdays' });
      await box.setChecked(closed);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Saved document')).toBeVisible();
    };
    const calendar = await browser.newPage();
    try {
      await setSaturday(true);
      // The booking service reads the settings at most 15 s old.
      await expect(async () => {
        await openAs(calendar, member, '/appointment');
        await expect(await calendarCell(calendar, saturday)).toContainText('Booking Full', {
          timeout: 1000,
        });
      }).toPass({ timeout: 40_000 });
    } finally {
      await setSaturday(false);
      await calendar.close();
    }
  });

  await test.step('the feedback list shows date, type, rating, a preview and handled', async () => {
    const message = `The reading helped me decide ${uniqueName('f')}.`;
    const sent = await request.post('/api/send-feedback', {
      data: { name: 'Visitor', email: 'visitor@example.com', rating: 5, type: 'website', message },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    await page.goto('/admin/content-manager/collection-types/api::feedback.feedback');
    // Strapi's list is a grid whose first row holds the column names.
    const header = page.getByRole('grid').getByRole('row').first();
    for (const column of ['Received', 'About', 'Rating (1–5)', 'Message', 'Handled']) {
      await expect(header.getByRole('gridcell', { name: column, exact: true })).toBeVisible();
    }
    const row = page
      .getByRole('grid')
      .getByRole('row')
      .filter({ hasText: message.slice(0, 20) });
    await expect(row).toBeVisible();
    // Received as day month year, the type and rating as sent, not yet handled.
    await expect(row).toContainText(/\d{1,2} [A-Z][a-z]+ \d{4}/);
    await expect(row).toContainText('5');
  });

  await test.step('in Burmese, her menus and labels are Burmese; the desk shows a count', async () => {
    const member = await registerMember(request);
    const no = await bookViaApi(request, member, yangonDay(12));
    const paid = await request.post(`/api/auth/appointments/${no}/payment/store`, {
      headers: { Authorization: `Bearer ${member.access}` },
      multipart: {
        paymentype: String((await (await request.get('/api/banks-list')).json()).data[0].id),
        transaction_img: { name: 'slip.png', mimeType: 'image/png', buffer: TINY_PNG },
      },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    await page.evaluate(() => localStorage.setItem('strapi-admin-language', 'my'));
    await page.goto(CREATE_POST);
    await expect(page.getByRole('link', { name: 'ဘိုကင်များ' })).toBeVisible();
    await expect(page.locator('label').filter({ hasText: 'ခေါင်းစဉ်' })).toBeVisible();
    await expect(page.getByTestId('desk-badge')).toHaveText(/^[1-9]\d*$/);
  });

  await test.step('on a phone (390 px) the queue is cards, without sideways scrolling', async () => {
    await page.evaluate(() => localStorage.setItem('strapi-admin-language', 'en-GB'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/plugins/bookings');
    const card = page.getByTestId('verifying-section').getByTestId('booking-card').first();
    await expect(card).toBeVisible();
    await expect(page.getByTestId('verifying-section').getByRole('table')).toBeHidden();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });
  await page.close();
});
