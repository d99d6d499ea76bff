// The demo seed on a fresh database: what it creates, in both languages, and that a rerun adds nothing.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../src/seed/seed';
import { startStrapi, type TestStrapi } from './strapi';

const MYANMAR = /[\u1000-\u109F]/;

describe('the content seed', () => {
  let app: TestStrapi;
  const get = (path: string) => request(app.server).get(path);
  const count = (uid: string) => app.strapi.db.query(uid as never).count({});

  beforeAll(async () => {
    app = await startStrapi({ CMS_SEED: 'true' }, { seedAtStart: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('when the CMS first starts, then the 12 zodiac signs are served with their periods in both languages', async () => {
    const en = (await get('/api/zodiacs-list')).body.data;
    const my = (await get('/api/zodiacs-list?locale=my')).body.data;
    expect(en).toHaveLength(12);
    expect(en.map((z: { name: string }) => z.name)).toEqual([
      'Aries',
      'Taurus',
      'Gemini',
      'Cancer',
      'Leo',
      'Virgo',
      'Libra',
      'Scorpio',
      'Sagittarius',
      'Capricorn',
      'Aquarius',
      'Pisces',
    ]);
    expect(en[0].period).toBe('March 21 – April 19');
    expect(en[9].period).toBe('December 22 – January 19');
    expect(en[11].period).toBe('February 19 – March 20');
    expect(my[0]).toMatchObject({ id: en[0].id, name: 'မိဿရာသီ', period: 'မတ် ၂၁ – ဧပြီ ၁၉' });
    for (const z of my) {
      expect(z.name).toMatch(MYANMAR);
      expect(z.desc).toMatch(MYANMAR);
      expect(z.image).toMatch(/^\/uploads\/defaults\/seed\/zodiac\/.+\.svg$/);
    }
  });

  it('when the CMS first starts, then there are at least 10 packages with both prices, some discounted', async () => {
    const all = (await get('/api/packages-all')).body.data.data;
    expect(all.length).toBeGreaterThanOrEqual(10);
    const discounted = all.filter((p: { discount_percent: number }) => p.discount_percent > 0);
    expect(discounted.length).toBeGreaterThan(0);
    for (const p of all) {
      expect(p.price).toBeGreaterThan(0);
      expect(p.th_price).toBeGreaterThan(0);
      expect(p.final_price).toBe(Math.round((p.price * (100 - p.discount_percent)) / 100));
    }
    const my = (await get('/api/packages-all?locale=my')).body.data.data;
    expect(my.map((p: { id: number }) => p.id)).toEqual(all.map((p: { id: number }) => p.id));
    expect(my[0].name).toMatch(MYANMAR);
  });

  it('when the CMS first starts, then each of the 11 packages has its own image, and the yearly forecast names next year in both languages', async () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    const burmeseYear = String(nextYear).replace(/\d/g, (d) =>
      String.fromCharCode(0x1040 + Number(d)),
    );

    const all = (await get('/api/packages-all')).body.data.data;
    const my = (await get('/api/packages-all?locale=my')).body.data.data;

    expect(all).toHaveLength(11);
    const images = all.map((p: { image: string }) => p.image);
    expect(new Set(images).size).toBe(11);
    for (const image of images) {
      expect(image).toMatch(/^\/uploads\/defaults\/seed\/packages\/package-\d+\.svg$/);
      expect((await get(image)).status, image).toBe(200);
    }
    expect(all.map((p: { name: string }) => p.name)).toContain(`Yearly Forecast ${nextYear}`);
    expect(my.map((p: { name: string }) => p.name)).toContain(`${burmeseYear} ခုနှစ် တစ်နှစ်စာ ဟောစာ`);
  });

  it('when the CMS first starts, then the newest post is dated within the last day and none in the future', async () => {
    const now = Date.now();

    const posts = (await get('/api/posts-list?page_size=50')).body.data.data;

    const dates = posts.map((p: { published_at: string }) => Date.parse(p.published_at));
    expect(Math.max(...dates)).toBeLessThanOrEqual(now);
    expect(Math.max(...dates)).toBeGreaterThan(now - 86_400_000);
    expect(Math.min(...dates)).toBeGreaterThan(now - 120 * 86_400_000);
  });

  it('when the CMS first starts, then 24 posts across 4 categories are served, one of them today special', async () => {
    const list = (await get('/api/posts-list?page_size=50')).body.data;
    expect(list.meta.total).toBeGreaterThanOrEqual(24);
    const categories = new Set(
      list.data.map((p: { category: { slug: string } }) => p.category.slug),
    );
    expect(categories.size).toBe(4);
    for (const p of list.data) {
      expect(p.tags.length).toBeGreaterThan(0);
      expect(p.poster_url).toMatch(/^\/uploads\/defaults\//);
      expect((p.desc.match(/<p>/g) ?? []).length).toBeGreaterThanOrEqual(2);
    }
    expect(list.data.filter((p: { is_special: boolean }) => p.is_special)).toHaveLength(1);
    const special = (await get('/api/today-special-post')).body.data;
    expect(special.is_special).toBe(true);

    const my = (await get('/api/posts-list?page_size=50&locale=my')).body.data.data;
    for (const p of my) {
      expect(p.title).toMatch(MYANMAR);
      expect(p.desc).toMatch(MYANMAR);
      expect(p.category.name).toMatch(MYANMAR);
    }
  });

  it('when the CMS first starts, then exactly six payment types for Myanmar and Thailand have accounts and QR images', async () => {
    const banks = (await get('/api/banks-list')).body.data;
    expect(banks.map((b: { name: string }) => b.name)).toEqual([
      'KBZPay',
      'WavePay',
      'AYA Pay',
      'CB Pay',
      'PromptPay',
      'Bank transfer (Thailand)',
    ]);
    expect(new Set(banks.map((b: { currency: string }) => b.currency))).toEqual(
      new Set(['MMK', 'THB']),
    );
    for (const b of banks) {
      expect(b).toMatchObject({ id: expect.any(Number), account_name: expect.any(String) });
      expect(b.account_number).not.toBe('');
      expect(b.qr_image).toMatch(/-qr\.svg$/);
    }
    // The Thai PromptPay account draws its QR from its number (issue 21).
    expect(banks.find((b: { name: string }) => b.name === 'PromptPay').promptpay_id).toBe(
      '0812345678',
    );
  });

  it('when the CMS first starts, then genders, the eight weekdays, booking settings and site info exist', async () => {
    expect((await get('/api/genders-list')).body.data.length).toBeGreaterThanOrEqual(2);
    const weekdays = (await get('/api/weekdays-list?locale=my')).body.data;
    expect(weekdays).toHaveLength(8);
    expect(weekdays.filter((w: { day_index: number }) => w.day_index === 3)).toHaveLength(2);
    expect(weekdays.map((w: { name: string }) => w.name)).toContain('ရာဟု (ဗုဒ္ဓဟူး ညနေ)');
    expect((await get('/api/booking-settings')).body.data).toEqual({
      daily_capacity: 10,
      closed_weekdays: [],
      blocked_dates: [],
      unpaid_expiry_hours: 24,
      max_open_bookings: 3,
      max_bookings_per_day: 1,
      verifying_overdue_hours: 48,
      cancel_notice_hours: 24,
      max_reschedules: 2,
      cancel_policy: { en: expect.stringMatching(/credit/), my: expect.stringMatching(MYANMAR) },
      closed_on_sabbath: false,
      closed_during_thingyan: false,
      waitlist_hold_hours: 4,
      review_delay_days: 3,
    });
    const info = (await get('/api/get-info?locale=my')).body.data;
    expect(info.email).toMatch(/@/);
    expect(info.bio).toMatch(MYANMAR);
    expect(info.links.length).toBeGreaterThan(0);
  });

  it('when a served image URL is fetched, then the file exists', async () => {
    const post = (await get('/api/today-special-post')).body.data;
    const bank = (await get('/api/banks-list')).body.data[0];
    for (const url of [post.poster_url, bank.image, bank.qr_image, '/uploads/defaults/post.svg']) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('when the seed runs again, then nothing is added', async () => {
    const uids = [
      'api::post.post',
      'api::package.package',
      'api::zodiac.zodiac',
      'api::payment-type.payment-type',
      'api::weekday.weekday',
      'api::gender.gender',
      'api::category.category',
      'api::tag.tag',
      'api::site-info.site-info',
      'api::booking-setting.booking-setting',
      'plugin::upload.file',
    ];
    const before = await Promise.all(uids.map(count));
    const report = await seedContent(app.strapi);
    expect(report.seeded).toEqual([]);
    expect(report.skipped).toHaveLength(10);
    expect(await Promise.all(uids.map(count))).toEqual(before);
  });
});
