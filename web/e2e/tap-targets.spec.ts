/// <reference lib="dom" />
// Issue 38.8: on a 360 px touch phone every visible link and button of the main public and member
// screens is at least 44×44 px (the breadcrumb, share buttons, post-card titles, category chips,
// login↔register links, the footer's phone and e-mail were not). Links inside running text are
// exempt, as WCAG 2.5.8 allows; see support/overlap.ts.
import { expect, test } from '@playwright/test';
import { bookViaApi, openAs, registerMember, yangonDay } from './member-support';
import { expectTapTargets } from './support/overlap';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const PUBLIC = [
  '/',
  '/blogs',
  '/packages',
  '/zodiacs',
  '/about',
  '/contact',
  '/feedback',
  '/privacy',
  '/login',
  '/register',
  '/forgot-password',
];

for (const lng of ['my', 'en'] as const) {
  test(`public screens in ${lng}: no tap target under 44×44 px`, async ({ page }) => {
    await openAs(page, null, '/', lng);
    for (const path of PUBLIC) {
      await page.goto(path);
      await expect(page.locator('main, form').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectTapTargets(page, `${path} (${lng})`);
    }
    // A post, reached as a reader reaches it.
    await page.goto('/blogs');
    await page.getByTestId('post-card').first().getByRole('link').first().click();
    await expect(page.getByTestId('post-body')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectTapTargets(page, `a post (${lng})`);
  });
}

test('member screens in Burmese: no tap target under 44×44 px', async ({ page, request }) => {
  const member = await registerMember(request);
  const no = await bookViaApi(request, member, yangonDay(35));
  await openAs(page, member, '/user/bookings-list', 'my');
  for (const path of [
    '/user/bookings-list',
    '/user/profile',
    '/user/saved-posts',
    '/user/settings',
    '/appointment',
    `/appointment/${no}/payment`,
    `/appointment/${no}/booking/slip`,
    `/appointment/${no}/reschedule`,
  ]) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectTapTargets(page, path);
  }
});
