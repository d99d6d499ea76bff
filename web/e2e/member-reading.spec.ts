/// <reference lib="dom" />
// Issue 44, lean: a member books a palm reading, sends photos of both palms from the slip on a
// Burmese 360 px touch phone and pays; the reader confirms, sees the photos, writes a Burmese
// reading with a recording in the desk and sends it; the member gets the mail, reads the text,
// plays the recording and rates the reading; the reader approves the review and it shows on
// /packages. The quotas and the review request's delay are the booking service's API tests
// (readings.test.ts).
import { expect, test } from '@playwright/test';
import {
  TINY_PNG,
  bookingPayload,
  openAs,
  postBooking,
  registerMember,
  yangonDay,
} from './member-support';
import { chooseRadio, pickFile } from './support/choose';
import { readerPage } from './support/desk';
import { subjectOf, waitForMail } from './support/mail';
import { screenshot } from './support/screenshots';

/** Silence as MP3 (MPEG-1 Layer III, 32 kbit/s, 44.1 kHz, mono): 104-byte frames of 1152 samples. */
function mp3(seconds: number): Buffer {
  const frames = Math.ceil((seconds * 44100) / 1152);
  const out = Buffer.alloc(frames * 104);
  for (let i = 0; i < frames; i++) out.set([0xff, 0xfb, 0x10, 0xc0], i * 104);
  return out;
}

const READING = '## သင်၏ ဟောစာတမ်း\n\nသင်၏ လက္ခဏာ **ကောင်းမွန်**ပါသည်။\n\n- အလုပ်အကိုင် တိုးတက်မည်';

test('when the reader sends a Burmese reading with a recording, then the member reads, plays and rates it, and the approved review shows', async ({
  browser,
  page,
  request,
}) => {
  const member = await registerMember(request);
  // The seeded Palm Reading asks for the client's photos (needs_material).
  const packages = (await (await request.get('/api/packages-all')).json()).data.data as {
    id: number;
    name: string;
    needs_material?: boolean;
  }[];
  const palm = packages.find((p) => p.needs_material)!;
  expect(palm.name).toBe('Palm Reading');
  // Booked from a Burmese page: the booking's mails are in Burmese.
  const booked = await postBooking(request, member, {
    ...(await bookingPayload(request, member, yangonDay(12))),
    packages: [palm.id],
    locale: 'my',
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const no = (await booked.json()).data.appointment_no as string;

  // On her phone, from the slip: a photo of each palm, through the file chooser.
  await page.setViewportSize({ width: 360, height: 740 });
  await openAs(page, member, `/appointment/${no}/booking/slip`, 'my');
  const materials = page.getByTestId('booking-materials');
  for (const hand of ['left', 'right']) {
    const before = await materials.getByRole('listitem').count();
    await pickFile(materials.getByLabel('ဓာတ်ပုံ ထည့်ရန်'), {
      name: `palm-${hand}.png`,
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await expect(materials.getByRole('listitem')).toHaveCount(before + 1);
  }
  await screenshot(page, 'reading-materials-360-my');
  // Then she pays, as any booking is paid.
  await openAs(page, member, `/appointment/${no}/payment`, 'my');
  await chooseRadio(page.getByRole('radio', { name: 'KBZPay' }));
  await pickFile(page.getByLabel('ငွေလွှဲ ဓာတ်ပုံ'), {
    name: 'proof.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await page.getByRole('button', { name: 'တင်သွင်းမည်' }).click();
  await expect(page).toHaveURL(/\/booking\/slip$/);

  // Confirmed as the desk does it (the desk's confirm flow is reader-desk.spec's).
  const confirmed = await request.patch(
    `${process.env.E2E_BOOKING_URL}/api/booking/admin/appointments/${no}/status`,
    {
      headers: { Authorization: `Bearer ${process.env.E2E_BOOKING_ADMIN_TOKEN}` },
      data: { status: 'Booked', actor: 'Reader' },
    },
  );
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  const desk = await readerPage(browser, { viewport: { width: 1366, height: 900 } });
  await desk.goto(`/admin/plugins/bookings/${no}`);
  const editor = desk.getByTestId('reading-editor');
  // Her client's two palms, beside the reading she writes.
  await expect(editor.getByTestId('reading-materials').getByRole('img')).toHaveCount(2);
  await editor.getByTestId('reading-text').fill(READING);
  await editor.getByTestId('reading-save').click();
  await expect(editor.getByTestId('reading-state')).toContainText('Draft');
  await pickFile(editor.getByTestId('reading-attach'), {
    name: 'voice.mp3',
    mimeType: 'audio/mpeg',
    buffer: mp3(20),
  });
  await expect(editor.getByTestId('reading-file-audio')).toContainText('voice.mp3 · 0:20');
  // What she typed stays while a file is attached.
  await expect(editor.getByTestId('reading-text')).toHaveValue(READING);
  await editor.scrollIntoViewIfNeeded();
  await screenshot(desk, 'reading-editor-1366');
  await desk.setViewportSize({ width: 390, height: 844 });
  await editor.scrollIntoViewIfNeeded();
  await screenshot(desk, 'reading-editor-390');
  await desk.setViewportSize({ width: 1366, height: 900 });
  await editor.getByTestId('reading-send').click();
  await expect(editor.getByTestId('reading-state')).toContainText('Sent');
  await expect(desk.getByTestId('booking-status')).toContainText('Finished');

  const mail = await waitForMail('reading_sent', member.email, no);
  expect(subjectOf(mail)).toContain('ဟောစာတမ်း');

  await openAs(page, member, `/appointment/${no}/booking/slip`, 'my');
  const reading = page.getByTestId('your-reading');
  await expect(reading.getByRole('heading', { name: 'သင်၏ ဟောစာတမ်း' }).first()).toBeVisible();
  await expect(reading.getByTestId('reading-body')).toContainText('ကောင်းမွန်');
  const audio = reading.getByTestId('reading-audio');
  await expect(audio).toBeVisible();
  // The player has the whole file from the member's session, reads its length and plays.
  await expect(audio).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => Math.round(el.duration)), {
      timeout: 10_000,
    })
    .toBe(20);
  await audio.evaluate((el: HTMLAudioElement) => el.play());
  await expect
    .poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await reading.scrollIntoViewIfNeeded();
  await screenshot(page, 'reading-member-360-my');

  const review = page.getByTestId('booking-review');
  await review.getByRole('radio', { name: 'ကြယ် ၅ ပွင့်' }).press('Space');
  await review.getByTestId('review-text').fill('အလွန် ကောင်းပါသည်');
  await review.getByTestId('review-submit').click();
  await expect(review.getByTestId('review-state')).toBeVisible();

  await desk.goto('/admin/plugins/bookings');
  const item = desk.getByTestId('desk-review').filter({ hasText: no });
  await item.getByTestId('review-approve').click();
  await expect(item).toBeHidden();

  await expect
    .poll(
      async () => {
        await page.goto('/packages');
        return page.getByTestId('public-review').filter({ hasText: 'အလွန် ကောင်းပါသည်' }).count();
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  await screenshot(page, 'reviews-packages-360-my');
});
