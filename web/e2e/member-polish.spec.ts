/// <reference lib="dom" />
// Issue 38, as a Burmese customer on a 360 px touch phone meets it: a paid booking that is
// cancelled says what happened to the money (list, slip, mail); toasts never cover the control
// tapped next and end with their page; offline, the header stays usable and Book Now says there
// is no connection.
import { MESSAGES_MY } from '@mystic/shared/messages-my';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated } from './support/hydrated';
import {
  BOOK_NOW_MY,
  TINY_PNG,
  bookViaApi,
  bookingPayload,
  fillBookingFormMy,
  openAs,
  openBookingFormMy,
  registerMember,
  yangonDay,
  type Member,
} from './member-support';
import { waitForMail, type OutboxMail } from './support/mail';
import { expectNoToastOver, tapClear } from './support/overlap';
import { screenshot } from './support/screenshots';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const CREDIT_MY = 'ငွေပေးပြီး — အခြားရက်အတွက် သုံးနိုင်သည်';

async function payViaApi(request: APIRequestContext, m: Member, no: string) {
  const banks = await (await request.get('/api/banks-list')).json();
  const paid = await request.post(`/api/auth/appointments/${no}/payment/store`, {
    headers: { Authorization: `Bearer ${m.access}` },
    multipart: {
      paymentype: String(banks.data[0].id),
      transaction_no: 'TX-E2E-CREDIT',
      transaction_img: { name: 'slip.png', mimeType: 'image/png', buffer: TINY_PNG },
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

const shot = (page: Page, name: string) => screenshot(page, `polish-${name}`);
/** What the phone's screen shows now (not the whole page), when SCREENSHOT_DIR asks for shots. */
async function screen(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/polish-${name}-screen.png` });
}

test('when a member cancels a booking they paid for, then the list, the slip and the mail say the money is a credit for another date', async ({
  page,
  request,
}) => {
  const member = await registerMember(request);
  const no = await bookViaApi(request, member, yangonDay(30));
  await payViaApi(request, member, no);

  await openAs(page, member, '/user/bookings-list', 'my');
  const card = page.getByTestId('booking-card').filter({ hasText: no });
  await tapClear(card.getByTestId('cancel-booking'));
  const dialog = page.getByRole('dialog');
  // The dialog says before the tap what happens to the money.
  await expect(dialog).toContainText('ငွေပေးပြီးဖြစ်သည်');
  await screen(page, 'cancel-dialog');
  await tapClear(dialog.getByTestId('cancel-confirm'));
  await expect(dialog).toBeHidden();
  const state = card.locator('[data-payment-state]');
  await expect(state).toHaveAttribute('data-payment-state', 'credit');
  await expect(state).toHaveText(CREDIT_MY);
  await card.scrollIntoViewIfNeeded();
  await screen(page, 'list-cancelled-paid');

  await page.goto(`/appointment/${no}/booking/slip`);
  const slip = page.getByTestId('booking-slip');
  await expect(slip.getByTestId('slip-payment-state')).toHaveText(CREDIT_MY);
  await expect(slip.getByTestId('slip-credit-note')).toBeVisible();
  await slip.getByTestId('slip-status').scrollIntoViewIfNeeded();
  await screen(page, 'slip-cancelled-paid');

  // The booking was made in English (no locale sent): its mail says it in English.
  const mail = await waitForMail('member_cancelled', member.email, no);
  expect(mail.raw).toContain('kept as a credit for another date');
});

test('when a login fails, then its toast leaves the login button free; a guest prompt on a post ends when the guest leaves the post', async ({
  page,
}) => {
  await openAs(page, null, '/login', 'my');
  await page.getByLabel('စကားဝှက်', { exact: true }).fill('wrong-password');
  await page.getByRole('textbox').first().fill('nobody-here');
  await page.getByRole('checkbox').check();
  const submit = page.getByRole('button', { name: 'အကောင့်ဝင်မည်' });
  await tapClear(submit);
  await expect(page.getByTestId('toast')).toBeVisible();
  await screen(page, 'login-failed-toast');
  // The person tries again at once: the button is not under the toast.
  await expectNoToastOver(submit);

  await page.goto('/blogs');
  await hydrated(page);
  await tapClear(page.getByTestId('post-card').first().getByRole('link').first());
  await expect(page.getByTestId('like-button')).toBeVisible();
  await hydrated(page);
  await tapClear(page.getByTestId('like-button'));
  await expect(page.getByTestId('toast')).toBeVisible();
  await expectNoToastOver(page.getByTestId('save-button'));
  await screen(page, 'guest-like-toast');
  await page.goBack();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.getByTestId('toast')).toHaveCount(0);
});

test('when the network is lost, then the banner leaves the header tappable, can be closed, and Book Now says there is no connection', async ({
  page,
  context,
  request,
}) => {
  const member = await registerMember(request);
  await openBookingFormMy(page, member, yangonDay(33));
  await fillBookingFormMy(page, 'အလုပ်အကိုင် အကြောင်း');
  await context.setOffline(true);
  const banner = page.getByTestId('offline-overlay');
  await expect(banner).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await screen(page, 'offline-header');
  // The menu and the avatar are what a tap at their centre reaches.
  for (const name of ['menu', 'avatar']) {
    const el =
      name === 'menu'
        ? page.getByRole('button', { name: 'မီနူးဖွင့်ရန်' })
        : page.getByTestId('avatar-menu-button');
    const box = (await el.boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('header') !== null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit, `the ${name} is not covered`).toBe(true);
  }
  await tapClear(page.getByTestId('offline-close'));
  await expect(banner).toHaveCount(0);

  await tapClear(page.getByRole('button', { name: BOOK_NOW_MY }));
  await expect(page.getByTestId('toast')).toContainText(MESSAGES_MY.networkError);
  await context.setOffline(false);
});

test('the booking form: no inner scroller for the packages, and scroll-to-top never sits on a field, a package or the totals', async ({
  page,
  request,
}) => {
  const member = await registerMember(request);
  await openBookingFormMy(page, member, yangonDay(34));
  const scrollers = await page.evaluate(
    () =>
      [...document.querySelectorAll('main *')].filter((el) => {
        const style = getComputedStyle(el);
        return /(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      }).length,
  );
  expect(scrollers, 'boxes that scroll inside the page').toBe(0);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 350; y < height; y += 120) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
    const button = page.getByTestId('scroll-to-top');
    if (!(await button.isVisible())) continue;
    const covered = await button.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const points = [
        [r.left + 2, r.top + 2],
        [r.right - 2, r.bottom - 2],
        [r.left + r.width / 2, r.top + r.height / 2],
      ];
      return points.some(([x, y]) =>
        document
          .elementsFromPoint(x!, y!)
          .some(
            (hit) =>
              hit !== el &&
              !el.contains(hit) &&
              hit.closest('input, select, textarea, label, table'),
          ),
      );
    });
    expect(covered, `scroll-to-top covers a field at scrollY ${y}`).toBe(false);
  }
  await shot(page, 'booking-form-scrolled');
});

test('Burmese pages: eyebrow lines without letter-spacing, a tab title per inner page, the login e-mail carried to forgot-password', async ({
  page,
  request,
}) => {
  await openAs(page, null, '/', 'my');
  const spacing = await page
    .locator('main [class*="tracking-"]')
    .first()
    .evaluate((el) => getComputedStyle(el).letterSpacing);
  expect(spacing).toBe('normal');

  await page.goto('/login');
  await expect(page).toHaveTitle('အကောင့်ဝင်ရန် · Mystic Visions');
  await page.getByRole('textbox').first().fill('someone@example.com');
  await tapClear(page.getByRole('link', { name: 'စကားဝှက် မေ့နေပါသလား။' }));
  await expect(page).toHaveURL(/\/forgot-password/);
  await expect(page.getByRole('textbox').first()).toHaveValue('someone@example.com');
  await expect(page).toHaveTitle('စကားဝှက် မေ့နေပါသလား · Mystic Visions');

  const member = await registerMember(request);
  await openAs(page, member, '/user/bookings-list', 'my');
  await expect(page).toHaveTitle('ရက်ချိန်းများ · Mystic Visions');
});

test('when a member moves a booking, then the calendar opens on the month of its day, with the day marked', async ({
  page,
  request,
}) => {
  const member = await registerMember(request);
  const day = yangonDay(50);
  const no = await bookViaApi(request, member, day);
  await openAs(page, member, `/appointment/${no}/reschedule`, 'my');
  const booked = page.getByTestId('booked-day');
  await expect(booked).toBeVisible();
  await expect(page.locator(`td[data-date="${day}"]`)).toHaveClass(/booking-current/);
  await shot(page, 'reschedule-booked-day');
});

test('Burmese pages: sort options, prices, views and likes, the date of birth and the payment type all read in Burmese', async ({
  page,
  request,
}) => {
  const latinDigit = /[0-9]/;
  await openAs(page, null, '/blogs', 'my');
  const sortTexts = await page.locator('main select option').allTextContents();
  expect(
    sortTexts.filter((o) => /[A-Za-z]/.test(o)),
    'sort options in Latin',
  ).toEqual([]);

  await page.goto('/packages');
  await expect(page.getByTestId('package-card').first()).toBeVisible();
  for (const text of await page.getByTestId('package-card').allInnerTexts()) {
    expect(text, 'a package card in Latin digits').not.toMatch(latinDigit);
  }

  await page.goto('/blogs');
  await tapClear(page.getByTestId('post-card').first().getByRole('link').first());
  await expect(page.getByTestId('post-meta')).toBeVisible();
  expect(await page.getByTestId('post-meta').innerText()).not.toMatch(latinDigit);
  expect(await page.getByTestId('like-count').innerText()).not.toMatch(latinDigit);

  // The date of birth: a Burmese prompt, then the day in Burmese words, never mm/dd/yyyy.
  const member = await registerMember(request);
  await openBookingFormMy(page, member, yangonDay(36));
  const shown = page.getByTestId('dob-shown');
  await expect(shown).toHaveText('ရက်၊ လ၊ နှစ် ရွေးရန်');
  const dob = page.getByLabel('မွေးသက္ကရာဇ်');
  // The browser's own text is drawn transparent: only the Burmese words show.
  expect(await dob.evaluate((el) => getComputedStyle(el).color)).toBe('rgba(0, 0, 0, 0)');
  await dob.fill('1990-01-15');
  await expect(shown).toHaveText('၁၉၉၀ ဇန်နဝါရီ ၁၅');
  await screen(page, 'dob-burmese');

  // Paid with the Thai bank transfer: the Burmese slip and mail name it in Burmese.
  const made = await request.post('/api/auth/appointments/store', {
    headers: { Authorization: `Bearer ${member.access}` },
    data: { ...(await bookingPayloadMy(request, member, yangonDay(37))) },
  });
  expect(made.status(), await made.text()).toBe(201);
  const no = (await made.json()).data.appointment_no as string;
  const banks = (await (await request.get('/api/banks-list')).json()).data as {
    id: number;
    name: string;
  }[];
  const thai = banks.find((b) => b.name === 'Bank transfer (Thailand)')!;
  const paid = await request.post(`/api/auth/appointments/${no}/payment/store`, {
    headers: { Authorization: `Bearer ${member.access}` },
    multipart: {
      paymentype: String(thai.id),
      transaction_no: 'TX-E2E-THAI',
      transaction_img: { name: 'slip.png', mimeType: 'image/png', buffer: TINY_PNG },
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await page.goto(`/appointment/${no}/booking/slip`);
  await expect(page.getByTestId('slip-payment-type')).toHaveText('ဘဏ်လွှဲ (ထိုင်း)');
  const mail = mailText(await waitForMail('proof_received', member.email, no));
  expect(mail).toContain('ဘဏ်လွှဲ (ထိုင်း)');
  expect(mail).not.toContain('Bank transfer (Thailand)');
});

/** The booking form's payload, made in Burmese (its mails are Burmese). */
async function bookingPayloadMy(request: APIRequestContext, m: Member, day: string) {
  return { ...(await bookingPayload(request, m, day)), locale: 'my' };
}

/** A mail's readable text: its quoted-printable parts as read, its base64 parts decoded. */
function mailText(mail: OutboxMail): string {
  const parts = [
    ...mail.source.matchAll(
      /Content-Transfer-Encoding: base64\r?\n(?:.+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/g,
    ),
  ];
  return [
    mail.raw,
    ...parts.map((m) => Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64').toString('utf8')),
  ].join('\n');
}
