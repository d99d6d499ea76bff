// Packages, zodiacs, feedback, contact/about, privacy and terms.
import { expect, test } from '@playwright/test';
import { hydrated } from './support/hydrated';

test('when the packages page opens, then each card shows both prices and leads to booking', async ({
  page,
}) => {
  await page.goto('/packages');
  const cards = page.getByTestId('package-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(0);
  expect(await cards.count()).toBeLessThanOrEqual(12);
  await expect(cards.first()).toContainText(/\d Ks/);
  await expect(cards.first()).toContainText(/฿\d/);
  // A discounted package shows its old prices struck through.
  await expect(page.locator('del').first()).toBeVisible();
});

test('when the zodiacs page opens, then every sign is listed and opens its dialog', async ({
  page,
}) => {
  await page.goto('/zodiacs');
  await expect(page.getByTestId('zodiac-card')).toHaveCount(12);
  await page.getByTestId('zodiac-card').nth(3).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByTestId('dialog-backdrop').click({ position: { x: 5, y: 5 } });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1366, height: 900 },
]) {
  test.describe(`feedback at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('when the feedback form is sent empty, then every field shows its message', async ({
      page,
    }) => {
      await page.goto('/feedback');
      // The app checks the form once it has taken the rendered page over (issue 43).
      await hydrated(page);
      await page.getByRole('button', { name: 'Send Feedback' }).click();
      for (const text of [
        'Name is required',
        'Email is required',
        'Rating is required',
        'Feedback type is required',
        'Feedback message is required',
      ]) {
        await expect(page.getByText(text, { exact: true })).toBeVisible();
      }
      await page.getByLabel('Email').fill('not-an-email');
      await page.getByRole('button', { name: 'Send Feedback' }).click();
      await expect(page.getByText('Invalid email', { exact: true })).toBeVisible();
    });

    test("when the feedback form is filled in, then 'Thanks for your feedback!' shows and the form resets", async ({
      page,
    }) => {
      await page.goto('/feedback');
      await expect(
        page.getByRole('listitem').filter({ hasText: 'We read every word' }),
      ).toBeVisible();
      await page.getByLabel('Name').fill('Ma Hnin');
      await page.getByLabel('Email').fill(`hnin.${viewport.width}@example.com`);
      const rating = page.getByLabel('Rating');
      await expect(rating.locator('option')).toHaveText([
        'Choose a rating',
        '5 - Excellent',
        '4 - Very Good',
        '3 - Good',
        '2 - Fair',
        '1 - Poor',
      ]);
      await rating.selectOption('5');
      await page.getByLabel('Feedback type').selectOption('reading');
      await page.getByLabel('Message').fill('The reading was calm and clear. Thank you.');
      await page.getByRole('button', { name: 'Send Feedback' }).click();
      await expect(page.getByTestId('toast')).toHaveText(/Thanks for your feedback!/);
      await expect(page.getByLabel('Name')).toHaveValue('');
      await expect(page.getByLabel('Message')).toHaveValue('');
    });
  });
}

test('when the feedback form is sent empty in Burmese, then the messages are Burmese', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'my'));
  await page.goto('/feedback');
  await page.getByRole('button', { name: 'အကြံပြုချက် ပေးပို့ရန်' }).click();
  await expect(page.getByText('အမည် လိုအပ်ပါသည်', { exact: true })).toBeVisible();
  await expect(page.getByText('အကြံပြုချက် စာသား လိုအပ်ပါသည်', { exact: true })).toBeVisible();
});

test('when contact and about open, then they show the bio, a heading and the channels', async ({
  page,
}) => {
  for (const path of ['/contact', '/about']) {
    await page.goto(path);
    const about = page.getByTestId('about-reader');
    await expect(about.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(about).toContainText('hello@mysticvisions.example');
    await expect(about.getByRole('link', { name: /Telegram/ })).toBeVisible();
    await expect(about.locator('p.whitespace-pre-line')).not.toBeEmpty();
  }
});

test('when privacy and terms open, then they state the age limit and the entertainment purpose', async ({
  page,
}) => {
  await page.goto('/terms');
  await expect(page.getByText(/at least 13 years old/)).toBeVisible();
  await expect(page.getByText(/information and entertainment only/)).toBeVisible();
  await expect(page.getByText(/no responsibility for any decision/)).toBeVisible();
  await page.goto('/privacy');
  await expect(page.getByText(/under 13 years of age/)).toBeVisible();
});
