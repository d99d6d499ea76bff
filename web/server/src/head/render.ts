// Writes a page head into the built index.html: the shell's generic title and description are
// replaced, the page's tags added before </head>, and the no-JavaScript copy of the content put
// after the app's root element (React renders into the root, so the copy never shifts the page).
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

export function injectHead(indexHtml: string, head: PageHead, feedUrl: string): string {
  const withoutGeneric = indexHtml
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name="description"[^>]*>/i, '');
  const afterRoot =
    `\n    <noscript><main lang="${head.lang}">${head.noscriptHtml}</main></noscript>` +
    (head.firstAnswers?.length
      ? `\n    <script type="application/json" id="first-answers">${scriptJson(head.firstAnswers)}</script>`
      : '');
  // Replacer functions, not strings: content from the CMS may hold `$&` or `$1`, which a
  // replacement string would expand.
  return withoutGeneric
    .replace(/<html lang="[^"]*"/i, () => `<html lang="${head.lang}"`)
    .replace(/<\/head>/i, () => `    ${renderHead(head, feedUrl)}\n  </head>`)
    .replace(/<div id="root"><\/div>/i, (root) => root + afterRoot);
}
