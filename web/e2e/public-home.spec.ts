// Home: hero, the reader's block, Featured Services, zodiac dialog, latest posts.
import { expect, test } from '@playwright/test';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`home at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('when the home page opens, then it shows the hero, 8 packages and at most 8 posts', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Mystic Visions Guiding You for Better Future',
      );
      await expect(page.getByRole('link', { name: 'Make Appointment Now' })).toHaveAttribute(
        'href',
        '/appointment',
      );
      await expect(page.getByTestId('about-reader')).toContainText('hello@mysticvisions.example');
      const services = page.getByRole('region', { name: /Featured Services/ });
      await expect(services.getByTestId('package-card')).toHaveCount(8);
      await expect(services.getByRole('link', { name: /Book Now/ }).first()).toHaveAttribute(
        'href',
        '/appointment',
      );
      const latest = page.getByRole('region', { name: /Latest Blogs/ });
      await expect(latest.getByTestId('post-card').first()).toBeVisible();
      expect(await latest.getByTestId('post-card').count()).toBeLessThanOrEqual(8);
      await latest.getByRole('link', { name: 'View All' }).click();
      await expect(page).toHaveURL(/\/blogs$/);
    });

    test('when a zodiac sign is chosen, then a dialog shows its name, period and description, keeps focus and closes on Escape', async ({
      page,
    }) => {
      await page.goto('/');
      const sign = page.getByTestId('zodiac-card').first();
      const name = (await sign.locator('span').first().textContent())!.trim();
      await sign.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name })).toBeVisible();
      await expect(dialog.locator('p').last()).not.toBeEmpty();
      // Focus stays inside the dialog however often Tab is pressed.
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(sign).toBeFocused();
    });
  });
}

test('when the home page opens in Burmese, then prices keep their separators and content is Burmese', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'my'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mystic Visions');
  await expect(page.getByRole('link', { name: 'ယခုပင် ချိန်းဆိုရန်' })).toBeVisible();
  const card = page.getByTestId('package-card').first();
  // Myanmar digits on a Burmese page (issue 38), with the separators kept.
  await expect(card).toContainText(/[၀-၉]{1,3}(,[၀-၉]{3})+ Ks/);
  await expect(card).toContainText(/฿[၀-၉]/);
});

// The weight a visitor's browser loads, service worker and all (a browser without one also loads
// the app settings' texts, 1 KB: the suite's default of no service worker would measure that).
test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('when the home page loads, then its JS and CSS stay under 150 KB gzipped', async ({
    page,
  }) => {
    const { gzipSync } = await import('node:zlib');
    // Each body is gzipped as its response arrives and awaited before the sum, so none is missed.
    const sizes: Promise<[string, number]>[] = [];
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      sizes.push(
        res.body().then(
          (body): [string, number] => [res.url(), gzipSync(body, { level: 9 }).length],
          (): [string, number] => [res.url(), 0], // a redirect has no body
        ),
      );
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const files = new Map(await Promise.all(sizes));
    const total = [...files.values()].reduce((a, b) => a + b, 0);
    console.log(
      `[weight] home JS+CSS gzipped: ${(total / 1024).toFixed(1)} KB in ${files.size} files`,
    );
    expect(total).toBeLessThan(150 * 1024);
  });
});
