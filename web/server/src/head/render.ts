// Writes a page into the built index.html: the shell's generic title and description are
// replaced and the page's tags added before </head>. With the server's render (issue 43) the root
// holds the rendered page, followed by what hydration needs (the first screen's answers and the
// texts the render used); without it (no SSR build) the no-JavaScript copy of the content goes
// after the empty root, and the answers are handed over the same way.
import { scriptsAfterFonts } from './after-fonts.js';
import { EARLY_TAPS_ELEMENT } from './early-taps.js';
import { escapeHtml, type PageHead } from './page-head.js';

/** JSON for a <script> element: `<` is escaped so no value can close the element. */
const scriptJson = (value: object): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function renderHead(head: PageHead, feedUrl: string): string {
  const attr = escapeHtml;
  if (head.status === 404) {
    return [
      `<title>${escapeHtml(head.title)}</title>`,
      `<meta name="description" content="${attr(head.description)}" />`,
      `<meta name="robots" content="noindex" />`,
    ].join('\n    ');
  }
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${attr(head.description)}" />`,
    `<link rel="canonical" href="${attr(head.canonical)}" />`,
    ...head.alternates.map(
      (a) => `<link rel="alternate" hreflang="${attr(a.hreflang)}" href="${attr(a.href)}" />`,
    ),
    `<link rel="alternate" type="application/rss+xml" title="Mystic Visions" href="${attr(feedUrl)}" />`,
    ...head.openGraph.map(([k, v]) => `<meta property="${attr(k)}" content="${attr(v)}" />`),
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${attr(head.openGraph.find(([k]) => k === 'og:title')?.[1] ?? head.title)}" />`,
    `<meta name="twitter:description" content="${attr(head.description)}" />`,
    `<meta name="twitter:image" content="${attr(head.openGraph.find(([k]) => k === 'og:image')?.[1] ?? '')}" />`,
    ...head.jsonLd.map((d) => `<script type="application/ld+json">${scriptJson(d)}</script>`),
    ...(head.preloadImage
      ? [`<link rel="preload" as="image" href="${attr(head.preloadImage)}" fetchpriority="high" />`]
      : []),
  ];
  return tags.join('\n    ');
}

/** What the server's render gave: the root's HTML and the texts it used. */
export interface RenderedPage {
  html: string;
  /** Elements the render hoists into the head (an image preload), written as they came. */
  head?: string;
  resources: object;
}

/** The fonts a Burmese page shows first (the Myanmar subset, regular and bold), in the build. */
export type FontPreloads = string[];

export function injectHead(
  indexHtml: string,
  head: PageHead,
  feedUrl: string,
  rendered?: RenderedPage | null,
  fonts: FontPreloads = [],
): string {
  // The Myanmar font is asked for with the HTML, not once the CSS has been read and text laid out.
  const fontLinks = fonts
    .map(
      (href) =>
        `\n    <link rel="preload" as="font" type="font/woff2" href="${escapeHtml(href)}" crossorigin />`,
    )
    .join('');
  // A rendered Burmese page: the fonts first in the head and the app's code after them
  // (after-fonts.ts); otherwise the preloads close the head.
  const fontsFirst = Boolean(rendered && fontLinks);
  const preloads = fontsFirst ? '' : fontLinks;
  const withoutGeneric = (fontsFirst ? scriptsAfterFonts(indexHtml, fontLinks) : indexHtml)
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name="description"[^>]*>/i, '');
  const answers = head.firstAnswers?.length
    ? `\n    <script type="application/json" id="first-answers">${scriptJson(head.firstAnswers)}</script>`
    : '';
  const afterRoot = rendered
    ? answers +
      `\n    <script type="application/json" id="page-texts">${scriptJson({ lang: head.lang, resources: rendered.resources })}</script>`
    : `\n    <noscript><main lang="${head.lang}">${head.noscriptHtml}</main></noscript>` + answers;
  // Replacer functions, not strings: content from the CMS may hold `$&` or `$1`, which a
  // replacement string would expand.
  const page = withoutGeneric
    .replace(/<html lang="[^"]*"/i, () => `<html lang="${head.lang}"`)
    .replace(
      /<\/head>/i,
      () => `    ${renderHead(head, feedUrl)}${preloads}${rendered?.head ?? ''}\n  </head>`,
    )
    .replace(/<div id="root"><\/div>/i, () =>
      rendered
        ? `<div id="root" data-ssr>${rendered.html}</div>${afterRoot}`
        : `<div id="root"></div>${afterRoot}`,
    );
  // A rendered page's buttons show before the app runs: a tap on one is kept until it does. First
  // in the head, before any stylesheet: an inline script after one waits for it to load and
  // holds the parsing of the page meanwhile (a slow phone's hero then painted seconds later).
  return rendered
    ? page.replace(
        /<meta charset="[^"]*"\s*\/?>/i,
        (charset) => `${charset}\n    ${EARLY_TAPS_ELEMENT}`,
      )
    : page;
}
