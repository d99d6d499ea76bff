/// <reference lib="dom" />
// The whole member journey of issue 7 through the real stack: register → book (calendar, form,
// payment by transaction number) → slip downloaded → bookings list → a second booking paid with
// an image → profile update → password change → log out → log in with the new password.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { TINY_PNG, calendarCell, myDigits, toast, uniqueName, yangonDay } from './member-support';
import { TIMEOUT } from './support/timeouts';
import { chooseRadio, pickFile } from './support/choose';

test.describe.configure({ mode: 'serial' });

async function chooseDay(page: Page, day: string) {
  await page.goto('/appointment');
  const cell = await calendarCell(page, day);
  await cell.click();
  await expect(page.getByTestId('selected-date')).not.toHaveText(/No date chosen/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/appointment\/form$/);
}

async function pay(page: Page, how: { number?: string; image?: Buffer }) {
  await expect(page.getByRole('heading', { name: 'Your Packages' })).toBeVisible();
  await expect(page.getByTestId('packages-table').locator('tfoot')).toContainText('Total');
  await chooseRadio(page.getByRole('radio', { name: 'KBZPay' }));
  const account = page.getByTestId('payment-account');
  await expect(account).toContainText('09 450 123 456');
  await expect(account).toContainText('Daw Thiri Htet');
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

test('when a new member registers, books, pays and manages the account, then every step works', async ({
  page,
}) => {
  test.setTimeout(TIMEOUT.journey);
  const username = uniqueName('j');
  const email = `${username}@example.com`;
  const dayOne = yangonDay(3);
  const dayTwo = yangonDay(4);
  let firstNo = '';

  await test.step('register', async () => {
    await page.goto('/register');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByLabel('Confirm Password').fill('Secret123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('avatar-menu-button')).toBeVisible();
  });

  await test.step('choose a day and fill the form (Wednesday birth asks for the half)', async () => {
    await chooseDay(page, dayOne);
    await expect(page.getByRole('heading', { name: 'Make Appointment' })).toBeVisible();
    await expect(page.getByText('You can pay with MMK or THB')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('Date of Birth').fill('1990-01-03'); // a Wednesday
    await page.getByRole('radio', { name: 'After noon (Rahu)' }).check();
    await expect(page.getByLabel('Birthday').locator('option:checked')).toHaveText(/Rahu/);
    await page.getByLabel('Date of Birth').fill('1990-01-01'); // a Monday
    await expect(page.getByLabel('Birthday').locator('option:checked')).toHaveText('Monday');
    await page.getByLabel('Gender').selectOption({ index: 1 });
    await page.getByLabel('Social Account').fill('facebook.com/' + username);
    await page.getByLabel('Description').fill('Will my new business go well this year?');
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/appointment\/[^/]+\/payment$/);
    firstNo = decodeURIComponent(page.url().split('/appointment/')[1]!.split('/')[0]!);
  });

  await test.step('pay with a transaction number', async () => {
    await pay(page, { number: 'TX-' + Date.now() });
  });

  await test.step('the slip downloads as <appointmentNo>.png', async () => {
    const slip = page.getByTestId('booking-slip');
    await expect(slip.getByTestId('slip-no')).toHaveText(firstNo);
    const [y, m, d] = dayOne.split('-');
    await expect(slip.getByTestId('slip-date')).toHaveText(`${d}-${m}-${y}`);
    await expect(slip.getByTestId('slip-name')).toHaveText(username);
    await expect(slip.getByTestId('slip-email')).toHaveText(email);
    await expect(slip).toContainText('Messenger');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Image' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${firstNo}.png`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.length).toBeGreaterThan(1000);
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  });

  await test.step('the bookings list shows it', async () => {
    await page.getByRole('link', { name: 'View Your Bookings' }).click();
    await expect(page).toHaveURL(/\/user\/bookings-list$/);
    const row = page.getByRole('row').filter({ hasText: firstNo });
    await expect(row).toBeVisible();
    await expect(row.locator('[data-tone]')).toHaveAttribute('data-tone', 'yellow');
    await page.getByPlaceholder('Search by Booking No...').fill('no-such-booking');
    await expect(page.getByText('No results found.')).toBeVisible();
    await page.getByPlaceholder('Search by Booking No...').fill(firstNo.slice(-4));
    await row.getByRole('link', { name: 'See Bill' }).click();
    await expect(page.getByTestId('slip-no')).toHaveText(firstNo);
  });

  await test.step('a second booking paid with an image', async () => {
    await chooseDay(page, dayTwo);
    // The intake of the first booking filled the profile: the form starts from it.
    await expect(page.getByLabel('Date of Birth')).toHaveValue('1990-01-01');
    await page.getByLabel('Description').fill('A tarot reading about family.');
    await page.getByRole('checkbox').nth(1).check();
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await pay(page, { image: TINY_PNG });
    await expect(page.getByTestId('booking-slip')).toBeVisible();
  });

  await test.step('update the profile', async () => {
    await page.goto('/user/profile');
    await expect(page.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
    await expect(page.getByTestId('member-side-card')).toContainText('Member');
    await page.getByLabel('Phone Number').fill('09 7' + String(Date.now()).slice(-8));
    await page.getByLabel('Genders').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(toast(page)).toContainText('Successfully Updated.');
  });

  await test.step('change the password', async () => {
    await page.getByLabel('Current Password', { exact: true }).fill('Secret123');
    await page.getByLabel('New Password').fill('Newer4567');
    await page.getByLabel('Confirm Password').fill('Newer4567');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(toast(page)).toContainText('Password Updated.');
    await expect(page.getByLabel('Current Password', { exact: true })).toHaveValue('');
  });

  await test.step('log out, then log in with the new password', async () => {
    await page.getByTestId('member-side-card').getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await page.goto('/login');
    await page.getByLabel('Username, phone or e-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Newer4567');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('avatar-menu-button')).toBeVisible();
  });
});

test.describe('on a phone, in Burmese', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('when a new member registers, books, pays, downloads the slip and opens the bookings, then every step works', async ({
    page,
  }) => {
    test.setTimeout(TIMEOUT.flow);
    await page.addInitScript(() => localStorage.setItem('language', 'my'));
    const username = uniqueName('my');
    const email = `${username}@example.com`;
    const day = yangonDay(10);
    let no = '';

    await test.step('register', async () => {
      await page.goto('/register');
      await expect(page.locator('html')).toHaveAttribute('lang', 'my');
      await page.getByLabel('အသုံးပြုသူအမည်').fill(username);
      await page.getByLabel('အီးမေးလ်').fill(email);
      await page.getByLabel('စကားဝှက်', { exact: true }).fill('Secret123');
      await page.getByLabel('စကားဝှက် အတည်ပြုရန်').fill('Secret123');
      await page.getByRole('button', { name: 'အကောင့်ဖွင့်မည်' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('avatar-menu-button')).toBeVisible();
    });

    await test.step('choose a day and book', async () => {
      await page.goto('/appointment');
      const cell = await calendarCell(page, day);
      await cell.click();
      await expect(page.getByTestId('selected-date')).not.toHaveText(/ရက် မရွေးရသေးပါ/);
      await page.getByRole('button', { name: 'ဆက်လုပ်မည်' }).click();
      await expect(page).toHaveURL(/\/appointment\/form$/);
      await expect(page.getByText('ကျပ် (MMK) သို့မဟုတ် ဘတ် (THB) ဖြင့် ငွေပေးချေနိုင်ပါသည်')).toBeVisible();
      await expect(page.getByLabel('အီးမေးလ်')).toHaveValue(email);
      await page.getByLabel('မွေးသက္ကရာဇ်').fill('1992-06-01'); // a Monday
      await page.getByLabel('ကျား/မ').selectOption({ index: 1 });
      await expect(page.getByLabel('မွေးနေ့').locator('option:checked')).not.toHaveText(/ရွေးပါ/);
      await page.getByLabel('ဆိုရှယ်မီဒီယာ အကောင့်').fill('facebook.com/' + username);
      await page.getByLabel('အကြောင်းအရာ').fill('အလုပ်အကိုင် အခြေအနေ သိချင်ပါသည်။');
      await page.getByRole('checkbox').first().check();
      await page.getByRole('button', { name: 'ယခု ဘိုကင်တင်မည်' }).click();
      await expect(page).toHaveURL(/\/appointment\/[^/]+\/payment$/);
      no = decodeURIComponent(page.url().split('/appointment/')[1]!.split('/')[0]!);
    });

    await test.step('pay with a transaction number', async () => {
      await expect(page.getByRole('heading', { name: 'သင့် ပက်ကေ့ချ်များ' })).toBeVisible();
      await chooseRadio(page.getByRole('radio').first());
      await page.getByLabel('ငွေလွှဲ နံပါတ်').fill('TX-' + Date.now());
      await page.getByRole('button', { name: 'တင်သွင်းမည်' }).click();
      await expect(page).toHaveURL(/\/booking\/slip$/);
    });

    await test.step('the slip downloads as <appointmentNo>.png', async () => {
      const slip = page.getByTestId('booking-slip');
      await expect(slip.getByTestId('slip-no')).toHaveText(no);
      const [y, m, d] = day.split('-');
      // DD-MM-YYYY in Myanmar digits, the format named beside it.
      await expect(slip.getByTestId('slip-date')).toHaveText(myDigits(`${d}-${m}-${y}`));
      await expect(slip).toContainText('(ရက်-လ-နှစ်)');
      await expect(slip.getByTestId('slip-email')).toHaveText(email);
      // Nothing on the phone's slip is wider than the screen.
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(1);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'ဓာတ်ပုံ ဒေါင်းလုဒ်လုပ်ရန်' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${no}.png`);
      const bytes = await readFile((await download.path())!);
      expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    });

    await test.step('the bookings list shows it in Burmese', async () => {
      await page.getByRole('link', { name: 'သင့် ဘိုကင်များ ကြည့်ရန်' }).click();
      await expect(page).toHaveURL(/\/user\/bookings-list$/);
      await expect(page.getByRole('heading', { name: 'ရက်ချိန်းများ' })).toBeVisible();
      // Below 480 px each booking is a card, nothing off-screen.
      const card = page.getByTestId('booking-card').filter({ hasText: no });
      await expect(card).toBeVisible();
      await expect(card.getByRole('link', { name: 'ပြေစာ ကြည့်ရန်' })).toBeVisible();
    });
  });
});
