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
