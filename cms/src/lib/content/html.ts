import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/** Video hosts whose embeds may stay in a post body; every other iframe is removed. */
export const EMBED_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

const BODY_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'figure',
    'figcaption',
    'h1',
    'h2',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder'],
    '*': ['class', 'lang'],
  },
  // No javascript:, data: or vbscript: links; relative links stay.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: EMBED_HOSTS,
  allowIframeRelativeUrls: false,
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

// The admin's Markdown editor previews with markdown-it and these options (HTML allowed, single
// newlines as breaks), so the site shows what the reader saw. Plugins of the preview are left out.
const markdown = new MarkdownIt({ html: true, breaks: true, linkify: true, typographer: true });

/**
 * The `richtext` body (Markdown, which may embed HTML) as HTML. HTML blocks pass through as they
 * are (CommonMark), so a body that is already HTML, like the seed's or one stored earlier, comes
 * out unchanged: converting twice gives the same result. The output is not safe until sanitised.
 */
export function markdownToHtml(body: string): string {
  if (!body.trim()) return '';
  const html = markdown.render(body).trimEnd();
  // An HTML-only body comes back as it was (but for trailing whitespace): keep it as written.
  return html === body.trimEnd() ? body : html;
}

/** HTML made safe to serve: scripts, event handlers, `javascript:` URLs and foreign iframes removed. */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, BODY_OPTIONS);
}

// Rendered bodies by their source: lists render up to 50 bodies per answer, and bodies change
// rarely. Bounded; the oldest entry goes first (a Map keeps insertion order).
const RENDERED_MAX = 500;
const rendered = new Map<string, string>();

/**
 * The public HTML of a stored body. The body is kept as the reader typed it (Markdown, which may
 * embed HTML) so the admin shows it unchanged; it is rendered and sanitised only when served.
 */
export function renderBody(body: string | null | undefined): string {
  if (!body) return '';
  const hit = rendered.get(body);
  if (hit !== undefined) return hit;
  const html = sanitizeBody(markdownToHtml(body));
  if (rendered.size >= RENDERED_MAX) rendered.delete(rendered.keys().next().value as string);
  rendered.set(body, html);
  return html;
}

const ENTITIES: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
};

/**
 * Plain text of an HTML fragment, whitespace collapsed. The result is served and shown as text,
 * never as HTML, so removing tags is enough; a regex keeps list routes cheap.
 */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39|apos);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}

const WORDS_PER_MINUTE = 200;
// Burmese is written without spaces between words; about four letters make a word's worth of reading.
const MYANMAR_LETTERS_PER_WORD = 4;

/** Minutes to read an HTML body, at least 1; null when it has no text (nothing to read). */
export function readTime(html: string): number | null {
  const text = stripHtml(html);
  if (!text) return null;
  const myanmarLetters = (text.match(/[\u1000-\u109F\uAA60-\uAA7F]/g) ?? []).length;
  const otherWords = text.replace(/[\u1000-\u109F\uAA60-\uAA7F]+/g, ' ').match(/\S+/g)?.length ?? 0;
  const words = otherWords + myanmarLetters / MYANMAR_LETTERS_PER_WORD;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** A plain-text excerpt of at most `max` characters, cut at a word boundary when it can be. */
export function excerptOf(html: string, max = 200): string {
  const text = stripHtml(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
