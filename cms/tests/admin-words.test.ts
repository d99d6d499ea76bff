// The reader's admin in her words (issue 39.7), without Strapi: the Burmese messages are Burmese,
// keyed as Strapi 5.54's own English messages are, with Strapi's placeholders; every field help
// text has its Burmese; dates in the Burmese admin come day before month.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { burmeseRelative, installBurmeseDates, isBurmese } from '../src/admin/burmese-dates';
import { HINTS_MY } from '../src/admin/translations/hints-my';
import { burmeseAdminMessages, FEEDBACK_TYPES_EN } from '../src/admin/translations/my';
import { STRAPI_MESSAGES_MY } from '../src/admin/translations/strapi-my';
import { ADMIN_LAYOUTS } from '../src/bootstrap/admin-layout';
import { appDir } from './strapi';

const require = createRequire(import.meta.url);

/** Strapi's English admin messages, keyed as the admin looks them up (plugin id first). */
function strapiEnglish(): Record<string, string> {
  const sources: Record<string, string> = {
    '': '@strapi/admin/dist/admin/admin/src/translations/en.json.js',
    'content-manager.': '@strapi/content-manager/dist/admin/translations/en.json.js',
    'upload.': '@strapi/upload/dist/admin/translations/en.json.js',
    'i18n.': '@strapi/i18n/dist/admin/translations/en.json.js',
  };
  const out: Record<string, string> = {};
  for (const [prefix, file] of Object.entries(sources)) {
    const mod = require(join(appDir, 'node_modules', file)) as Record<string, unknown>;
    const messages = (mod.default ?? mod) as Record<string, string>;
    for (const [key, value] of Object.entries(messages)) out[prefix + key] = value;
  }
  return out;
}

/** Latin words a Burmese text may hold: names, codes and what she types as it is. */
const LATIN_ALLOWED = new Set([
  'Markdown',
  'KBZPay',
  'PromptPay',
  'QR',
  'MMK',
  'THB',
  'Ks',
  'Facebook',
  'TikTok',
  'Viber',
  'https',
  'tarot',
  'Space',
  'API',
]);

/** The text without ICU placeholders, branches' syntax and rich-text tags (<bold>). */
function withoutPlaceholders(message: string): string {
  let text = message.replace(/<\/?\w+>/g, ' ');
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(/\{[^{}]*\}/g, ' ');
  }
  return text;
}

const englishWords = (message: string) =>
  (withoutPlaceholders(message).match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !LATIN_ALLOWED.has(w));
const placeholders = (message: string) => new Set(message.match(/(?<=\{)\w+/g) ?? []);
const MYANMAR = /[\u1000-\u109f]/;

describe("the admin's Burmese messages", () => {
  it('when Strapi looks up a key we translate, then it is one of its own English keys and keeps its placeholders', () => {
    const english = strapiEnglish();
    // Strapi asks for a few keys with only a default message (no English entry).
    const defaultOnly = new Set([
      'i18n.Settings.locales.modal.locales.label',
      'components.Blocks.blocks.bulletList',
      'components.Blocks.blocks.numberList',
      'content-manager.containers.list.table-headers.status',
    ]);
    const unknown = Object.keys(STRAPI_MESSAGES_MY).filter(
      (key) => !(key in english) && !defaultOnly.has(key),
    );
    expect(unknown).toEqual([]);
    for (const [key, burmese] of Object.entries(STRAPI_MESSAGES_MY)) {
      const extra = [...placeholders(burmese)].filter(
        (p) => !placeholders(english[key] ?? '').has(p),
      );
      expect([key, extra]).toEqual([key, []]);
    }
  });

  it('when the admin is in Burmese, then no message we set for it has an English word', () => {
    const messages = burmeseAdminMessages();
    // The screens she asked about, among them.
    for (const key of [
      'HomePage.header.title',
      'HomePage.addWidget.button',
      'content-manager.containers.edit.title.new',
      'global.back',
      'content-manager.pages.ListView.header-subtitle',
      'app.utils.filters',
      'content-manager.containers.List.draft',
      'content-manager.containers.List.published',
      'content-manager.containers.edit.tabs.draft',
      'content-manager.containers.edit.tabs.published',
      'content-manager.success.record.save',
      'content-manager.success.record.publish',
      'upload.import-files',
      'upload.modal.nav.computer',
      'app.components.ToggleCheckbox.on-label',
      'app.components.ToggleCheckbox.off-label',
      ...Object.keys(FEEDBACK_TYPES_EN),
    ]) {
      expect([key, messages[key]]).toEqual([key, expect.stringMatching(MYANMAR)]);
    }
    const english = Object.entries(messages)
      .filter(([, text]) => englishWords(text).length > 0)
      .map(([key, text]) => `${key}: ${text}`);
    expect(english).toEqual([]);
  });

  it('when a field has a help text, then it has a Burmese one with no English word', () => {
    const descriptions = Object.values(ADMIN_LAYOUTS).flatMap((layout) =>
      Object.values(layout.fields).map((field) => field.description),
    );
    const missing = descriptions.filter((text) => !HINTS_MY[text]);
    expect(missing).toEqual([]);
    for (const [text, burmese] of Object.entries(HINTS_MY)) {
      expect([text, MYANMAR.test(burmese), englishWords(burmese)]).toEqual([text, true, []]);
    }
  });
});

describe('dates in the Burmese admin', () => {
  const intl = Object.create(Intl) as typeof Intl;
  // Date's methods on a subclass of its own, so this file's other dates are left as they are.
  class TestDate extends Date {}
  installBurmeseDates(intl, TestDate);
  const at = new Date(Date.UTC(2026, 10, 30, 9, 5));

  it('when a date is formatted for Burmese, then the day comes before the month, in Burmese words and a 24-hour clock', () => {
    const full = new intl.DateTimeFormat('my', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    expect(full.format(at)).toBe('တနင်္လာ, 30 နိုဝင်ဘာ 2026, 09:05');
    expect(new intl.DateTimeFormat('my', { timeZone: 'UTC' }).format(at)).toBe('30/11/2026');
    expect(
      new intl.DateTimeFormat('my-MM', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
        at,
      ),
    ).toBe('30 နိုဝင်ဘာ');
    // Detached, as libraries use it, and called without `new`, as Intl allows.
    const { format } = intl.DateTimeFormat('my', { timeZone: 'UTC' });
    expect(format(at)).toBe('30/11/2026');
    const hour = new intl.DateTimeFormat('my', { hour: 'numeric', hour12: true, timeZone: 'UTC' });
    expect(hour.format(at).replace(/\s/g, ' ')).toBe('9 နံနက်');
  });

  it('when the desk asks a date for its Burmese text, then it is day-first too', () => {
    const date = new TestDate(Date.UTC(2026, 10, 30, 9, 5));
    const options = { timeZone: 'UTC' } as const;
    expect(date.toLocaleDateString('my', options)).toBe('30/11/2026');
    expect(date.toLocaleString('my', options)).toBe('30/11/2026, 09:05:00');
    expect(date.toLocaleDateString('my', { ...options, day: 'numeric', month: 'long' })).toBe(
      '30 နိုဝင်ဘာ',
    );
    expect(date.toLocaleDateString('en-US', options)).toBe('11/30/2026');
  });

  it('when a date is formatted for English, then Intl answers as before', () => {
    const options = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    expect(new intl.DateTimeFormat('en-GB', options).format(at)).toBe(
      new Intl.DateTimeFormat('en-GB', options).format(at),
    );
    expect(new intl.DateTimeFormat('en', options).format(at)).toBe('Nov 30, 2026');
    expect(isBurmese(['en', 'my'])).toBe(false);
  });

  it('when a time is told relative to now in Burmese, then it is in Burmese words', () => {
    const auto = new intl.RelativeTimeFormat('my', { numeric: 'auto' });
    expect(auto.format(-8, 'seconds')).toBe('8 စက္ကန့် အကြာက');
    expect(auto.format(-1, 'day')).toBe('မနေ့က');
    expect(auto.format(3, 'hours')).toBe('3 နာရီ အတွင်း');
    expect(burmeseRelative(0, 'seconds', 'auto')).toBe('ယခု');
    expect(new intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(-8, 'seconds')).toBe(
      '8 seconds ago',
    );
  });
});
