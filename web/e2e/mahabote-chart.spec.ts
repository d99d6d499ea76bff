/// <reference lib="dom" />
// Issue 41, item 4: the booking form and the profile show the member's chart from the date of
// birth: the Myanmar birth date (the year turns at Thingyan, not on 1 January), the day of the
// eight-day week and the Mahabote house, in Burmese on a 360 px phone and in English.
import { expect, test, type Page } from '@playwright/test';
import { openAs, registerMember, yangonDay, type Member } from './member-support';
import { screenshot } from './support/screenshots';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

let member: Member;
test.beforeAll(async ({ request }) => {
  member = await registerMember(request);
});

async function noOverflow(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
}

test('when a Burmese member gives a Wednesday-morning birth before Thingyan, then the form shows ME 1356 and house Atun, and Rahu keeps the house', async ({
  page,
}) => {
  await openAs(page, member, '/appointment', 'my');
  await page.evaluate((day) => {
    localStorage.setItem('selected_booking_date', day);
    localStorage.setItem('selected_booking_date_cleared_at', String(Date.now()));
  }, yangonDay(15));
  await page.goto('/appointment/form');
  await expect(page.getByRole('button', { name: 'ယခု ဘိုကင်တင်မည်' })).toBeVisible();

  const dob = page.getByLabel('မွေးသက္ကရာဇ်');
  await dob.tap();
  await dob.fill('1995-03-01');
  await dob.blur();
  const question = page.getByTestId('wednesday-question');
  await question.getByRole('radio', { name: 'မွန်းတည့်မတိုင်မီ' }).tap();
  const chart = page.getByTestId('mahabote-chart');
  await expect(chart.getByTestId('myanmar-birth-date')).toHaveText(
    'မြန်မာသက္ကရာဇ် ၁၃၅၆ တပေါင်းလဆန်း ၁ ရက်',
  );
  await expect(chart.getByTestId('mahabote-weekday')).toHaveText('ဗုဒ္ဓဟူး');
  await expect(chart.getByTestId('mahabote-house')).toHaveText('အထွန်း');

  // After noon: Rahu, the same house (the rule the reader is asked to confirm).
  await question.getByRole('radio', { name: 'မွန်းလွဲ (ရာဟု)' }).tap();
  await expect(chart.getByTestId('mahabote-weekday')).toHaveText(/ရာဟု/);
  await expect(chart.getByTestId('mahabote-house')).toHaveText('အထွန်း');
  await noOverflow(page);
  await screenshot(page, 'mahabote-form-my');
});

test('when a member sets a birth date on the profile, then the chart follows it, and an English page names it in English', async ({
  page,
}) => {
  await openAs(page, member, '/user/profile', 'my');
  const profile = page.getByRole('form', { name: 'ကိုယ်ရေး အချက်အလက်' });
  const dob = profile.getByLabel('မွေးသက္ကရာဇ်');
  await dob.tap();
  await dob.fill('2000-02-29');
  await dob.blur();
  const chart = profile.getByTestId('mahabote-chart');
  await expect(chart.getByTestId('myanmar-birth-date')).toHaveText('မြန်မာသက္ကရာဇ် ၁၃၆၁ တပို့တွဲလဆုတ် ၁၀ ရက်');
  await expect(chart.getByTestId('mahabote-weekday')).toHaveText('အင်္ဂါ');
  await expect(chart.getByTestId('mahabote-house')).toHaveText('ဘင်္ဂ');
  await noOverflow(page);
  await screenshot(page, 'mahabote-profile-my');

  await openAs(page, member, '/user/profile', 'en');
  const english = page.getByRole('form', { name: /profile/i });
  const field = english.getByLabel(/date of birth/i);
  await field.tap();
  await field.fill('1990-01-10');
  await field.blur();
  await english.getByRole('radio', { name: 'Before noon' }).tap();
  const en = english.getByTestId('mahabote-chart');
  await expect(en.getByTestId('myanmar-birth-date')).toHaveText('ME 1351 Pyatho full moon');
  await expect(en.getByTestId('mahabote-weekday')).toHaveText('Wednesday');
  await expect(en.getByTestId('mahabote-house')).toHaveText('Adipati');
  await noOverflow(page);
  await screenshot(page, 'mahabote-profile-en');
});
