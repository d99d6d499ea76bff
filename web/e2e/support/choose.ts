import { expect, type Locator } from '@playwright/test';

/**
 * Chooses a visually hidden radio (the payment types are cards over an `sr-only` input) by
 * keyboard, as a screen reader user would: a forced click lands on the input's one-pixel spot,
 * where a toast showing at that moment takes it instead.
 */
export async function chooseRadio(radio: Locator): Promise<void> {
  await radio.press('Space');
  await expect(radio).toBeChecked();
}

export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * Picks a file as a person does: taps (on a touch profile) or clicks the file field, answers the
 * browser's file chooser, then moves focus away. Setting an input's files directly skipped the
 * focus and blur that refused every tapped-in payment screenshot (issue 38).
 */
export async function pickFile(field: Locator, file: PickedFile): Promise<void> {
  const page = field.page();
  const touch = await page.evaluate(() => navigator.maxTouchPoints > 0);
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    touch ? field.tap() : field.click(),
  ]);
  await chooser.setFiles(file);
  // The focus leaves the field, as the next tap or Tab does.
  await page.keyboard.press('Tab');
}
