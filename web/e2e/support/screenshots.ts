import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * A full-page PNG of the screen as it is, for a human to look at: only when SCREENSHOT_DIR names
 * a folder (each costs the browser a full-page render and encode, and a CI run reads none).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}
