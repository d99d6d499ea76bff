/// <reference lib="dom" />
// The reader's Bookings desk in the Strapi admin, driven as the reader does it.
import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { TIMEOUT } from './timeouts';

/**
 * A page logged into /admin as the reader (the stack's development admin); `options` for a phone
 * (viewport, touch).
 */
export async function readerPage(browser: Browser, options?: BrowserContextOptions): Promise<Page> {
  const page = await browser.newPage(options);
  await page.goto('/admin/auth/login');
  await page.getByLabel('Email').fill(process.env.E2E_ADMIN_EMAIL!);
  await page
    .getByLabel(/^Password/)
    .first()
    .fill(process.env.E2E_ADMIN_PASSWORD!);
  await page.getByRole('button', { name: 'Login' }).click();
  // On a phone the menu's links sit in the ☰ drawer: the home page's heading says she is in.
  const phone = (options?.viewport?.width ?? 1280) < 768;
  await expect(
    phone ? page.getByRole('heading', { level: 1 }) : page.getByRole('link', { name: 'Bookings' }),
  ).toBeVisible({ timeout: TIMEOUT.slow });
  return page;
}

/** Opens booking `no` from the desk's Verifying queue. */
export async function openFromQueue(page: Page, no: string) {
  await page.getByRole('link', { name: 'Bookings' }).click();
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
  const row = page
    .getByTestId('verifying-section')
    .getByTestId('booking-row')
    .filter({ hasText: no });
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.getByRole('heading', { name: no })).toBeVisible();
}

/** Presses a desk action and confirms its dialog (with a note where one is asked). */
export async function act(page: Page, label: string, note?: string) {
  await page.getByTestId('booking-actions').getByRole('button', { name: label }).click();
  const dialog = page.getByRole('alertdialog');
  if (note !== undefined) await dialog.getByRole('textbox').fill(note);
  await dialog.getByRole('button', { name: label }).click();
  await expect(dialog).toBeHidden();
}
