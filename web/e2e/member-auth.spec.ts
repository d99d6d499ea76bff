/// <reference lib="dom" />
// Sign-in and register forms (every message, in English and Burmese), both guards, and the
// session's transparent refresh of an expired access token.
import { expect, test } from '@playwright/test';
import {
  expiredCopy,
  loginMember,
  openAs,
  registerMember,
  setLanguage,
  toast,
  type Member,
} from './member-support';

let member: Member;

test.beforeAll(async ({ request }) => {
  member = await registerMember(request);
});

test.describe('login form', () => {
  test('when it is sent empty with the terms unticked, then every message shows, in both languages', async ({
    page,
  }) => {
    await openAs(page, null, '/login');
    await expect(page.getByRole('checkbox')).toBeChecked();
    await page.getByRole('checkbox').uncheck();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
    await expect(page.getByText('You must accept the terms and conditions')).toBeVisible();
    await expect(page.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );

    await page.getByRole('button', { name: 'မြန်မာ' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await page.getByRole('checkbox').uncheck();
    await page.getByRole('button', { name: 'အကောင့်ဝင်မည်' }).click();
    await expect(page.getByText('ဤအကွက်ကို ဖြည့်ရန် လိုအပ်ပါသည်။')).toBeVisible();
    await expect(page.getByText('စကားဝှက် လိုအပ်ပါသည်။')).toBeVisible();
    await expect(page.getByText('စည်းကမ်းချက်များကို သဘောတူရန် လိုအပ်ပါသည်')).toBeVisible();
  });

  test('when the password toggle is pressed, then the password shows and hides', async ({
    page,
  }) => {
    await openAs(page, null, '/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('abc');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('when the credentials are wrong, then the toast and the error above the form show', async ({
    page,
  }) => {
    await openAs(page, null, '/login');
    await page.getByLabel('Username, phone or e-mail').fill(member.username);
    await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page)).toContainText('Login Failed');
    await expect(toast(page)).toContainText(
      'Check your username, phone or e-mail and your password.',
    );
    await expect(page.getByTestId('form-error')).toHaveText(
      'These credentials do not match our records.',
    );
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('register form', () => {
  test('when it is sent empty or wrong, then every rule speaks, in both languages', async ({
    page,
  }) => {
    await openAs(page, null, '/register');
    const submit = () => page.getByRole('button', { name: 'Create Account' }).click();
    await submit();
    await expect(page.getByText('Username is required.')).toBeVisible();
    await expect(page.getByText('Email address is required.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
    await expect(page.getByText('Password confirmation is required.')).toBeVisible();

    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm Password').fill('abd');
    await submit();
    await expect(page.getByText('Username must be at least 3 characters long.')).toBeVisible();
    await expect(page.getByText('Invalid email address.')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters long.')).toBeVisible();
    await expect(page.getByText('Passwords must match.')).toBeVisible();
    await page.getByLabel('Username').fill('x'.repeat(51));
    await submit();
    await expect(page.getByText('Username is too long.')).toBeVisible();

    await setLanguage(page, 'my');
    await page.getByRole('button', { name: 'အကောင့်ဖွင့်မည်' }).click();
    await expect(page.getByText('အသုံးပြုသူအမည် လိုအပ်ပါသည်။')).toBeVisible();
    await expect(page.getByText('အီးမေးလ်လိပ်စာ လိုအပ်ပါသည်။')).toBeVisible();
    await expect(page.getByText('စကားဝှက်ကို အတည်ပြုရန် လိုအပ်ပါသည်။')).toBeVisible();
  });

  test('when the username and e-mail are taken, then the server says so under those fields', async ({
    page,
  }) => {
    await openAs(page, null, '/register');
    await page.getByLabel('Username').fill(member.username);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByLabel('Confirm Password').fill('Secret123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('The username has already been taken.')).toBeVisible();
    await expect(page.getByText('The email has already been taken.')).toBeVisible();
    await expect(page.getByTestId('form-error')).toHaveCount(0);
  });

  test('when the server gives only a message, then it is the form error; with none, the default', async ({
    page,
  }) => {
    await openAs(page, null, '/register');
    await page.getByLabel('Username').fill('someone');
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByLabel('Confirm Password').fill('Secret123');

    await page.route('**/api/register', (route) =>
      route.fulfill({ status: 403, json: { message: 'Registration is currently closed.' } }),
    );
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByTestId('form-error')).toHaveText('Registration is currently closed.');

    await page.unroute('**/api/register');
    await page.route('**/api/register', (route) => route.abort('connectionreset'));
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByTestId('form-error')).toHaveText(
      'Registration failed. Please try again.',
    );
  });
});

test.describe('guards and session', () => {
  test('when a guest opens a member page, then login leads back to it; then /login sends home', async ({
    page,
  }) => {
    await openAs(page, null, '/user/bookings-list');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Username, phone or e-mail').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/user\/bookings-list$/);
    await expect(page.getByRole('heading', { name: 'Appointments' })).toBeVisible();

    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/$/);
  });

  test('when the access token has expired, then it is refreshed and the page loads as the member', async ({
    page,
    request,
  }) => {
    const session = await loginMember(request, member);
    const expired = expiredCopy(session.access);
    await openAs(page, { access: expired, refresh: session.refresh }, '/user/profile');
    await expect(page.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue(member.username);
    const stored = await page.evaluate(() => localStorage.getItem('access_token'));
    expect(stored).toBeTruthy();
    expect(stored).not.toBe(expired);
  });

  test('when the tokens are worthless, then they are cleared and the member page asks to log in', async ({
    page,
  }) => {
    await openAs(page, { access: 'broken', refresh: 'also-broken' }, '/user/profile');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();
  });
});
