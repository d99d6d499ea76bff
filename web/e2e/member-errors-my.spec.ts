/// <reference lib="dom" />
// Issue 17 (errors by code): a Burmese member on a 360 px phone meets the server's refusals (a day
// that filled up meanwhile, a day past the booking horizon, a proof that is not a picture, a
// booking that can no longer be paid) and reads each in Burmese: the SPA shows the text for the
// answer's `code`, never the English `message`. The calendar knows the horizon beforehand.
import { MESSAGES_MY } from '@mystic/shared';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  BOOK_NOW_MY,
  bookViaApi,
  fillBookingFormMy,
  openBookingFormMy,
  bookingPayload,
  calendarCell,
  openAs,
  postBooking,
  registerMember,
  toast,
  yangonDay,
  type Member,
} from './member-support';
import { latinWords } from './support/latin-words';
import { screenshot } from './support/screenshots';
import { chooseRadio, pickFile } from './support/choose';

test.use({ viewport: { width: 360, height: 740 } });

const SUBMIT_PAYMENT = 'တင်သွင်းမည်';
const FULL_DAYS = '/api/auth/appointments/bookings/full-days';

let member: Member;

test.beforeEach(async ({ request }) => {
  member = await registerMember(request);
});

const shot = (page: Page, name: string) => screenshot(page, `errors-my-${name}`);

/** No English sentence anywhere on the screen (names and marks aside, see latin-words.ts). */
async function expectBurmeseOnly(page: Page) {
  expect(await latinWords(page)).toEqual([]);
}

async function fullDaysAnswer(request: APIRequestContext, m: Member) {
  const res = await request.get(FULL_DAYS, { headers: { Authorization: `Bearer ${m.access}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { data: string[]; today: string; last_day: string };
}

/** An open day far from the days other specs use, `from` days ahead or later. */
async function openDay(request: APIRequestContext, m: Member, from: number): Promise<string> {
  const { data } = await fullDaysAnswer(request, m);
  const start = from + Math.floor(Math.random() * 60);
  for (let offset = start; ; offset++) {
    const day = yangonDay(offset);
    if (!data.includes(day)) return day;
  }
}

async function openFilledForm(page: Page, day: string) {
  await openBookingFormMy(page, member, day);
  await fillBookingFormMy(page, 'အလုပ်အကိုင် အကြောင်း မေးချင်ပါတယ်');
}

/** A new booking of the member's, its Burmese payment page open with KBZPay chosen. */
async function openPayment(page: Page, request: APIRequestContext): Promise<string> {
  const no = await bookViaApi(request, member, await openDay(request, member, 60));
  await openAs(page, member, `/appointment/${no}/payment`, 'my');
  await chooseRadio(page.getByRole('radio', { name: 'KBZPay' }));
  return no;
}

/** Sends the payment form; the server's refusal shows as `text`, and nothing else is English. */
async function submitAndSee(page: Page, text: string, name: string) {
  await page.getByRole('button', { name: SUBMIT_PAYMENT }).click();
  await expect(page.getByText(text).first()).toBeVisible();
  await shot(page, name);
  await expectBurmeseOnly(page);
}

test('when the day fills up while the member fills the form, then the refusal is in Burmese', async ({
  page,
  request,
}) => {
  const day = await openDay(request, member, 120);
  await openFilledForm(page, day);
  // Meanwhile other members take every place of the day (one each: a member holds one a day).
  for (let i = 0; i < 40; i++) {
    const other = await registerMember(request);
    const res = await postBooking(request, other, await bookingPayload(request, other, day));
    if (res.status() === 409) {
      expect(await res.json()).toMatchObject({ code: 'day_full' });
      break;
    }
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.getByRole('button', { name: BOOK_NOW_MY }).click();
  await expect(toast(page).first()).toBeVisible();
  await expect(page.getByText(MESSAGES_MY.dayFull).first()).toBeVisible();
  await shot(page, 'day-full');
  await expectBurmeseOnly(page);
});

test('when a day past the booking horizon is reached, then the calendar refuses it and the server says why in Burmese', async ({
  page,
  request,
}) => {
  const { last_day: lastDay } = await fullDaysAnswer(request, member);
  const after = new Date(`${lastDay}T00:00:00Z`);
  after.setUTCDate(after.getUTCDate() + 1);
  const beyond = after.toISOString().slice(0, 10);

  // The calendar pages up to the horizon's month and no further; the day after is greyed out.
  await openAs(page, member, '/appointment', 'my');
  const last = await calendarCell(page, lastDay);
  await expect(last).not.toHaveClass(/booking-past/);
  if (beyond.slice(0, 7) === lastDay.slice(0, 7)) {
    const cell = page.locator(`td.fc-daygrid-day[data-date="${beyond}"]:not(.fc-day-other)`);
    await expect(cell).toHaveClass(/booking-beyond/);
    await cell.click();
    await expect(toast(page).first()).toContainText(MESSAGES_MY.dateTooFar);
  }
  await expect(page.locator('.fc-next-button')).toBeDisabled();
  await shot(page, 'horizon-calendar');
  await expectBurmeseOnly(page);

  // A day kept from before (a stale selection) reaches the form: the server refuses it by code.
  await openFilledForm(page, beyond);
  await page.getByRole('button', { name: BOOK_NOW_MY }).click();
  await expect(page.getByText(MESSAGES_MY.dateTooFar).first()).toBeVisible();
  await shot(page, 'horizon-form');
  await expectBurmeseOnly(page);
});

test('when the proof is not a picture, then the refusal is in Burmese', async ({
  page,
  request,
}) => {
  await openPayment(page, request);
  // Named and labelled as a PNG, but its bytes are text: only the server can tell.
  await pickFile(page.getByLabel('ငွေလွှဲ ဓာတ်ပုံ'), {
    name: 'proof.png',
    mimeType: 'image/png',
    buffer: Buffer.from('hello, I am not a picture\n'.repeat(20)),
  });
  // The browser cannot draw it either: no broken-image preview.
  await expect(page.getByAltText('ငွေလွှဲ ဓာတ်ပုံ အစမ်းကြည့်')).toHaveCount(0);
  await submitAndSee(page, MESSAGES_MY.paymentImageType, 'bad-proof');
});

test('when the booking ends while the payment page is open, then the refusal is in Burmese', async ({
  page,
  request,
}) => {
  const no = await openPayment(page, request);
  await page.getByLabel('ငွေလွှဲ နံပါတ်').fill('TX-ENDED-0001');
  // The reader cancels it meanwhile (an unpaid booking that expires ends the same way).
  const cancelled = await request.patch(
    `${process.env.E2E_BOOKING_URL}/api/booking/admin/appointments/${no}/status`,
    {
      headers: { Authorization: `Bearer ${process.env.E2E_BOOKING_ADMIN_TOKEN}` },
      data: { status: 'Cancelled', note: 'e2e' },
    },
  );
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await submitAndSee(page, MESSAGES_MY.notPayable, 'ended');
});
