// Issue 19 and issue 23 item 4, with the stack's SMTP_URL unset (mails become .eml files): a
// member resets a forgotten password through the link in the mail, and gets the receipt once
// the reader confirms the payment in the desk.
import { expect, test } from '@playwright/test';
import { act, openFromQueue, readerPage } from './support/desk';
import { latinWords } from './support/latin-words';
import { subjectOf, waitForMail } from './support/mail';
import {
  TINY_PNG,
  bookingPayload,
  openAs,
  postBooking,
  registerMember,
  toast,
  yangonDay,
} from './member-support';
import { screenshot } from './support/screenshots';

test('when a member forgets the password, then the link in the mail sets a new one', async ({
  page,
  request,
}) => {
  const member = await registerMember(request);
  await openAs(page, null, '/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByTestId('forgot-sent')).toContainText('Check your inbox');

  const mail = await waitForMail('password_reset', member.email);
  expect(subjectOf(mail)).toBe('Reset your password');
  const link = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.raw)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('Brand-new-1');
  await page.getByLabel('Confirm new password').fill('Brand-new-1');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByTestId('reset-done')).toContainText('Password changed');

  // The old password is refused (without claiming the account is missing); the new one works.
  await page.getByTestId('reset-done').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Username, phone or e-mail').fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page)).toContainText(
    'Check your username, phone or e-mail and your password.',
  );
  await page.getByLabel('Password', { exact: true }).fill('Brand-new-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  // The link works once, and says so when it opens again, before any password is typed.
  await page.goto(link!);
  await expect(page.getByTestId('reset-link-dead')).toContainText('invalid or has expired');
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await page.getByTestId('reset-link-dead').getByRole('link').click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test.describe('on a phone, in Burmese', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('when a member forgets the password, then the link in the mail sets a new one and the pages are Burmese', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request);
    await openAs(page, null, '/login', 'my');
    await page.getByRole('link', { name: 'စကားဝှက် မေ့နေပါသလား။' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('အီးမေးလ်').fill(member.email);
    await page.getByRole('button', { name: 'လင့်ခ် ပို့ရန်' }).click();
    await expect(page.getByTestId('forgot-sent')).toContainText('သင့်အီးမေးလ်ကို စစ်ကြည့်ပါ');
    expect(await latinWords(page)).toEqual([]);

    const mail = await waitForMail('password_reset', member.email);
    const link = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.raw)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.getByLabel('စကားဝှက်အသစ်', { exact: true }).fill('Brand-new-2');
    await page.getByLabel('စကားဝှက်အသစ် အတည်ပြုရန်').fill('Brand-new-2');
    expect(await latinWords(page)).toEqual([]);
    await page.getByRole('button', { name: 'စကားဝှက်အသစ် သိမ်းရန်' }).click();
    await expect(page.getByTestId('reset-done')).toContainText('စကားဝှက် ပြောင်းပြီးပါပြီ');
    await screenshot(page, 'reset-done-360-my');

    await page.getByTestId('reset-done').getByRole('link', { name: 'အကောင့်ဝင်ရန်' }).click();
    await page.getByLabel('အသုံးပြုသူအမည်၊ ဖုန်းနံပါတ် သို့မဟုတ် အီးမေးလ်').fill(member.username);
    await page.getByLabel('စကားဝှက်', { exact: true }).fill('Brand-new-2');
    await page.getByRole('button', { name: 'အကောင့်ဝင်မည်' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByTestId('avatar-menu-button')).toBeVisible();
  });
});

test('when the reader confirms the payment in the desk, then the member gets a Burmese receipt', async ({
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const member = await registerMember(request);
  const made = await postBooking(request, member, {
    ...(await bookingPayload(request, member, yangonDay(9))),
    locale: 'my',
  });
  expect(made.status(), await made.text()).toBe(201);
  const no = (await made.json()).data.appointment_no as string;
  const paid = await request.post(`/api/auth/appointments/${no}/payment/store`, {
    headers: { Authorization: `Bearer ${member.access}` },
    multipart: {
      paymentype: String((await (await request.get('/api/banks-list')).json()).data[0].id),
      transaction_no: 'TX-E2E-MAIL',
      transaction_img: { name: 'slip.png', mimeType: 'image/png', buffer: TINY_PNG },
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await waitForMail('proof_received', member.email, no);

  const desk = await readerPage(browser);
  await openFromQueue(desk, no);
  await act(desk, 'Confirm payment');
  await expect(desk.getByTestId('booking-status')).toHaveText('Booked');
  await desk.close();

  const receipt = await waitForMail('payment_confirmed', member.email, no);
  expect(subjectOf(receipt)).toBe(`ပြေစာ – ဘိုကင် ${no} ကို အတည်ပြုပြီးပါပြီ`);
  expect(receipt.raw).toContain('TX-E2E-MAIL');
  expect(receipt.raw).toContain(`/appointment/${no}/booking/slip?lang=my`);
});
