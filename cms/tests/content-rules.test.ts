// Field rules without Strapi: sanitising, plain-text excerpts, read time, prices, rate limit,
// schema limits.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  excerptOf,
  markdownToHtml,
  readTime,
  sanitizeBody,
  stripHtml,
} from '../src/lib/content/html';
import { finalPrice } from '../src/lib/content/pricing';
import { seedEnabled } from '../src/bootstrap/content';
import { ViewVisitors } from '../src/lib/content/view-visitors';
import { positiveInt } from '../src/lib/http/ids';
import { appDir } from './strapi';

describe('content field rules', () => {
  it('when a body carries scripts, handlers, javascript: and data: URLs or foreign iframes, then sanitising removes them', () => {
    const out = sanitizeBody(
      '<p style="x" onmouseover="a()">ok</p><script>bad()</script><a href="javascript:bad()">a</a>' +
        '<a href="https://x.example" target="_blank">b</a><img src="data:image/png;base64,AA" onerror="bad()">' +
        '<iframe src="https://player.vimeo.com/video/1"></iframe><iframe src="//evil.example/"></iframe>' +
        '<svg><script>bad()</script></svg><object data="x.swf"></object>',
    );
    expect(out).not.toMatch(/script|onmouseover|onerror|javascript:|data:|evil|object|style=/i);
    expect(out).toContain(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">b</a>',
    );
    expect(out).toContain('<iframe src="https://player.vimeo.com/video/1"></iframe>');
    expect(out).toContain('<p>ok</p>');
  });

  it('when a body is Markdown, then it becomes HTML; HTML already there passes unchanged, also a second time', () => {
    const html = markdownToHtml('## Heading\n\nOne.\n\nTwo\nlines.\n\n1. first\n2. second');
    expect(html).toBe(
      '<h2>Heading</h2>\n<p>One.</p>\n<p>Two<br>\nlines.</p>\n<ol>\n<li>first</li>\n<li>second</li>\n</ol>',
    );
    expect(markdownToHtml(html)).toBe(html);
    const seeded = '<p>Intro</p>\n<p>Note</p>\n<h2>Tip</h2>\n<p>Do this &amp; that.</p>';
    expect(markdownToHtml(seeded)).toBe(seeded);
    expect(markdownToHtml('<p>a</p><p>b</p>\n')).toBe('<p>a</p><p>b</p>\n');
    expect(markdownToHtml('  \n')).toBe('');
  });

  it('when HTML is turned into an excerpt, then it is plain text cut at a word', () => {
    expect(stripHtml('<p>Tarot &amp; <b>palm</b></p>\n<p>reading</p>')).toBe(
      'Tarot & palm reading',
    );
    const long = `<p>${'word '.repeat(100)}</p>`;
    const excerpt = excerptOf(long, 50);
    expect(excerpt.length).toBeLessThanOrEqual(51);
    expect(excerpt).toMatch(/word…$/);
  });

  it('when the read time is computed, then it is about 200 words a minute, Burmese counted by letters, at least 1, none without text', () => {
    expect(readTime('<p>short</p>')).toBe(1);
    expect(readTime('')).toBeNull();
    expect(readTime('<p> </p>')).toBeNull();
    expect(readTime(`<p>${'word '.repeat(1000)}</p>`)).toBe(5);
    expect(readTime(`<p>${'မြန်မာ'.repeat(400)}</p>`)).toBe(3);
  });

  it('when a discount applies, then final prices are rounded to whole units', () => {
    expect(finalPrice(45000, 15)).toBe(38250);
    expect(finalPrice(455, 15)).toBe(387);
    expect(finalPrice(999, 0)).toBe(999);
    expect(finalPrice(1000, 150)).toBe(0);
    expect(finalPrice(1000, -5)).toBe(1000);
  });

  it('when CMS_SEED is set or not, then the seed follows it, off by default only in tests', () => {
    expect(seedEnabled({ nodeEnv: 'production' })).toBe(true);
    expect(seedEnabled({ nodeEnv: 'test' })).toBe(false);
    expect(seedEnabled({ nodeEnv: 'test', seed: 'true' })).toBe(true);
    expect(seedEnabled({ nodeEnv: 'development', seed: 'false' })).toBe(false);
  });

  it('when a schema has a string field, then its maxLength fits the varchar(255) PostgreSQL gives it', () => {
    const src = join(appDir, 'src');
    const schemas = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.json') && /(^|\/)(content-types|components)\//.test(f),
    );
    expect(schemas.length).toBeGreaterThan(10);
    const tooLong: string[] = [];
    for (const file of schemas) {
      const { attributes = {} } = JSON.parse(readFileSync(join(src, file), 'utf8')) as {
        attributes?: Record<string, { type: string; maxLength?: number }>;
      };
      for (const [name, attr] of Object.entries(attributes)) {
        const varchar = ['string', 'email', 'uid', 'password', 'enumeration'].includes(attr.type);
        if (varchar && (attr.maxLength ?? 255) > 255) tooLong.push(`${file} ${name}`);
      }
    }
    expect(tooLong).toEqual([]);
  });
});

describe('one view per visitor per post per day', () => {
  it('when a visitor reads a post again, then only the first read of each day counts', () => {
    const visitors = new ViewVisitors(100_000, () => 'Asia/Yangon');
    const morning = new Date('2030-01-07T01:00:00Z');
    expect(visitors.firstToday('203.0.113.1', 'post-a', morning)).toBe(true);
    expect(visitors.firstToday('203.0.113.1', 'post-a', morning)).toBe(false);
    // Another post or address is another view (the browser is not asked: issue 37).
    expect(visitors.firstToday('203.0.113.1', 'post-b', morning)).toBe(true);
    expect(visitors.firstToday('203.0.113.2', 'post-a', morning)).toBe(true);
    // The next day in Yangon (UTC+6:30) counts again.
    const nextDay = new Date('2030-01-07T18:00:00Z');
    expect(visitors.firstToday('203.0.113.1', 'post-a', nextDay)).toBe(true);
  });

  it('when very many visitors come, then memory stays bounded', () => {
    const visitors = new ViewVisitors(100, () => 'Asia/Yangon');
    for (let i = 0; i < 1000; i++) visitors.firstToday(`10.0.${i >> 8}.${i & 255}`, 'p');
    expect(visitors.size).toBe(100);
  });
});

// One id parser for every CMS route (content and member): cms/src/lib/http/ids.ts.
describe('route ids', () => {
  it('when an id is one to nine digits and at least 1, then it is that number', () => {
    expect(positiveInt('1')).toBe(1);
    expect(positiveInt('42')).toBe(42);
    expect(positiveInt('007')).toBe(7);
    expect(positiveInt('999999999')).toBe(999_999_999);
  });

  it('when an id is zero, too long for an integer column, or not digits, then it is unknown', () => {
    for (const bad of ['', '0', '000', '1234567890', '-1', '1.5', '1e3', ' 1', 'abc', '12a']) {
      expect(positiveInt(bad)).toBeNull();
    }
    expect(positiveInt(5)).toBeNull();
    expect(positiveInt(undefined)).toBeNull();
  });
});
