/// <reference lib="dom" />
// Helpers for the member specs (web/e2e/member-*.spec.ts): members made through the public API,
// sessions put in the browser, the reader's API for blocking days, and small files to upload.
import { createHmac, randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Member {
  username: string;
  email: string;
  password: string;
  id: number;
  access: string;
  refresh: string;
}

export const uniqueName = (prefix = 'm') =>
  `${prefix}${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;

/** A new member through POST /api/register (counts against the CMS's register limit). */
export async function registerMember(
  request: APIRequestContext,
  password = 'Secret123',
): Promise<Member> {
  const username = uniqueName();
  const email = `${username}@example.com`;
  const res = await request.post('/api/register', {
    data: { username, email, password, password_confirmation: password, device_name: 'e2e' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = await res.json();
  return {
    username,
    email,
    password,
    id: body.user.id,
    access: body.access_token,
    refresh: body.refresh_token,
  };
}

/** A fresh session of an existing member (POST /api/login). */
export async function loginMember(request: APIRequestContext, m: Member): Promise<Member> {
  const res = await request.post('/api/login', {
    data: { credentials: m.username, password: m.password, acceptTerms: true, device_name: 'e2e' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = await res.json();
  return { ...m, access: body.access_token, refresh: body.refresh_token };
}

/** Opens `path` with the member's tokens (and a language) already in localStorage. */
export async function openAs(
  page: Page,
  m: Pick<Member, 'access' | 'refresh'> | null,
  path: string,
  lng: 'en' | 'my' = 'en',
) {
  // A plain same-origin file, not a page of the app: the storage is set before the app first boots.
  await page.goto('/robots.txt');
  await page.evaluate(
    ([access, refresh, language]) => {
      localStorage.clear();
      // Remembered as the app remembers a person's choice: in storage and in the cookie that
      // has the gateway render the first HTML in it (issue 43).
      localStorage.setItem('language', language!);
      document.cookie = `lang=${language}; path=/; max-age=31536000; samesite=lax`;
      if (access) localStorage.setItem('access_token', access);
      if (refresh) localStorage.setItem('refresh_token', refresh);
    },
    [m?.access ?? '', m?.refresh ?? '', lng],
  );
  await page.goto(path);
}

export async function setLanguage(page: Page, lng: 'en' | 'my') {
  await page.evaluate((l) => {
    localStorage.setItem('language', l);
    document.cookie = `lang=${l}; path=/; max-age=31536000; samesite=lax`;
  }, lng);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
}

/** Western digits written as Myanmar digits, as Burmese pages show numbers. */
export const myDigits = (text: string) =>
  text.replace(/\d/g, (d) => String.fromCharCode(0x1040 + Number(d)));

/** yyyy-MM-dd in the reader's time zone, `offset` days from today. */
export function yangonDay(offset = 0): string {
  const now = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Yangon',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Pages the calendar forward until `day` is shown, then returns its cell. */
export async function calendarCell(page: Page, day: string) {
  const cell = page.locator(`td.fc-daygrid-day[data-date="${day}"]:not(.fc-day-other)`);
  await expect(page.locator('td.fc-daygrid-day').first()).toBeVisible();
  for (let i = 0; i < 14 && !(await cell.isVisible()); i++) {
    await page.locator('.fc-next-button').click();
  }
  await expect(cell).toBeVisible();
  return cell;
}

/** The reader blocks a day on the booking service. */
export async function blockDay(request: APIRequestContext, day: string) {
  const res = await request.post(`${process.env.E2E_BOOKING_URL}/api/booking/admin/blocked-days`, {
    headers: { Authorization: `Bearer ${process.env.E2E_BOOKING_ADMIN_TOKEN}` },
    data: { date: day, reason: 'e2e' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** What the appointment form sends for `m` on `day` (first package, first gender, Monday). */
export async function bookingPayload(request: APIRequestContext, m: Member, day: string) {
  const packages = await (await request.get('/api/packages-all')).json();
  const genders = await (await request.get('/api/genders-list')).json();
  const weekdays = await (await request.get('/api/weekdays-list')).json();
  return {
    email: m.email,
    dob: '1990-01-01',
    gender: genders.data[0].id,
    birthday: weekdays.data[1].id,
    social_link: 'fb.com/e2e',
    desc: 'A reading about work.',
    packages: [packages.data.data[0].id],
    appointment_date: day,
  };
}

/** POST /api/auth/appointments/store as `m`; the raw answer. */
export function postBooking(request: APIRequestContext, m: Member, data: object) {
  return request.post('/api/auth/appointments/store', {
    headers: { Authorization: `Bearer ${m.access}` },
    data,
  });
}

/** A booking made straight through the API (for tests that start at the payment page). */
export async function bookViaApi(
  request: APIRequestContext,
  m: Member,
  day: string,
): Promise<string> {
  const res = await postBooking(request, m, await bookingPayload(request, m, day));
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.appointment_no;
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** The same access token, re-signed with an expiry in the past (the shared JWT secret). */
export function expiredCopy(accessToken: string): string {
  const secret = process.env.E2E_JWT_SECRET;
  if (!secret) throw new Error('E2E_JWT_SECRET is not set');
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString());
  const now = Math.floor(Date.now() / 1000);
  const claims = { ...payload, iat: now - 7200, exp: now - 3600 };
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

/** A 1x1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** PNG bytes of exactly `size` bytes (only the client looks at these: they are never sent). */
export function pngOfSize(size: number): Buffer {
  const buf = Buffer.alloc(size);
  TINY_PNG.copy(buf);
  return buf;
}

export const toast = (page: Page) => page.getByTestId('toast');

/** The Burmese booking form's submit button. */
export const BOOK_NOW_MY = 'ယခု ဘိုကင်တင်မည်';

/** Opens the Burmese booking form for `day`, as if the member had chosen it on the calendar. */
export async function openBookingFormMy(page: Page, m: Member, day: string) {
  await openAs(page, m, '/appointment', 'my');
  await page.evaluate((v) => {
    localStorage.setItem('selected_booking_date', v);
    localStorage.setItem('selected_booking_date_cleared_at', String(Date.now()));
  }, day);
  await page.goto('/appointment/form');
  await expect(page.getByRole('button', { name: BOOK_NOW_MY })).toBeVisible();
}

/** Fills the Burmese booking form's required fields (first gender, first package). */
export async function fillBookingFormMy(page: Page, desc: string) {
  await page.getByLabel('မွေးသက္ကရာဇ်').fill('1990-01-01');
  await page.getByLabel('ကျား/မ').selectOption({ index: 1 });
  await page.getByLabel('ဆိုရှယ်မီဒီယာ အကောင့်').fill('facebook.com/e2e');
  await page.getByLabel('အကြောင်းအရာ').fill(desc);
  await page.getByRole('checkbox').first().check();
}
