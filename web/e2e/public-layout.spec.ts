// The shared layout: navigation, Book Now, Login, mobile menu, language switcher, footer,
// scroll-to-top and the offline overlay.
import { expect, test } from '@playwright/test';

test.describe('layout on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('when a visitor uses the top navigation, then each link opens its page', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, path, heading] of [
      ['Packages', '/packages', 'Packages'],
      ['Blogs', '/blogs', 'Blogs'],
      ['Zodiacs', '/zodiacs', 'Zodiacs'],
      ['Feedback', '/feedback', 'Feedback'],
      ['Contact', '/contact', 'Contact'],
      ['Home', '/', 'Mystic Visions Guiding You'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    }
  });

  test('when a guest clicks Book Now, then the login page opens (members only)', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('when the footer shows, then it has the e-mail, phone, channels, legal links and year', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByTestId('footer-email')).toHaveText('hello@mysticvisions.example');
    await expect(footer.getByTestId('footer-phone')).not.toBeEmpty();
    await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      /facebook/,
    );
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expect(page.getByText(/at least 13 years old/)).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  });

  test('when the language is switched to Burmese, then interface, content and <html lang> follow and the choice is kept', async ({
    page,
  }) => {
    await page.goto('/blogs');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const contentCall = page.waitForRequest(
      (r) => r.url().includes('/api/posts-list') && r.url().includes('locale=my'),
    );
    await page.getByRole('button', { name: 'မြန်မာ' }).first().click();
    await contentCall;
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ဆောင်းပါးများ');
    await expect(page.getByRole('navigation', { name: 'ပင်မမီနူး' })).toContainText('ရာသီခွင်များ');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ဆောင်းပါးများ');
    await page.getByRole('button', { name: 'English' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogs');
  });

  test('when the page is scrolled past 300 px, then scroll-to-top appears and brings it back up', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    await expect(page.getByTestId('scroll-to-top')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(page.getByTestId('scroll-to-top')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.getByTestId('scroll-to-top').click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("when the network is lost, then 'You're Offline' shows, and it goes when the network returns", async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByTestId('offline-overlay')).toContainText("You're Offline");
    await context.setOffline(false);
    await expect(page.getByTestId('offline-overlay')).toHaveCount(0);
  });

  test('when an unknown address opens, then the 404 page shows its texts and leads home', async ({
    page,
  }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
    await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
    await page.getByRole('link', { name: 'Go Back Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('when a guest opens a member page, then the login page opens', async ({ page }) => {
    await page.goto('/user/bookings-list');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('layout on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('when the menu button is pressed, then the collapsible menu opens and navigating closes it', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Zodiacs' }).click();
    await expect(page).toHaveURL(/\/zodiacs$/);
    await expect(menu).toBeHidden();
  });

  test('when the phone menu switches to Burmese, then the page reads in Burmese', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('button', { name: 'မြန်မာ' })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await expect(page.getByRole('link', { name: 'ယခုပင် ချိန်းဆိုရန်' })).toBeVisible();
  });
});
