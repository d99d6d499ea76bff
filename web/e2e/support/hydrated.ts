// A public page comes rendered by the gateway (issue 43) and shows before the app has taken it
// over: a test that presses a key the app listens for on the window, or taps a control of the
// screen at once, waits for the hydration first (the router's screen marks the root then).
import { expect, type Page } from '@playwright/test';

export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
}
