/// <reference lib="dom" />
// The booking screens' refusals and every form message of the member area, in both languages:
// a full day and a past day on the calendar, the appointment form, the payment form, profile,
// password and the avatar dialog. One member for the whole file.
import { expect, test, type Page } from '@playwright/test';
import {
  TINY_PNG,
  blockDay,
  bookViaApi,
  bookingPayload,
  calendarCell,
  openAs,
  pngOfSize,
  postBooking,
  registerMember,
  setLanguage,
  toast,
  yangonDay,
  type Member,
} from './member-support';
import { TIMEOUT } from './support/timeouts';
import { screenshot } from './support/screenshots';
import { pickFile } from './support/choose';
import { waitForMail } from './support/mail';

let member: Member;

test.beforeAll(async ({ request }) => {
  member = await registerMember(request);
});

const storeDate = (page: Page, value: string) =>
  page.evaluate(
    ([v]) => {
      localStorage.setItem('selected_booking_date', v!);
      localStorage.setItem('selected_booking_date_cleared_at', String(Date.now()));
    },
    [value],
  );

test('when a day is blocked or past, then the calendar refuses it with its message', async ({
  page,
  request,
}) => {
  const blocked = yangonDay(40);
  await blockDay(request, blocked);
  await openAs(page, member, '/appointment');
  await expect(page.getByText('Today Date', { exact: true })).toBeVisible();
  await expect(page.getByText('Selected Date', { exact: true })).toBeVisible();

  // Yesterday is in this month's grid unless today is the 1st; then go back a month.
  const yesterday = yangonDay(-1);
  await expect(page.locator('td.fc-daygrid-day').first()).toBeVisible();
  if (!(await page.locator(`td[data-date="${yesterday}"]`).isVisible())) {
    await page.locator('.fc-prev-button').click();
  }
  await page.locator(`td[data-date="${yesterday}"]`).click();
  await expect(toast(page)).toContainText('Please select a date from today onwards.');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();

  const cell = await calendarCell(page, blocked);
  await expect(cell).toContainText('Booking Full');
  await cell.click();
  await expect(toast(page)).toHaveAttribute('data-variant', 'destructive');
  await expect(toast(page)).toContainText(
    'This day is already fully booked. Please select another date.',
  );
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();

  await setLanguage(page, 'my');
  const again = await calendarCell(page, blocked);
  await expect(again).toContainText('ဘိုကင်ပြည့်သွားပြီ');
  await again.click();
  await expect(toast(page)).toContainText('ဘိုကင်ပြည့်သွားပြီ');
});

test('when members fill a day to its capacity, then the calendar shows it as Booking Full and the server refuses one more', async ({
  page,
  request,
}) => {
  test.setTimeout(TIMEOUT.flow);
  const day = yangonDay(45);
  // The seeded capacity is 10 a day: 12 bookings at once from 12 members (a member holds at
  // most one open booking a day), 10 may pass.
  const members = await Promise.all(Array.from({ length: 12 }, () => registerMember(request)));
  const payloads = await Promise.all(members.map((m) => bookingPayload(request, m, day)));
  const answers = await Promise.all(members.map((m, i) => postBooking(request, m, payloads[i]!)));
  const statuses = answers.map((a) => a.status()).sort();
  expect(statuses).toEqual([...Array(10).fill(201), 409, 409]);

  await openAs(page, member, '/appointment');
  const cell = await calendarCell(page, day);
  await expect(cell).toContainText('Booking Full');
  await cell.click();
  // Issue 45: a full day offers its waitlist instead of the full-day toast.
  const card = page.getByTestId('waitlist-card');
  await expect(card).toContainText('Join the waitlist');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();

  // At 360 px in Burmese the label stays inside its cell (it ran into the next row).
  await page.setViewportSize({ width: 360, height: 740 });
  await setLanguage(page, 'my');
  const small = await calendarCell(page, day);
  const label = small.getByTestId('booking-full-label');
  await expect(label).toHaveText('ပြည့်ပြီ', { useInnerText: true });
  const [labelBox, cellBox] = [(await label.boundingBox())!, (await small.boundingBox())!];
  expect(labelBox.x).toBeGreaterThanOrEqual(cellBox.x);
  expect(labelBox.y).toBeGreaterThanOrEqual(cellBox.y);
  expect(labelBox.x + labelBox.width).toBeLessThanOrEqual(cellBox.x + cellBox.width + 0.5);
  expect(labelBox.y + labelBox.height).toBeLessThanOrEqual(cellBox.y + cellBox.height + 0.5);
  await screenshot(page, 'calendar-full-360-my');

  // The server has the last word, whatever the page allows.
  const refused = await postBooking(request, member, await bookingPayload(request, member, day));
  expect(refused.status()).toBe(409);
  expect((await refused.json()).errors.appointment_date).toEqual([
    'This day is already fully booked. Please select another date.',
  ]);
});

test('when the appointment form is sent empty, then every message shows, in both languages', async ({
  page,
}) => {
  await openAs(page, member, '/appointment');
  await storeDate(page, yangonDay(5));
  await page.goto('/appointment/form');
  await expect(page.getByTestId('appointment-date')).not.toContainText('No appointment date');
  await page.getByLabel('Email').fill('');
  await page.getByRole('button', { name: 'Book Now' }).click();
  for (const text of [
    'Must be a valid email',
    'Date of Birth is required.',
    'Gender is required.',
    'Birthday is required.',
    'Social Acc is required.',
    'Description is required.',
    'Select at least one package',
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  // Both prices of each package are offered.
  await expect(page.getByRole('checkbox').first().locator('..')).toContainText('Ks');
  await expect(page.getByRole('checkbox').first().locator('..')).toContainText('฿');

  await setLanguage(page, 'my');
  await page.getByRole('button', { name: 'ယခု ဘိုကင်တင်မည်' }).click();
  await expect(page.getByText('ကျား/မ', { exact: false }).first()).toBeVisible();
  // All seven rules: the form's draft keeps the emptied e-mail across the reload.
  await expect(page.locator('[data-field-error]')).toHaveCount(7);
  await expect(page.locator('[data-field-error]').first()).not.toContainText(/[A-Za-z]{4}/);
});

test('when a date of birth is picked, then it can be no later than today in Yangon, on the form and the profile', async ({
  page,
}) => {
  await openAs(page, member, '/appointment');
  await storeDate(page, yangonDay(5));
  await page.goto('/appointment/form');
  const dob = page.getByLabel('Date of Birth');
  await expect(dob).toHaveAttribute('max', yangonDay(0));
  await expect(dob).toHaveAttribute('min', '1900-01-01');
  await dob.fill(yangonDay(1));
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByText('Date of Birth must be a valid past date.')).toBeVisible();

  await page.goto('/user/profile');
  await expect(page.getByLabel('Date of Birth')).toHaveAttribute('max', yangonDay(0));
});

test('when the stored date is corrupt, then the form ignores it and asks for a date', async ({
  page,
}) => {
  await openAs(page, member, '/appointment');
  await storeDate(page, '{"broken":');
  await page.goto('/appointment/form');
  await expect(page.getByText('No appointment date is chosen.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose a date' })).toHaveAttribute(
    'href',
    '/appointment',
  );
});

test('when the payment form is sent wrong, then every message shows, in both languages', async ({
  page,
  request,
}) => {
  const no = await bookViaApi(request, member, yangonDay(6));
  await openAs(page, member, `/appointment/${no}/payment`);
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
  await expect(page.getByText('PNG, JPG up to 5MB')).toBeVisible();
  const table = page.getByTestId('packages-table');
  for (const head of ['Name', 'Price (Ks)', 'Price (฿)', 'Total']) {
    await expect(table).toContainText(head);
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Choose Payment Type.')).toBeVisible();
  await expect(
    page.getByText('Either Transaction Number or Transaction Image is required.'),
  ).toBeVisible();

  const image = page.getByLabel('Transaction Image');
  await pickFile(image, {
    name: 'big.png',
    mimeType: 'image/png',
    buffer: pngOfSize(5 * 1024 * 1024 + 1),
  });
  await expect(page.getByText('File size is too large (max 5MB)')).toBeVisible();
  await pickFile(image, { name: 'notes.gif', mimeType: 'image/gif', buffer: TINY_PNG });
  await expect(page.getByText('Unsupported file format')).toBeVisible();

  await setLanguage(page, 'my');
  await page.getByRole('button', { name: 'တင်သွင်းမည်' }).click();
  await expect(page.locator('[data-field-error]')).toHaveCount(2);
  await expect(page.locator('[data-field-error]').first()).not.toContainText(/[A-Za-z]{4}/);
});

test('when the profile and password forms are sent wrong, then every rule speaks, in both languages', async ({
  page,
}) => {
  await openAs(page, member, '/user/profile');
  await expect(page.getByLabel('Username')).toHaveValue(member.username);
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Email').fill('nope');
  await page.getByLabel('Phone Number').fill('');
  // A booking in this file may have filled these from its intake: empty them.
  await page.getByLabel('Genders').selectOption('');
  await page.getByLabel('Birthday').selectOption('');
  await page.getByLabel('Date of Birth').fill('');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  for (const text of [
    'Username must be at least 3 characters',
    'Must be a valid email',
    'Phone number is required',
    'Gender is required',
    'Birthday is required',
    'Date of Birth is required',
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Username').fill('');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Username is required', { exact: true })).toBeVisible();

  const submitPassword = () => page.getByRole('button', { name: 'Update Password' }).click();
  await submitPassword();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await expect(page.getByText('New password is required')).toBeVisible();
  await expect(page.getByText('Please confirm your password')).toBeVisible();
  await page.getByLabel('Current Password', { exact: true }).fill('abc');
  await page.getByLabel('New Password').fill('abcdefg');
  await page.getByLabel('Confirm Password').fill('abcdefh');
  await submitPassword();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(
    page.getByText(
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ),
  ).toBeVisible();
  await expect(page.getByText('Passwords must match', { exact: true })).toBeVisible();

  // A wrong current password: the server's message under the current password.
  await page.getByLabel('Current Password', { exact: true }).fill('Wrong-pass-1');
  await page.getByLabel('New Password').fill('Better123');
  await page.getByLabel('Confirm Password').fill('Better123');
  await submitPassword();
  await expect(page.getByText('The current password is incorrect.')).toBeVisible();
  // Only the current password is asked for again; the new one typed twice stays.
  await expect(page.getByLabel('Current Password', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('New Password')).toHaveValue('Better123');

  await setLanguage(page, 'my');
  await page.getByRole('button', { name: 'စကားဝှက် ပြောင်းမည်' }).click();
  await page.getByRole('button', { name: 'ပြင်ဆင်မည်' }).click();
  await expect(page.locator('[data-field-error]').first()).toBeVisible();
  for (const error of await page.locator('[data-field-error]').allTextContents()) {
    expect(error).not.toMatch(/[A-Za-z]{4}/);
  }
});

test('when avatars are chosen, then bad files are refused with both messages and a PNG is saved', async ({
  page,
}) => {
  await openAs(page, member, '/user/saved-posts');
  await expect(page.getByText('No saved posts found.')).toBeVisible();
  const card = page.getByTestId('member-side-card');
  for (const link of ['Profile', 'Your Bookings', 'Saved Posts', 'App Settings']) {
    await expect(card.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await expect(card.getByRole('button', { name: 'Log Out' })).toBeVisible();
  await expect(card).toContainText('Member');
  await card.getByRole('button', { name: 'Edit Profile picture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(dialog).toBeVisible();
  const input = dialog.getByLabel('Profile picture');
  await pickFile(input, { name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(toast(page)).toContainText('Invalid file type');
  await expect(toast(page)).toContainText('Please upload a JPEG or PNG image.');
  await pickFile(input, { name: 'large.png', mimeType: 'image/png', buffer: pngOfSize(5_000_000) });
  await expect(toast(page)).toContainText('File too large');
  await expect(toast(page)).toContainText('Please upload an image smaller than 5MB.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await card.getByRole('button', { name: 'Edit Profile picture' }).click();
  await pickFile(dialog.getByLabel('Profile picture'), {
    name: 'me.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await expect(dialog.getByTestId('avatar-preview')).toHaveAttribute('src', /^blob:/);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page)).toContainText('Profile picture updated successfully');
  await expect(dialog).toBeHidden();
  await expect(card.locator('img').first()).toHaveAttribute('src', /\/uploads\//);
});

test('when the login e-mail is changed on the profile, then the current password is asked, checked, and the old address is told', async ({
  page,
  request,
}) => {
  const own = await registerMember(request);
  await openAs(page, own, '/user/profile');
  await expect(page.getByLabel('Email')).toHaveValue(own.email);
  // Not asked while the e-mail stays.
  await expect(page.getByLabel('Your current password')).toHaveCount(0);
  // The rest of the profile as a member who has booked has it.
  await page.getByLabel('Date of Birth').fill('1990-05-15');
  await page.getByLabel('Phone Number').fill('09450123456');
  await page.getByLabel('Genders').selectOption({ label: 'Female' });
  await page.getByLabel('Birthday').selectOption({ label: 'Tuesday' });
  const next = `new-${own.email}`;
  await page.getByLabel('Email').fill(next);
  const password = page.getByLabel('Your current password');
  await expect(password).toBeVisible();
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(
    page.getByText('Enter your current password to change the e-mail address.'),
  ).toBeVisible();
  await password.fill(own.password);
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Successfully Updated.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(next);
  await waitForMail('email_changed', own.email);
});
