// A rendered Burmese page asks for its fonts first and starts the app's code after them
// (head/after-fonts.ts); every other page keeps the build's module script tags.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AFTER_FONTS_SCRIPT, scriptsAfterFonts } from '../src/head/after-fonts.js';
import { injectHead } from '../src/head/render.js';
import type { PageHead } from '../src/head/page-head.js';
import { spaCsp } from '../src/headers.js';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Mystic Visions</title>
    <script type="module" crossorigin src="/assets/rolldown-runtime-A.js"></script>
    <script type="module" crossorigin src="/assets/shell-B.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/shell-C.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const head = (lang: 'en' | 'my'): PageHead => ({
  status: 200,
  lang,
  title: 'Home',
  description: 'Readings',
  canonical: 'https://example.test/',
  alternates: [],
  openGraph: [],
  jsonLd: [],
  noscriptHtml: '',
});

const FONTS = [
  '/assets/noto-sans-myanmar-burmese-400-x.woff2',
  '/assets/noto-sans-myanmar-burmese-700-y.woff2',
];
const rendered = { html: '<main><h1>မင်္ဂလာပါ</h1></main>', resources: {} };

describe('a Burmese page starts its app after its fonts', () => {
  it('when a rendered Burmese page is written, then the fonts come first and the module tags become the starter', () => {
    const html = injectHead(INDEX, head('my'), '/feed.xml', rendered, FONTS);
    expect(html).not.toMatch(/<script type="module"/);
    const fontAt = html.indexOf('rel="preload" as="font"');
    const starterAt = html.indexOf(
      '<script data-after-fonts="/assets/rolldown-runtime-A.js /assets/shell-B.js">',
    );
    const stylesheetAt = html.indexOf('rel="stylesheet"');
    expect(fontAt).toBeGreaterThan(0);
    expect(starterAt).toBeGreaterThan(fontAt);
    // Before the stylesheet: an inline script after one would hold the parsing until it loads.
    expect(stylesheetAt).toBeGreaterThan(starterAt);
    expect(html.match(/rel="preload" as="font"/g)).toHaveLength(2);
  });

  it('when the page is English or not rendered by the server, then the build tags stay as they are', () => {
    const english = injectHead(INDEX, head('en'), '/feed.xml', rendered, []);
    expect(english).toContain(
      '<script type="module" crossorigin src="/assets/shell-B.js"></script>',
    );
    expect(english).not.toContain('data-after-fonts');
    const shellOnly = injectHead(INDEX, head('my'), '/feed.xml', null, FONTS);
    expect(shellOnly).toContain(
      '<script type="module" crossorigin src="/assets/shell-B.js"></script>',
    );
    expect(shellOnly).toContain('rel="preload" as="font"');
    expect(scriptsAfterFonts(INDEX, '')).toBe(INDEX);
  });

  it('when the policy is read, then it allows the starter by its hash', () => {
    const hash = createHash('sha256').update(AFTER_FONTS_SCRIPT).digest('base64');
    expect(spaCsp()).toContain(`'sha256-${hash}'`);
  });
});
