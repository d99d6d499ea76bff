/// <reference lib="dom" />
// The member screens and the open dialogs, in English and Burmese, at phone and desktop widths:
// each renders in the right language, does not scroll sideways, and axe finds no serious or
// critical violation. One member (with a booking and a saved post) for the whole file; one pass
// over every screen per language and width.
import { expect, test } from '@playwright/test';
import { horizontalOverflow, seriousViolations, settled, smallTapTargets } from './a11y-support';
import { bookViaApi, openAs, registerMember, yangonDay, type Member } from './member-support';
import { latinWords } from './support/latin-words';
import { TIMEOUT } from './support/timeouts';

let member: Member;
let appointmentNo: string;

test.beforeAll(async ({ request }) => {
  member = await registerMember(request);
  appointmentNo = await bookViaApi(request, member, yangonDay(8));
  const posts = await (await request.get('/api/posts-list?page_size=1')).json();
  const res = await request.post(`/api/posts/${posts.data.data[0].id}/saved`, {
    headers: { Authorization: `Bearer ${member.access}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
});

// The member's own screens: at 360 px in Burmese every control is thumb-sized (issue 23), and
// these (booking, payment, slip, the member's pages) show no English word either.
type Checks = { axeWide?: boolean; member?: boolean; burmeseOnly?: boolean };
const OWN: Checks = { member: true, burmeseOnly: true };

// axe judges each screen once per language, at phone width; the same page is then widened to
// the desktop layout to check it does not scroll sideways (axe again only where the markup
// differs by width: the bookings table). One walk per language, not one per width (issue 25).
const PASSES = [
  { lng: 'en', width: 390, height: 844 },
  { lng: 'my', width: 360, height: 780 },
] as const;
const DESKTOP = { width: 1366, height: 900 };

for (const pass of PASSES) {
  test.describe(`${pass.lng} at ${pass.width} px and at desktop width`, () => {
    test.use({ viewport: { width: pass.width, height: pass.height } });

    test('when a member opens each member screen and dialog, then none has a serious axe violation', async ({
      page,
    }) => {
      test.setTimeout(TIMEOUT.journey);
      const found: Record<string, string[]> = {};
      const judge = async (name: string, checks: Checks = {}) => {
        const { axeWide = false, member: own = false, burmeseOnly = false } = checks;
        await expect(page.locator('html')).toHaveAttribute('lang', pass.lng);
        await settled(page);
        const problems = await seriousViolations(page);
        if (pass.lng === 'my' && own) {
          problems.push(...(await smallTapTargets(page)).map((p) => `small target: ${p}`));
        }
        if (pass.lng === 'my' && burmeseOnly) {
          problems.push(...(await latinWords(page)).map((w) => `English: ${w}`));
        }
        const overflow = await horizontalOverflow(page);
        if (overflow > 1) problems.push(`scrolls sideways by ${overflow}px`);
        await page.setViewportSize(DESKTOP);
        if (axeWide) problems.push(...(await seriousViolations(page)).map((p) => `wide: ${p}`));
        const wide = await horizontalOverflow(page);
        if (wide > 1) problems.push(`scrolls sideways by ${wide}px at desktop width`);
        await page.setViewportSize({ width: pass.width, height: pass.height });
        if (problems.length) found[name] = problems;
      };
      const screen = async (
        name: string,
        path: string,
        ready?: () => Promise<void>,
        options?: Checks,
      ) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await ready?.();
        await judge(name, options);
      };
      const dialog = () => page.getByRole('dialog');

      // Guest-only screens first, then the member's session.
      await openAs(page, null, '/login', pass.lng);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await judge('login', { member: true, burmeseOnly: true });
      await screen('register', '/register', undefined, OWN);

      await openAs(page, member, '/appointment', pass.lng);
      await expect(page.locator('td.fc-daygrid-day').first()).toBeVisible();
      await judge('appointment', OWN);

      await page.evaluate((day) => {
        localStorage.setItem('selected_booking_date', day);
        localStorage.setItem('selected_booking_date_cleared_at', String(Date.now()));
      }, yangonDay(9));
      await screen(
        'appointment form',
        '/appointment/form',
        () => expect(page.getByRole('checkbox').first()).toBeVisible(),
        OWN,
      );
      const booking = `/appointment/${encodeURIComponent(appointmentNo)}`;
      await screen(
        'payment',
        `${booking}/payment`,
        () => expect(page.getByRole('radio').first()).toBeAttached(),
        OWN,
      );
      await screen(
        'slip',
        `${booking}/booking/slip`,
        () => expect(page.getByTestId('slip-no')).toHaveText(appointmentNo),
        OWN,
      );
      await screen(
        'bookings',
        '/user/bookings-list',
        () =>
          // A table row on wide screens, a card below 480 px.
          expect(
            page.getByText(appointmentNo, { exact: true }).locator('visible=true').first(),
          ).toBeVisible(),
        { axeWide: true, ...OWN },
      );
      await screen(
        'saved posts',
        '/user/saved-posts',
        () => expect(page.getByRole('table').getByRole('link').first()).toBeVisible(),
        // Post titles are the reader's words, in whatever script she wrote them.
        { member: true },
      );
      await screen('settings', '/user/settings', undefined, OWN);

      const editAvatar = page.getByRole('button', {
        name: /Edit Profile picture|ပရိုဖိုင်ပုံ ပြင်ရန်/,
      });
      await screen('profile', '/user/profile', () => expect(editAvatar).toBeVisible(), OWN);
      await editAvatar.click();
      await expect(dialog()).toBeVisible();
      await judge('avatar dialog', OWN);
      await page.keyboard.press('Escape');
      await expect(dialog()).toHaveCount(0);

      // The account disclosure in the header, open.
      await page.getByTestId('avatar-menu-button').click();
      await expect(page.getByTestId('avatar-menu')).toBeVisible();
      await judge('account disclosure', OWN);
      await page.keyboard.press('Escape');

      await screen('zodiacs', '/zodiacs', () =>
        expect(page.getByTestId('zodiac-card').first()).toBeVisible(),
      );
      await page.getByTestId('zodiac-card').first().click();
      await expect(dialog()).toBeVisible();
      await judge('zodiac dialog');
      await page.keyboard.press('Escape');

      await screen('blogs', '/blogs', () =>
        expect(page.getByTestId('post-card').first()).toBeVisible(),
      );
      const title = (await page.getByTestId('post-card').first().locator('h3').textContent())!;
      await page.getByTestId('open-search').click();
      await expect(dialog()).toBeVisible();
      await judge('search overlay');
      await dialog().getByRole('searchbox').fill(title.trim().slice(0, 6));
      await expect(dialog().getByTestId('search-results')).toBeVisible();
      await judge('search overlay with results');

      expect(found).toEqual({});
    });
  });
}

test('when the account disclosure is used from the keyboard, then it opens, is tabbed through and Escape gives focus back', async ({
  page,
}) => {
  await openAs(page, member, '/');
  const button = page.getByTestId('avatar-menu-button');
  await button.focus();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByTestId('avatar-menu');
  await expect(panel).toContainText(member.username);
  await expect(panel.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Log Out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await panel.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(panel).toBeHidden();
});
