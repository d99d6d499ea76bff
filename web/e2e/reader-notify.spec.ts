/// <reference lib="dom" />
// Issue 42.6: the reader's notice settings in one place, on a 390 px phone: she taps from the
// queue to Notifications, chooses which notices and quiet hours, saves, and finds them kept; the
// page in Burmese. (Pushes and Telegram themselves are the booking service's tests.)
import { expect, test } from '@playwright/test';
import { readerPage } from './support/desk';
import { screenshot } from './support/screenshots';
import { TIMEOUT } from './support/timeouts';

test('when the reader sets her notices on her phone, then they are kept, in English and Burmese', async ({
  browser,
}) => {
  test.setTimeout(TIMEOUT.flow);
  const desk = await readerPage(browser);
  await desk.setViewportSize({ width: 390, height: 844 });
  await desk.goto('/admin/plugins/bookings');
  await desk.getByTestId('notify-link').click();
  await expect(desk.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const settings = desk.getByTestId('notify-settings');
  await expect(settings).toBeVisible({ timeout: TIMEOUT.slow });

  const cancels = settings.getByRole('checkbox', { name: 'A member cancels' });
  await expect(cancels).toBeChecked();
  await cancels.click();
  await settings.getByLabel('From', { exact: true }).fill('22:00');
  await settings.getByLabel('To', { exact: true }).fill('07:00');
  await settings.getByTestId('notify-save').click();
  await expect(desk.getByText('Saved.')).toBeVisible();
  await expect(settings.getByText('Telegram is not set up on this site.')).toBeVisible();
  await screenshot(desk, 'desk-notify-390-en');

  await desk.reload();
  await expect(settings.getByRole('checkbox', { name: 'A member cancels' })).not.toBeChecked();
  await expect(settings.getByLabel('From', { exact: true })).toHaveValue('22:00');
  await expect(settings.getByRole('checkbox', { name: 'A new booking' })).toBeChecked();

  await desk.evaluate(() => localStorage.setItem('strapi-admin-language', 'my'));
  try {
    await desk.reload();
    await expect(desk.getByRole('heading', { name: 'အသိပေးချက်များ', level: 1 })).toBeVisible();
    await expect(settings.getByText('ဤဆိုက်တွင် တယ်လီဂရမ်ကို မပြင်ဆင်ရသေးပါ။')).toBeVisible();
    await screenshot(desk, 'desk-notify-390-my');
  } finally {
    await desk.evaluate(() => localStorage.setItem('strapi-admin-language', 'en-GB'));
    // Back as she found them, for the other specs of this stack.
    await desk.reload();
    await settings.getByRole('checkbox', { name: 'A member cancels' }).click();
    await settings.getByLabel('From', { exact: true }).fill('');
    await settings.getByLabel('To', { exact: true }).fill('');
    await settings.getByTestId('notify-save').click();
    await expect(desk.getByText('Saved.')).toBeVisible();
  }
});
