import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Core } from '@strapi/strapi';
import { migrateClosedWeekdays } from '../lib/content/booking-rules';
import { migrateHtmlBodies } from '../lib/content/markdown-bodies';
import { backfillFinalPrices } from '../lib/content/package-prices';
import { backfillPublicIds, keepPublicIds } from '../lib/content/public-id';
import { keepSortKeysFilled } from '../lib/content/sort-keys';
import { siteConfig } from '../lib/site-config';
import { seedContent } from '../seed/seed';
import { applyAdminLayouts } from './admin-layout';

/**
 * Content bootstrap: sort keys never empty, the Burmese locale, the shipped default images, read access for Strapi's own
 * REST routes, and the demo seed.
 */
export async function bootstrapContent(strapi: Core.Strapi): Promise<void> {
  await keepSortKeysFilled(strapi);
  keepPublicIds(strapi);
  await backfillPublicIds(strapi);
  await migrateClosedWeekdays(strapi);
  await backfillFinalPrices(strapi);
  await applyAdminLayouts(strapi);
  const converted = await migrateHtmlBodies(strapi);
  if (converted) strapi.log.info(`[migration] ${converted} post bodies back to Markdown`);
  await ensureBurmeseLocale(strapi);
  publishDefaultImages(strapi);
  await grantPublicReads(strapi, [
    'api::post.post.find',
    'api::post.post.findOne',
    'api::package.package.find',
    'api::package.package.findOne',
  ]);
  if (seedEnabled()) {
    const started = Date.now();
    // One transaction: on SQLite a commit per write would make the seed several times slower,
    // and a failed seed leaves nothing half-written.
    const report = await strapi.db.transaction(() => seedContent(strapi));
    if (report.seeded.length) {
      strapi.log.info(`[seed] ${report.seeded.join(', ')} seeded in ${Date.now() - started} ms`);
    }
  }
}

/**
 * CMS_SEED=true|false switches the demo seed; by default it runs, except under NODE_ENV=test
 * where test files opt in (most start faster without it).
 */
export function seedEnabled(site: { seed?: string; nodeEnv?: string } = siteConfig()): boolean {
  const flag = site.seed?.trim().toLowerCase();
  if (flag === 'true' || flag === '1') return true;
  if (flag === 'false' || flag === '0') return false;
  return site.nodeEnv !== 'test';
}

async function ensureBurmeseLocale(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales');
  if (!(await locales.findByCode('my'))) {
    await locales.create({ code: 'my', name: 'Burmese (my)' });
  }
}

/**
 * The default and seed images ship in cms/public/defaults; the gateway forwards only /uploads/**
 * to Strapi, so they are copied to public/uploads/defaults (small files; refreshed each start).
 * A changed file is written beside its old copy and renamed over it: another Strapi on the same
 * folder (a second instance, a parallel test) never serves a missing or half-written image.
 */
function publishDefaultImages(strapi: Core.Strapi): void {
  const from = join(strapi.dirs.app.root, 'public', 'defaults');
  if (!existsSync(from)) return;
  copyChangedFiles(from, join(strapi.dirs.static.public, 'uploads', 'defaults'));
}

function copyChangedFiles(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      copyChangedFiles(source, target);
      continue;
    }
    const bytes = readFileSync(source);
    if (existsSync(target) && readFileSync(target).equals(bytes)) continue;
    const temporary = `${target}.${process.pid}.tmp`;
    writeFileSync(temporary, bytes);
    renameSync(temporary, target);
  }
}

/** Gives the public role the listed actions (Strapi's REST reads, kept for comparison). */
async function grantPublicReads(strapi: Core.Strapi, actions: string[]): Promise<void> {
  const role = (await strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ select: ['id'], where: { type: 'public' } })) as { id: number } | null;
  if (!role) return;
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  for (const action of actions) {
    const found = await permissions.findOne({ where: { action, role: role.id } });
    if (!found) await permissions.create({ data: { action, role: role.id } });
  }
}
