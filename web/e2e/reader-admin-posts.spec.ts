/// <reference lib="dom" />
// Issue 39: what the reader writes in a post is what is saved, scheduling shows, new posts start
// in English, the admin is in her words (the Burmese admin's own screens, help texts, yes/no and
// day-month dates; the development login is a Reader's). Driven in the admin as she works,
// logged in with her Reader role; what was stored is read back through the admin's own API.
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type ViewportSize,
} from '@playwright/test';
import { uniqueName } from './member-support';
import { screenshot } from './support/screenshots';
import { TIMEOUT } from './support/timeouts';

test.describe.configure({ mode: 'serial' });
// The admin from its own origin (the CMS), as issue 39 asks it to work, whatever the gateway does.
test.use({ baseURL: process.env.E2E_CMS_URL });

const POSTS = '/admin/content-manager/collection-types/api::post.post';
const LOCALE = 'plugins[i18n][locale]';
const inLocale = (locale: string, rest = '') => `${POSTS}${rest}?${LOCALE}=${locale}`;
const HER = { email: `${uniqueName('editor')}@example.com`, password: 'Her-Admin-12' };
/** The development login `npm start` prints (the stack's DEV_ADMIN_EMAIL). */
const PRINTED = { email: process.env.E2E_ADMIN_EMAIL!, password: process.env.E2E_ADMIN_PASSWORD! };
let token = '';

/** Her admin account with the Reader role (made by the development setup Super Admin); her token. */
test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_CMS_URL });
  const login = async (email: string, password: string) => {
    const res = await api.post('/admin/login', { data: { email, password } });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()).data.token as string;
  };
  const auth = {
    Authorization: `Bearer ${await login(process.env.E2E_SETUP_EMAIL!, process.env.E2E_SETUP_PASSWORD!)}`,
  };
  const roles = (await (await api.get('/admin/roles', { headers: auth })).json()).data as {
    id: number;
    code: string;
  }[];
  const reader = roles.find((r) => r.code === 'mystic-reader')!;
  const made = await api.post('/admin/users', {
    headers: auth,
    data: { email: HER.email, firstname: 'Her', roles: [reader.id] },
  });
  expect(made.status(), await made.text()).toBe(201);
  const registered = await api.post('/admin/register', {
    data: {
      registrationToken: (await made.json()).data.registrationToken,
      userInfo: { firstname: 'Her', password: HER.password },
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  token = await login(HER.email, HER.password);
  await api.dispose();
});

async function openAdmin(
  browser: Browser,
  language: 'en-GB' | 'my',
  viewport: ViewportSize = { width: 1366, height: 900 },
  who: { email: string; password: string } = HER,
): Promise<Page> {
  const page = await browser.newPage({ viewport });
  // The page's timers under the test's hand (they run as usual until it stops them).
  await page.clock.install();
  await page.addInitScript((lang) => localStorage.setItem('strapi-admin-language', lang), language);
  await page.goto('/admin/auth/login');
  await page.locator('input[name="email"]').fill(who.email);
  await page.locator('input[name="password"]').fill(who.password);
  await page.locator('button[type="submit"]').click();
  // The home page (on a phone its menu is folded away).
  await expect(page).not.toHaveURL(/\/auth\//, { timeout: TIMEOUT.slow });
  await expect(page.locator('#main-content')).toBeVisible({ timeout: TIMEOUT.slow });
  return page;
}

interface StoredPost {
  documentId: string;
  body: string | null;
  excerpt: string | null;
  slug: string | null;
  title: string;
}

/** The post as stored, through the admin API (the draft, in one language). */
async function stored(request: APIRequestContext, documentId: string, locale: string) {
  const res = await request.get(
    `/content-manager/collection-types/api::post.post/${documentId}?locale=${locale}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as StoredPost;
}

const documentIdOf = (page: Page) => /api::post\.post\/([a-z0-9]{10,})/.exec(page.url())?.[1] ?? '';

/**
 * Replaces the editor's whole text as she does on a phone, and presses Save at once: the text
 * pasted over the old, the cursor sent to its end, the last word typed with a phone keyboard or
 * an IME (composed, underlined, until the next tap). The editor reads such input some time after
 * it comes (80 ms, or when the keyboard lets go of a word), and before that Save sent the form
 * without it, and the editor could redraw its older text over a paste. The page's clock stands
 * still from the last word until the save request has gone, so the press comes within 0 ms of
 * the text on any machine, however loaded; the page's timers then run as before.
 */
async function replaceTextAndSaveAtOnce(page: Page, text: string): Promise<void> {
  const save = page.getByRole('button', { name: /^(Save|သိမ်းရန်)$/ });
  await expect(save).toBeEnabled();
  const box = (await save.boundingBox())!;
  const split = text.lastIndexOf(' ') + 1;
  const [pasted, word] = [text.slice(0, split), text.slice(split)];
  await page.locator('.CodeMirror-code').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(pasted);
  await page.keyboard.press('ControlOrMeta+End');
  const sent = page
    .waitForRequest(
      (r) =>
        /\/content-manager\/collection-types\/api::post\.post/.test(r.url()) &&
        ['POST', 'PUT'].includes(r.method()),
      { timeout: 5000 },
    )
    .catch(() => null);
  const cdp = await page.context().newCDPSession(page);
  await page.clock.pauseAt(Date.now() + 1000);
  try {
    await cdp.send('Input.imeSetComposition', {
      text: word,
      selectionStart: word.length,
      selectionEnd: word.length,
    });
    // The mouse itself: a locator's click waits for animation frames, which stand still too.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await sent;
  } finally {
    await page.clock.resume();
    await cdp.detach();
  }
}

const editorText = (page: Page) =>
  page
    .locator('.CodeMirror')
    .evaluate((el) =>
      (el as unknown as { CodeMirror: { getValue(): string } }).CodeMirror.getValue(),
    );

async function switchLocale(page: Page, from: RegExp, to: RegExp) {
  await page.getByRole('combobox').filter({ hasText: from }).first().click();
  await page.getByRole('option', { name: to }).click();
}

test('what she writes is what is saved: a new post, a new language version, an existing post, each saved at once', async ({
  browser,
  request,
}) => {
  test.setTimeout(TIMEOUT.flow);
  const page = await openAdmin(browser, 'en-GB');
  const title = `Saved Words ${uniqueName('w')}`;
  const english = '## The Star\n\nHope after the **storm**.\n\n- Rest\n- Begin again';
  const burmese = '## ကြယ်\n\nမုန်တိုင်းပြီးနောက် မျှော်လင့်ချက်။';
  const replaced = '## The Star, reversed\n\nPatience, then a new start.';

  await test.step('a new post', async () => {
    await page.goto(inLocale('en', '/create'));
    await page.getByLabel(/^Title/).fill(title);
    await replaceTextAndSaveAtOnce(page, english);
    await expect(page).toHaveURL(/api::post\.post\/(?!create)[a-z0-9]{10,}/);
    await expect(page.getByText('Saved document')).toBeVisible();
    expect((await stored(request, documentIdOf(page), 'en')).body).toBe(english);
  });

  await test.step('its new Burmese version', async () => {
    // The previous save's notice gone first, so the one awaited below is this save's.
    await expect(page.getByText('Saved document')).toHaveCount(0);
    await switchLocale(page, /English/, /Burmese/);
    await page.getByLabel(/^Title/).fill('ကြယ် မှတ်စု');
    await replaceTextAndSaveAtOnce(page, burmese);
    await expect(page.getByText('Saved document')).toBeVisible();
    expect((await stored(request, documentIdOf(page), 'my')).body).toBe(burmese);
  });

  await test.step('the existing English post: title retouched, text replaced', async () => {
    // The previous save's notice gone first, so the one awaited below is this save's.
    await expect(page.getByText('Saved document')).toHaveCount(0);
    await switchLocale(page, /Burmese/, /English/);
    await expect.poll(() => editorText(page)).toBe(english);
    await page.getByLabel(/^Title/).fill(`${title}!`);
    await replaceTextAndSaveAtOnce(page, replaced);
    await expect(page.getByText('Saved document')).toBeVisible();
    const post = await stored(request, documentIdOf(page), 'en');
    expect(post.body).toBe(replaced);
    expect(post.title).toBe(`${title}!`);
    // What the screen shows is what was stored, with nothing left to save.
    await expect.poll(() => editorText(page)).toBe(replaced);
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
  await page.close();
});

test('a new post starts in English even when the list was left in Burmese', async ({ browser }) => {
  const page = await openAdmin(browser, 'en-GB');
  await page.goto(inLocale('my'));
  await page
    .getByRole('link', { name: /Create new entry/ })
    .first()
    .click();
  await expect
    .poll(() => new URL(page.url()).searchParams.get(LOCALE), { timeout: TIMEOUT.slow })
    .toBe('en');
  await expect(page).toHaveURL(/\/create\?/);
  await expect(page.getByText(/A new post starts in English/)).toBeVisible();
  await expect(
    page
      .getByRole('combobox')
      .filter({ hasText: /English/ })
      .first(),
  ).toBeVisible();
  await page.close();
});

/** A post through the admin API, as her Save does it: a draft in English. */
async function createDraft(request: APIRequestContext, data: Record<string, unknown>) {
  const res = await request.post(`/content-manager/collection-types/api::post.post?locale=en`, {
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as StoredPost;
}

test('the development login npm start prints is a Reader, not a Super Admin', async ({
  request,
}) => {
  const login = await request.post('/admin/login', { data: PRINTED });
  expect(login.status(), await login.text()).toBe(200);
  const auth = { Authorization: `Bearer ${(await login.json()).data.token}` };
  const me = (await (await request.get('/admin/users/me', { headers: auth })).json()).data as {
    roles: { code: string }[];
  };
  expect(me.roles.map((r) => r.code)).toEqual(['mystic-reader']);
  // Setup is the other account's: roles and users are not hers.
  expect((await request.get('/admin/roles', { headers: auth })).status()).toBe(403);
});

test('a post with a future date shows as scheduled on the entry and in the list, in Burmese on a phone', async ({
  browser,
  request,
}) => {
  test.setTimeout(TIMEOUT.flow);
  const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
  inTwoDays.setSeconds(0, 0);
  const title = `Full Moon Reading ${uniqueName('s')}`;
  const post = await createDraft(request, {
    title,
    body: 'Under the full moon.',
    published_date: inTwoDays.toISOString(),
  });
  // With the login `npm start` prints: the reader's own role does all of this.
  const page = await openAdmin(browser, 'my', { width: 390, height: 844 }, PRINTED);
  const panel = page.getByTestId('post-scheduling');

  await test.step("the home page in Burmese: Strapi's greeting and buttons", async () => {
    await expect(page.getByRole('heading', { name: /^မင်္ဂလာပါ / })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ဝစ်ဂျက် ထည့်ရန်' })).toBeVisible();
    await expect(page.getByText('နောက်ဆုံး ပြင်ဆင်ခဲ့သည်များ')).toBeVisible();
    await expect(page.getByText(/Hello|Add Widget|Last edited/)).toHaveCount(0);
    await screenshot(page, 'issue39-my-390-home');
  });

  await page.goto(inLocale('en', `/${post.documentId}`));

  await test.step('the entry in Burmese: tabs, help texts, yes/no, a day-month date', async () => {
    await expect(page.getByRole('tab', { name: 'မူကြမ်း' })).toBeVisible({ timeout: TIMEOUT.slow });
    await expect(page.getByRole('tab', { name: 'ထုတ်ဝေပြီး' })).toBeVisible();
    // Help texts (under Strapi's "max. 200 characters", in Burmese too).
    await expect(page.getByText(/အများဆုံး 200 လုံး\s*ပို့စ်၏ ခေါင်းစဉ်။/)).toBeVisible();
    await expect(page.getByText(/^နောင်ရက်နှင့် အချိန်တစ်ခု ထည့်ပါက/)).toBeVisible();
    await expect(page.getByText("The post's heading", { exact: false })).toHaveCount(0);
    // Issue 39.9: the category is the English version's, and the editor says so (not silently).
    await expect(page.getByText(/အင်္ဂလိပ်ဗားရှင်း၏ အမျိုးအစားကို သုံးသည်/)).toBeVisible();
    // "Today's special" is a yes/no switch: its words, not TRUE/FALSE.
    await expect(page.getByText('မဟုတ်', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/^(True|False)$/)).toHaveCount(0);
    const day = (n: number) => String(n).padStart(2, '0');
    const dayFirst = `${day(inTwoDays.getDate())}/${day(inTwoDays.getMonth() + 1)}/${inTwoDays.getFullYear()}`;
    // The date picker (its own label is the design system's) writes the day first.
    await expect(page.getByRole('combobox', { name: 'Choose date' })).toHaveValue(dayFirst);
  });

  await test.step('before publishing: when it will appear and how scheduling works', async () => {
    await expect(panel).toContainText('ထုတ်ဝေပြီးပါက', { timeout: TIMEOUT.slow });
    await expect(panel).toContainText('ကြိုတင်စီစဉ်ရန်');
    // On a phone the panels are in the drawer under the actions.
    await page
      .getByRole('button', { name: /^(Open more actions|နောက်ထပ် လုပ်ဆောင်ချက်များ ဖွင့်ရန်)$/ })
      .click();
    await expect(panel).toBeVisible();
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'issue39-my-390-post-being-scheduled');
    await page
      .getByRole('button', { name: /^(Close more actions|နောက်ထပ် လုပ်ဆောင်ချက်များ ပိတ်ရန်)$/ })
      .click();
  });

  await test.step('published: "Scheduled for" its date, not merely published', async () => {
    await page.getByRole('button', { name: 'ထုတ်ဝေရန်' }).click();
    await expect(page.getByText('ထုတ်ဝေပြီးပါပြီ', { exact: true })).toBeVisible();
    await expect(panel).toContainText('တွင် ပေါ်လာရန် စီစဉ်ထားသည်');
    // Beside the title too: on a phone the panels are folded away.
    await expect(page.getByTestId('post-scheduled-status')).toContainText('စီစဉ်ထား- ');
    await screenshot(page, 'issue39-my-390-post-scheduled');
  });

  await test.step('the list says so, and one link shows everything waiting', async () => {
    // Found as she would find it among many: by its title in the list's search.
    await page.goto(`${inLocale('en')}&_q=${encodeURIComponent(title)}`);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('တွင် ပေါ်လာရန် စီစဉ်ထားသည်', { timeout: TIMEOUT.slow });
    // Strapi's own list words in Burmese.
    await expect(page.getByText(/^1 ခု တွေ့သည်$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'စစ်ထုတ်ရန်' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'နောက်သို့' })).toBeVisible();
    await expect(page.getByText(/entries found|^Filters$|^Back$/)).toHaveCount(0);
    await row.getByText('တွင် ပေါ်လာရန် စီစဉ်ထားသည်').scrollIntoViewIfNeeded();
    await screenshot(page, 'issue39-my-390-list-scheduled');
    await page.getByRole('link', { name: 'စီစဉ်ထားသော ပို့စ်များ' }).click();
    await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
    // The seeded posts all appeared in the past: none of them is waiting.
    await expect(page.getByRole('row')).toHaveCount(2);
  });
  await page.close();
});
