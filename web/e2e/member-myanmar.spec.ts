/// <reference lib="dom" />
// Issue 21, made for Myanmar and Thailand: a Burmese member on a 360 px phone types in Zawgyi
// and sees it converted, is born on a Wednesday afternoon and finds Rahu chosen, gives a phone in
// Myanmar digits, and pays a Thai PromptPay account by a QR that carries the baht amount.
import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { readPromptPay } from '../src/features/booking/lib/promptpay';
import { openAs, registerMember, yangonDay, type Member } from './member-support';
import { screenshot } from './support/screenshots';
import { chooseRadio } from './support/choose';

test.use({ viewport: { width: 360, height: 740 } });

// "I want to ask about my work" typed on a Zawgyi keyboard, and the same words in Unicode.
const ZAWGYI_DESC = 'ကၽြန္ေတာ္ အလုပ္အကိုင္ အေၾကာင္း ေမးခ်င္ပါတယ္';
const UNICODE_DESC = 'ကျွန်တော် အလုပ်အကိုင် အကြောင်း မေးချင်ပါတယ်';

let member: Member;
test.beforeAll(async ({ request }) => {
  member = await registerMember(request);
});

const shot = (page: Page, name: string) => screenshot(page, `myanmar-${name}`);

/** The QR drawn on the canvas, read as a phone's camera would. */
async function scanQr(page: Page): Promise<string> {
  const image = await page
    .getByTestId('promptpay-qr')
    .locator('canvas')
    .evaluate((canvas: HTMLCanvasElement) => {
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      return { pixels: Array.from(data.data), width: data.width, height: data.height };
    });
  const code = jsQR(Uint8ClampedArray.from(image.pixels), image.width, image.height);
  expect(code, 'the QR can be scanned').not.toBeNull();
  return code!.data;
}

test('when a Burmese member types Zawgyi, is born on a Wednesday afternoon and pays by PromptPay, then the text is Unicode, Rahu is chosen and the QR carries the baht amount', async ({
  page,
  request,
}) => {
  await openAs(page, member, '/appointment', 'my');
  await page.evaluate((day) => {
    localStorage.setItem('selected_booking_date', day);
    localStorage.setItem('selected_booking_date_cleared_at', String(Date.now()));
  }, yangonDay(15));
  await page.goto('/appointment/form');
  await expect(page.getByRole('button', { name: 'ယခု ဘိုကင်တင်မည်' })).toBeVisible();

  // Zawgyi in, Unicode out, and the form says so.
  const desc = page.getByLabel('အကြောင်းအရာ');
  await desc.fill(ZAWGYI_DESC);
  await desc.blur();
  await expect(page.getByTestId('zawgyi-converted-desc')).toBeVisible();
  await expect(desc).toHaveValue(UNICODE_DESC);

  // A Wednesday: the form asks before or after noon; after noon is Rahu, the tuskless elephant.
  await page.getByLabel('မွေးသက္ကရာဇ်').fill('1990-01-03');
  const question = page.getByTestId('wednesday-question');
  await expect(question).toBeVisible();
  await question.getByRole('radio', { name: 'မွန်းလွဲ (ရာဟု)' }).check();
  await expect(page.getByLabel('မွေးနေ့').locator('option:checked')).toHaveText(/ရာဟု/);
  await expect(page.getByTestId('mahabote-sign')).toHaveText(/ဟိုင်း.*ရာဟုဂြိုဟ်/);
  await shot(page, 'form');

  await page.getByLabel('ကျား/မ').selectOption({ index: 1 });
  await page.getByLabel('ဖုန်းနံပါတ်').fill('၀၉ ၇၈၁၂ ၃၄၅၆၇');
  await page.getByLabel('ဆိုရှယ်မီဒီယာ အကောင့်').fill('facebook.com/e2e');
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'ယခု ဘိုကင်တင်မည်' }).click();
  await expect(page).toHaveURL(/\/appointment\/[^/]+\/payment$/);
  const no = decodeURIComponent(page.url().split('/appointment/')[1]!.split('/')[0]!);

  // What the booking service stored: Unicode text, the Rahu weekday, the phone in E.164.
  const stored = await request.get(`/api/auth/appointments/${no}`, {
    headers: { Authorization: `Bearer ${member.access}` },
  });
  const booking = (await stored.json()).data;
  expect(booking).toMatchObject({ desc: UNICODE_DESC, user: { phone: '+959781234567' } });

  // PromptPay: its number, the amount in baht, and a QR that a banking app reads the same way.
  await chooseRadio(page.getByRole('radio', { name: /PromptPay/ }));
  const account = page.getByTestId('payment-account');
  await expect(account.getByTestId('promptpay-id')).toHaveText('0812345678');
  await expect(account.getByTestId('amount-to-send')).toHaveText(/^฿[\u1040-\u1049,]+$/);
  await expect(page.getByTestId('promptpay-qr').locator('canvas')).toHaveAttribute(
    'data-payload',
    /^000201/,
  );
  const read = readPromptPay(await scanQr(page));
  expect(read).toEqual({
    id: '0812345678',
    amount: booking.th_balance,
    currency: '764',
    valid: true,
  });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await shot(page, 'promptpay');

  // The slip names the sign and the phone given on the form.
  await page.getByLabel('ငွေလွှဲ နံပါတ်').fill('PP-' + Date.now());
  await page.getByRole('button', { name: 'တင်သွင်းမည်' }).click();
  await expect(page).toHaveURL(/\/booking\/slip$/);
  const slip = page.getByTestId('booking-slip');
  await expect(slip.getByTestId('slip-sign')).toHaveText(/ဟိုင်း/);
  await expect(slip.getByTestId('slip-phone')).toHaveText('+959781234567');
  await shot(page, 'slip');

  // The profile: another Wednesday, before noon this time, is the tusked elephant; a Thai phone
  // is kept in E.164; both survive a reload.
  await page.goto('/user/profile');
  const profile = page.getByRole('form', { name: 'ကိုယ်ရေး အချက်အလက်' });
  await profile.getByLabel('မွေးသက္ကရာဇ်').fill('1990-01-10');
  await profile.getByRole('radio', { name: 'မွန်းတည့်မတိုင်မီ' }).check();
  await expect(profile.getByTestId('mahabote-sign')).toHaveText(/ဆင် \(စွယ်ရှိ\).*ဗုဒ္ဓဟူးဂြိုဟ်/);
  await profile.getByLabel('ဖုန်းနံပါတ်').fill('081 234 5678');
  await profile.getByRole('button', { name: 'ပြင်ဆင်မည်' }).click();
  await expect(page.getByText('အောင်မြင်စွာ ပြင်ဆင်ပြီးပါပြီ').first()).toBeVisible();
  await page.reload();
  await expect(profile.getByLabel('ဖုန်းနံပါတ်')).toHaveValue('+66812345678');
  await expect(profile.getByTestId('mahabote-sign')).toHaveText(/ဆင် \(စွယ်ရှိ\)/);
  await expect(profile.getByLabel('မွေးနေ့').locator('option:checked')).toHaveText(/ဗုဒ္ဓဟူး/);
  await expect(profile.getByLabel('ကျား/မ').locator('option:checked')).not.toHaveText(/ရွေးပါ/);
  await shot(page, 'profile');
});
