// Issue 45, lean: a day is filled; member B, on a Burmese 360 px touch phone, finds it full and
// joins its waitlist from the calendar with the booking form; a booking is cancelled; B gets the
// offer (the .eml in the outbox; its push is waitlist-push.test.ts's), takes the place from the
// waitlist page and pays with a screenshot; member C, behind B, still sees the day full.
import { expect, test } from '@playwright/test';
import { chooseRadio, pickFile } from './support/choose';
import {
  bookViaApi,
  calendarCell,
  BOOK_NOW_MY,
  fillBookingFormMy,
  openAs,
  openBookingFormMy,
  registerMember,
  TINY_PNG,
  yangonDay,
} from './member-support';
import { readerPage } from './support/desk';
import { waitForMail } from './support/mail';
import { screenshot } from './support/screenshots';
import { TIMEOUT } from './support/timeouts';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('when a full day frees a place, then the first on its waitlist is offered it, takes it and pays, and the day stays full for the next', async ({
  page,
  request,
}) => {
  test.setTimeout(TIMEOUT.flow);
  const day = yangonDay(52);
  // The seeded capacity is 10 a day.
  const members = await Promise.all(Array.from({ length: 10 }, () => registerMember(request)));
  const nos = await Promise.all(members.map((m) => bookViaApi(request, m, day)));
  const [b, c] = [await registerMember(request), await registerMember(request)];

  await openAs(page, b, '/appointment', 'my');
  await (await calendarCell(page, day)).click();
  const card = page.getByTestId('waitlist-card');
  await expect(card).toBeVisible();
  await screenshot(page, 'waitlist-calendar-my-phone');
  await card.getByRole('button').click();
  await expect(page).toHaveURL(/\/appointment\/form\?waitlist=1/);
  await fillBookingFormMy(page, 'A reading about work, on the waitlist.');
  await page.getByRole('button', { name: 'စောင့်ဆိုင်းစာရင်း ဝင်ရန်' }).click();
  await expect(page).toHaveURL(/\/user\/waitlist/);
  await expect(page.getByTestId('wait')).toHaveAttribute('data-status', 'waiting');

  // C joins behind B (through the API: the same form).
  const form = {
    email: c.email,
    dob: '1990-01-01',
    gender: (await (await request.get('/api/genders-list')).json()).data[0].id,
    birthday: (await (await request.get('/api/weekdays-list')).json()).data[1].id,
    social_link: 'fb.com/e2e',
    desc: 'A reading.',
    packages: [(await (await request.get('/api/packages-all')).json()).data.data[0].id],
    appointment_date: day,
  };
  const joined = await request.post('/api/auth/appointments/waitlist/entries', {
    headers: { Authorization: `Bearer ${c.access}` },
    data: form,
  });
  expect(joined.status(), await joined.text()).toBe(201);

  const cancelled = await request.post(`/api/auth/appointments/${nos[0]}/cancel`, {
    headers: { Authorization: `Bearer ${members[0]!.access}` },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  const mail = await waitForMail('waitlist_offer', b.email);
  expect(mail.raw).toContain('/user/waitlist');

  await page.reload();
  const wait = page.getByTestId('wait');
  await expect(wait).toHaveAttribute('data-status', 'offered');
  await screenshot(page, 'waitlist-offer-my-phone');
  await wait.getByRole('button', { name: 'နေရာကို ယူရန်' }).click();
  await expect(page).toHaveURL(/\/appointment\/[^/]+\/payment/);
  // She pays as any booking is paid: the account, then the screenshot through the file chooser.
  await chooseRadio(page.getByRole('radio', { name: 'KBZPay' }));
  await pickFile(page.getByLabel('ငွေလွှဲ ဓာတ်ပုံ'), {
    name: 'proof.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await page.getByRole('button', { name: 'တင်သွင်းမည်' }).tap();
  await expect(page).toHaveURL(/\/booking\/slip$/);
  await expect(page.getByTestId('slip-payment-state')).toHaveText('ငွေလွှဲအထောက်အထား ပို့ပြီး၊ စစ်ဆေးနေဆဲ');

  // C, behind B, still finds the day full: the place went to B, held, then booked.
  const full = await request.get('/api/auth/appointments/bookings/full-days', {
    headers: { Authorization: `Bearer ${c.access}` },
  });
  expect((await full.json()).data).toContain(day);
});

test('when a member books for her mother through the form, then the slip and the desk name the mother, read with her own birth data', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(TIMEOUT.flow);
  const m = await registerMember(request);
  await openBookingFormMy(page, m, yangonDay(53));
  await chooseRadio(page.getByRole('radio', { name: 'အခြားသူအတွက်' }));
  await page.getByLabel('ထိုသူ၏ အမည်').fill('Daw Khin Myint');
  // Her date of birth, a Tuesday: the form's birth weekday follows from it.
  await page.getByLabel('မွေးသက္ကရာဇ်').fill('1962-08-14');
  await page.getByLabel('ကျား/မ').selectOption({ index: 1 });
  await page.getByLabel('ဆိုရှယ်မီဒီယာ အကောင့်').fill('facebook.com/e2e');
  await page.getByLabel('အကြောင်းအရာ').fill('အမေ့အတွက် ဗေဒင် မေးချင်ပါသည်။');
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: BOOK_NOW_MY }).tap();
  await expect(page).toHaveURL(/\/payment$/);
  const no = decodeURIComponent(page.url().split('/appointment/')[1]!.split('/')[0]!);

  await openAs(page, m, `/appointment/${no}/booking/slip`);
  await expect(page.getByTestId('booking-slip')).toContainText('Daw Khin Myint');

  // Logged in on a narrow page (its check is the home heading), then read on a wide one.
  const desk = await readerPage(browser, { viewport: { width: 700, height: 900 } });
  await desk.setViewportSize({ width: 1280, height: 900 });
  await desk.goto(`/admin/plugins/bookings/${no}`);
  await expect(desk.getByText('Daw Khin Myint')).toBeVisible({ timeout: TIMEOUT.slow });
  await expect(desk.getByTestId('booking-chart').getByTestId('chart-weekday')).toHaveText(
    'Tuesday',
  );
  await screenshot(desk, 'waitlist-for-mother-desk');
});
