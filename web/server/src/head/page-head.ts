// The head of each public page in the language asked for: title, description, canonical and
// alternate URLs, Open Graph and Twitter cards, JSON-LD, and a plain-HTML copy of the page's
// main content for readers without JavaScript (crawlers, share previews).
import {
  LANG_PARAM,
  LOCALES,
  NOT_FOUND_HEAD,
  PAGE_HEADS,
  SITE_NAME,
  documentTitle,
  firstScreenReads,
  isPublicPath,
  localizedPath,
  pathOf,
  postApiUrl,
  readUrl,
  type Locale,
  type Post,
  type PublicReviews,
} from '@mystic/shared';
import type { HeadContent } from './content.js';

/** The app's stand-in for a post without a poster (web/src/components/image.tsx). */
const POST_FALLBACK_IMAGE = '/images/post-fallback.svg';
export const SHARE_IMAGE = { path: '/images/share-default.jpg', width: 1200, height: 630 };
const DESCRIPTION_MAX = 200;
const RASTER = /\.(png|jpe?g|webp|gif)(\?.*)?$/i;

export interface PageHead {
  status: 200 | 404;
  lang: Locale;
  title: string;
  description: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  /** property → content, in order (og:*, article:*). */
  openGraph: [string, string][];
  jsonLd: object[];
  /** Shown only without JavaScript; plain, sanitised HTML. */
  noscriptHtml: string;
  /**
   * The API answers of the page's first screen (shared's `firstScreenReads`), handed to the app
   * with the HTML so its first paint needs no API call: `url` is the app's own address for each.
   */
  firstAnswers?: FirstAnswer[];
  /** The page's largest image, fetched with the HTML rather than after the app has run. */
  preloadImage?: string;
}

export interface FirstAnswer {
  url: string;
  body?: unknown;
  /** The CMS answered 404 (an unknown post): the page renders its not-found state. */
  missing?: true;
}

export const escapeHtml = (s: string): string =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c]!,
  );

/** Text of an HTML fragment, whitespace folded, cut at a word near `max` characters. */
export function plainText(html: string, max = DESCRIPTION_MAX): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}

/** The language a URL asks for: `?lang=my` is Burmese, anything else English. */
export function requestedLang(query: Record<string, unknown>): Locale {
  const raw = query[LANG_PARAM];
  return typeof raw === 'string' && (LOCALES as readonly string[]).includes(raw)
    ? (raw as Locale)
    : 'en';
}

function absolute(origin: string, url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url, origin + '/').href;
  } catch {
    return null;
  }
}

export function pageHeads(content: HeadContent, origin: string) {
  const urlOf = (path: string, lang: Locale) => origin + localizedPath(path, lang);
  const alternates = (path: string) => [
    { hreflang: 'en', href: urlOf(path, 'en') },
    { hreflang: 'my', href: urlOf(path, 'my') },
    { hreflang: 'x-default', href: urlOf(path, 'en') },
  ];
  const shareImage = (post?: Post): [string, string][] => {
    const url = post?.poster_url;
    const own = url && RASTER.test(url) ? absolute(origin, url) : null;
    // A poster of unknown size is still shared (the preview measures it); the default never is.
    return own
      ? [
          ['og:image', own],
          ...(post?.poster_width && post.poster_height
            ? ([
                ['og:image:width', String(post.poster_width)],
                ['og:image:height', String(post.poster_height)],
              ] as [string, string][])
            : []),
        ]
      : [
          ['og:image', origin + SHARE_IMAGE.path],
          ['og:image:width', String(SHARE_IMAGE.width)],
          ['og:image:height', String(SHARE_IMAGE.height)],
        ];
  };
  const base = (
    path: string,
    lang: Locale,
    title: string,
    description: string,
    type: string,
    post?: Post,
  ): Omit<PageHead, 'jsonLd' | 'noscriptHtml'> => ({
    status: 200,
    lang,
    title: documentTitle(title),
    description,
    canonical: urlOf(path, lang),
    alternates: alternates(path),
    openGraph: [
      ['og:type', type],
      ['og:site_name', SITE_NAME],
      ['og:title', title],
      ['og:description', description],
      ['og:url', urlOf(path, lang)],
      ['og:locale', lang === 'my' ? 'my_MM' : 'en_US'],
      ['og:locale:alternate', lang === 'my' ? 'en_US' : 'my_MM'],
      ...shareImage(post),
    ],
  });

  async function reader(lang: Locale): Promise<object> {
    const info = await content.info(lang);
    const links = (info?.links ?? []).map((l) => l.url).filter(Boolean);
    return {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: info?.title || SITE_NAME,
      jobTitle: 'Certified Astrologer and Tarot Reader',
      url: origin + '/',
      ...(info?.email ? { email: info.email } : {}),
      ...(info?.phone ? { telephone: info.phone } : {}),
      ...(links.length ? { sameAs: links } : {}),
      areaServed: ['Myanmar', 'Thailand'],
    };
  }

  /** The answers of `path`'s first screen the CMS gave (one it could not give is asked by the app). */
  async function firstAnswers(path: string, lang: Locale): Promise<FirstAnswer[]> {
    const urls = firstScreenReads(path).map((read) => readUrl(read, lang));
    const bodies = await Promise.all(urls.map((url) => content.answer(url)));
    return urls.flatMap((url, i) => (bodies[i] ? [{ url, body: bodies[i] }] : []));
  }

  /**
   * The picture a list page shows largest in its first screen, when the answers name it: the blog's
   * today's special (its poster, else the app's stand-in), at the top of the page on a phone.
   */
  function largestImage(path: string, answers: FirstAnswer[]): string | undefined {
    if (path !== '/blogs') return undefined;
    const special = answers.find((a) => a.url.startsWith(`${pathOf('todaySpecial')}?`))?.body as
      { data?: Post | null } | undefined;
    if (!special?.data) return undefined;
    return special.data.poster_url || POST_FALLBACK_IMAGE;
  }

  function postList(posts: Post[] | null, lang: Locale): string {
    if (!posts?.length) return '';
    return `<ul>${posts
      .map(
        (p) =>
          `<li><a href="${escapeHtml(localizedPath(`/blogs/${encodeURIComponent(p.slug)}`, lang))}">${escapeHtml(p.title)}</a></li>`,
      )
      .join('')}</ul>`;
  }

  /** The head of a page that does not exist: no canonical, alternates or share tags. */
  function notFound(path: string, lang: Locale): PageHead {
    const texts = NOT_FOUND_HEAD[lang];
    return {
      ...base(path, lang, texts.title, texts.description, 'website'),
      status: 404,
      canonical: '',
      alternates: [],
      openGraph: [],
      jsonLd: [],
      noscriptHtml: `<h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.description)}</p>`,
    };
  }

  async function post(slug: string, lang: Locale): Promise<PageHead | null> {
    const found = await content.post(slug, lang);
    if (found === null) return null;
    const path = `/blogs/${encodeURIComponent(slug)}`;
    if (found === 'missing') {
      // The server's render shows the post's not-found state from this mark (first-answer.ts).
      return {
        ...notFound(path, lang),
        firstAnswers: [{ url: postApiUrl(slug, lang), missing: true }],
      };
    }
    const description = plainText(found.excerpt || found.desc);
    const head = base(path, lang, found.title, description, 'article', found);
    head.openGraph.push(['article:published_time', found.published_at]);
    if (found.updated_at) head.openGraph.push(['article:modified_time', found.updated_at]);
    if (found.category?.name) head.openGraph.push(['article:section', found.category.name]);
    const image = head.openGraph.find(([k]) => k === 'og:image')![1];
    const blogsTitle = PAGE_HEADS['/blogs'][lang].title;
    // The body is the CMS's sanitised HTML; a stray closing tag cannot end the noscript early.
    const body = found.desc.replace(/<\/?noscript/gi, '');
    return {
      ...head,
      firstAnswers: [
        ...(await firstAnswers(path, lang)),
        { url: postApiUrl(slug, lang), body: { data: found } },
      ],
      // The app shows the poster (or its stand-in) first: the same address its <img> asks for.
      preloadImage: found.poster_url || POST_FALLBACK_IMAGE,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: found.title,
          description,
          image: [image],
          datePublished: found.published_at,
          dateModified: found.updated_at || found.published_at,
          author: { '@type': 'Person', name: found.author || SITE_NAME },
          publisher: { '@type': 'Organization', name: SITE_NAME },
          mainEntityOfPage: head.canonical,
          inLanguage: lang,
        },
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: SITE_NAME, item: urlOf('/', lang) },
            { '@type': 'ListItem', position: 2, name: blogsTitle, item: urlOf('/blogs', lang) },
            { '@type': 'ListItem', position: 3, name: found.title, item: head.canonical },
          ],
        },
      ],
      noscriptHtml:
        `<article><h1>${escapeHtml(found.title)}</h1>` +
        (absolute(origin, found.poster_url)
          ? `<img src="${escapeHtml(absolute(origin, found.poster_url)!)}" alt="">`
          : '') +
        `<p>${escapeHtml(found.author || '')} · ${escapeHtml(found.published_at.slice(0, 10))}</p>` +
        `${body}</article>`,
    };
  }

  async function listed(path: keyof typeof PAGE_HEADS, lang: Locale): Promise<PageHead> {
    // Asked alongside the head's own reads (mostly the same answers, kept by `content`).
    const answers = firstAnswers(path, lang);
    const texts = PAGE_HEADS[path][lang];
    const head = base(path, lang, texts.title, texts.description, 'website');
    const jsonLd: object[] = [];
    let noscriptHtml = `<h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.description)}</p>`;
    if (path === '/' || path === '/about' || path === '/contact') jsonLd.push(await reader(lang));
    if (path === '/' || path === '/blogs') {
      noscriptHtml += postList(await content.latestPosts(lang, path === '/' ? 8 : 12), lang);
    }
    if (path === '/zodiacs') {
      const zodiacs = (await content.zodiacs(lang)) ?? [];
      if (zodiacs.length) {
        noscriptHtml += `<ul>${zodiacs
          .map((z) => `<li>${escapeHtml(z.name)}: ${escapeHtml(z.period)}</li>`)
          .join('')}</ul>`;
      }
    }
    if (path === '/packages') {
      const [packages, reviews] = await Promise.all([
        content.packages(lang).then((p) => p ?? []),
        content.reviews(),
      ]);
      jsonLd.push({
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: packages.map((p, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          item: {
            '@type': 'Product',
            name: p.name,
            description: plainText(p.description),
            ...(absolute(origin, p.image) ? { image: absolute(origin, p.image) } : {}),
            offers: [
              { '@type': 'Offer', price: p.final_price, priceCurrency: 'MMK' },
              { '@type': 'Offer', price: p.th_final_price, priceCurrency: 'THB' },
            ],
            ...ratingOf(p.id, reviews),
          },
        })),
      });
      noscriptHtml += `<ul>${packages
        .map(
          (p) =>
            `<li>${escapeHtml(p.name)}: ${p.final_price.toLocaleString('en-US')} Ks / ${p.th_final_price.toLocaleString('en-US')} ฿</li>`,
        )
        .join('')}</ul>`;
    }
    const handed = await answers;
    return {
      ...head,
      jsonLd,
      noscriptHtml,
      firstAnswers: handed,
      preloadImage: largestImage(path, handed),
    };
  }

  /** The head of `path` in `lang`, or null for a page that has no public head (member pages). */
  async function headFor(path: string, lang: Locale): Promise<PageHead | null> {
    const slug = /^\/blogs\/([^/]+)\/?$/.exec(path)?.[1];
    if (slug) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(slug);
      } catch {
        return null;
      }
      return post(decoded, lang);
    }
    const normal = path.length > 1 ? path.replace(/\/+$/, '') : path;
    return isPublicPath(normal) ? listed(normal, lang) : null;
  }
  return Object.assign(headFor, { notFound });
}

/**
 * Issue 44: a package's approved reviews as schema.org's `aggregateRating` and `review` (nothing
 * when it has none: an empty rating is not allowed).
 */
function ratingOf(packageId: number, reviews: PublicReviews | null): object {
  const summary = reviews?.packages.find((r) => r.package_id === packageId);
  if (!reviews || !summary || !summary.count || summary.average === null) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.reviews
      .filter((r) => r.package_ids.includes(packageId))
      .slice(0, 10)
      .map((r) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: r.author },
        datePublished: r.created_at.slice(0, 10),
        reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
        ...(r.text ? { reviewBody: r.text } : {}),
      })),
  };
}
