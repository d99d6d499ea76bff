// The demo seed: runs on first start and is idempotent. Each content type is seeded only while
// it has no entries, so a reader's own content is never touched and a half-finished seed resumes.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULTS_URL } from '../lib/content/media';
import { UID, type ContentTypeUid, type Strapi } from '../lib/content/types';
import { seedPackages } from './packages';
import { AUTHOR, CATEGORY_NOTES, POSTS, TIP_HEADING } from './posts';
import {
  BOOKING_SETTINGS,
  CATEGORIES,
  GENDERS,
  PAYMENT_TYPES,
  SITE_INFO,
  TAGS,
  WEEKDAYS,
  ZODIACS,
  type Text2,
} from './reference';

type Data = Record<string, unknown>;
type Lang = keyof Text2;

export interface SeedReport {
  seeded: string[];
  skipped: string[];
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The newest post's date: an hour before the seed runs (on the hour), so a fresh database always
 * looks current; the others go back four days at a time, categories interleaved.
 */
export function newestPostDate(now: Date): number {
  return Math.floor(now.getTime() / HOUR) * HOUR - HOUR;
}

export async function seedContent(strapi: Strapi, now = new Date()): Promise<SeedReport> {
  const report: SeedReport = { seeded: [], skipped: [] };
  const media = mediaLibrary(strapi);

  const documents = <T extends ContentTypeUid>(uid: T) => strapi.documents(uid);

  /** Creates the English entry, then its Burmese translation, both published. */
  async function createBoth(uid: ContentTypeUid, shared: Data, text: (lang: Lang) => Data) {
    const created = await documents(uid).create({
      data: { ...shared, ...text('en') },
      locale: 'en',
      status: 'published',
    });
    await documents(uid).update({
      documentId: created.documentId,
      data: { ...shared, ...text('my') },
      locale: 'my',
      status: 'published',
    });
    return created.documentId;
  }

  async function isEmpty(uid: ContentTypeUid): Promise<boolean> {
    return (await strapi.db.query(uid).count({})) === 0;
  }

  async function step(name: string, uid: ContentTypeUid, run: () => Promise<void>) {
    if (!(await isEmpty(uid))) {
      report.skipped.push(name);
      return;
    }
    await run();
    report.seeded.push(name);
  }

  await step('site info', UID.siteInfo, async () => {
    await createBoth(
      UID.siteInfo,
      { email: SITE_INFO.email, phone: SITE_INFO.phone, links: SITE_INFO.links },
      (lang) => ({
        title: SITE_INFO.title[lang],
        bio: SITE_INFO.bio[lang],
        address: SITE_INFO.address[lang],
      }),
    );
  });

  await step('booking settings', UID.bookingSetting, async () => {
    await documents(UID.bookingSetting).create({
      data: { ...BOOKING_SETTINGS, blocked_dates: [] },
    });
  });

  await step('zodiacs', UID.zodiac, async () => {
    for (const [order, z] of ZODIACS.entries()) {
      const image = await media(`seed/zodiac/${z.key}.svg`, z.name.en);
      await createBoth(UID.zodiac, { order: order + 1, image }, (lang) => ({
        name: z.name[lang],
        period: z.period[lang],
        desc: z.desc[lang],
      }));
    }
  });

  await step('genders', UID.gender, async () => {
    for (const [order, g] of GENDERS.entries()) {
      await createBoth(UID.gender, { order: order + 1 }, (lang) => ({ name: g[lang] }));
    }
  });

  await step('weekdays', UID.weekday, async () => {
    for (const [order, w] of WEEKDAYS.entries()) {
      await createBoth(UID.weekday, { order: order + 1, day_index: w.day_index }, (lang) => ({
        name: w[lang],
      }));
    }
  });

  await step('payment types', UID.paymentType, async () => {
    for (const [order, p] of PAYMENT_TYPES.entries()) {
      const logo = await media(`seed/payments/${p.key}.svg`, `${p.name.en} logo`);
      const qr = await media(`seed/payments/${p.key}-qr.svg`, `${p.name.en} QR code (demo)`);
      await createBoth(
        UID.paymentType,
        {
          order: order + 1,
          logo,
          qr_image: qr,
          account_name: p.account_name,
          account_number: p.account_number,
          currency: p.currency,
          promptpay_id: p.promptpay_id ?? null,
        },
        (lang) => ({ name: p.name[lang] }),
      );
    }
  });

  await step('packages', UID.package, async () => {
    for (const [order, p] of seedPackages(now).entries()) {
      const image = await media(`seed/packages/package-${order + 1}.svg`, p.name.en);
      await createBoth(
        UID.package,
        {
          order: order + 1,
          image,
          price: p.price,
          th_price: p.th_price,
          discount_percent: p.discount_percent,
          needs_material: p.needs_material === true,
          currency: 'Ks',
          th_currency: '฿',
        },
        (lang) => ({ name: p.name[lang], description: p.description[lang] }),
      );
    }
  });

  const categoryIds = new Map<string, string>();
  await step('categories', UID.category, async () => {
    for (const [order, c] of CATEGORIES.entries()) {
      categoryIds.set(
        c.slug,
        await createBoth(UID.category, { slug: c.slug, order: order + 1 }, (lang) => ({
          name: c.name[lang],
        })),
      );
    }
  });
  const tagIds = new Map<string, string>();
  await step('tags', UID.tag, async () => {
    for (const t of TAGS) {
      tagIds.set(
        t.slug,
        await createBoth(UID.tag, { slug: t.slug }, (lang) => ({ name: t.name[lang] })),
      );
    }
  });

  await step('posts', UID.post, async () => {
    // When categories or tags already existed, find them by slug.
    const lookup = async (uid: ContentTypeUid, into: Map<string, string>) => {
      if (into.size) return;
      const rows = (await strapi.db.query(uid).findMany({
        select: ['documentId', 'slug'],
        where: { locale: 'en' },
      })) as { documentId: string; slug: string }[];
      for (const r of rows) into.set(r.slug, r.documentId);
    };
    await lookup(UID.category, categoryIds);
    await lookup(UID.tag, tagIds);
    const newest = newestPostDate(now);
    const counters = new Map<string, number>();
    for (const [i, p] of POSTS.entries()) {
      const n = (counters.get(p.category) ?? 0) + 1;
      counters.set(p.category, n);
      const age = (n - 1) * CATEGORIES.length + CATEGORIES.findIndex((c) => c.slug === p.category);
      const poster = await media(`seed/posters/${p.category}-${n}.svg`, p.title.en);
      await createBoth(
        UID.post,
        {
          slug: p.slug,
          poster,
          category: categoryIds.get(p.category) ?? null,
          tags: p.tags.flatMap((t) => tagIds.get(t) ?? []),
          published_date: new Date(newest - age * 4 * DAY).toISOString(),
          views: ((i * 379) % 1200) + 35,
          is_special: age === 0,
        },
        (lang) => ({
          title: p.title[lang],
          excerpt: p.intro[lang],
          author: AUTHOR[lang],
          // Markdown, as the reader writes it in the admin.
          body: [
            p.intro[lang],
            CATEGORY_NOTES[p.category][lang],
            `## ${TIP_HEADING[lang]}`,
            p.tip[lang],
          ].join('\n\n'),
        }),
      );
    }
  });

  return report;
}

/**
 * Registers shipped images (cms/public/defaults/...) in the media library without copying them:
 * each file record points at /uploads/defaults/..., which bootstrap keeps in place. Returns the
 * file id, finding an existing record first so reruns do not duplicate.
 */
function mediaLibrary(strapi: Strapi) {
  const root = join(strapi.dirs.app.root, 'public', 'defaults');
  return async (path: string, alternativeText: string): Promise<number | null> => {
    const file = join(root, path);
    if (!existsSync(file)) return null;
    const url = `${DEFAULTS_URL}/${path}`;
    const files = strapi.db.query(UID.file);
    const existing = (await files.findOne({ select: ['id'], where: { url } })) as {
      id: number;
    } | null;
    if (existing) return existing.id;
    const svg = readFileSync(file, 'utf8');
    const size = (re: RegExp) => Number(svg.match(re)?.[1]) || null;
    const name = path.split('/').pop() as string;
    const created = (await files.create({
      data: {
        name,
        alternativeText,
        caption: null,
        width: size(/width="(\d+)"/),
        height: size(/height="(\d+)"/),
        formats: null,
        hash: `seed_${path.replace(/\.svg$/, '').replace(/[^a-z0-9]+/gi, '_')}`,
        ext: '.svg',
        mime: 'image/svg+xml',
        size: Math.round((statSync(file).size / 1024) * 100) / 100,
        url,
        provider: 'local',
        folderPath: '/',
      },
    })) as { id: number };
    return created.id;
  };
}
