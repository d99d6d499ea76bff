// One-time migration: post bodies stored as HTML (the seed's, and the admin's Markdown that an
// earlier version converted on save) go back to Markdown, so the reader edits Markdown again.
import { markdownToHtml, sanitizeBody } from './html';
import { UID, type Strapi } from './types';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '&lt;',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: '\u00a0',
};

/** Inline HTML (text, strong/em, links, line breaks) as Markdown; null for anything else. */
function inlineToMarkdown(html: string): string | null {
  let failed = false;
  const md = html
    .replace(/<br\s*\/?>\n?/gi, '\n')
    .replace(/<(strong|b)>([^<]*)<\/\1>/gi, '**$2**')
    .replace(/<(em|i)>([^<]*)<\/\1>/gi, '*$2*')
    .replace(/<a href="([^"<>\s]+)">([^<]*)<\/a>/gi, '[$2]($1)')
    .replace(/<[^>]*>/g, () => {
      failed = true;
      return '';
    })
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name]);
  return failed ? null : md;
}

const BLOCK =
  /^\s*(?:<(p|h[1-6])>([\s\S]*?)<\/\1>|<(ul|ol)>\s*((?:<li>[\s\S]*?<\/li>\s*)*)<\/\3>)/i;

/**
 * A body of simple HTML blocks (paragraphs, headings, flat lists of inline text) as Markdown that
 * renders to the same HTML; null when the body is not HTML or holds anything else (it then stays
 * as it is: Markdown may embed HTML, so it is still served the same).
 */
export function htmlBodyToMarkdown(html: string): string | null {
  if (!html.trimStart().startsWith('<')) return null;
  const blocks: string[] = [];
  let rest = html;
  while (rest.trim()) {
    const m = BLOCK.exec(rest);
    if (!m) return null;
    rest = rest.slice(m[0].length);
    if (m[1]) {
      const text = inlineToMarkdown(m[2].trim());
      if (text === null) return null;
      blocks.push(m[1].toLowerCase() === 'p' ? text : `${'#'.repeat(Number(m[1][1]))} ${text}`);
    } else {
      const items = [...m[4].matchAll(/<li>([\s\S]*?)<\/li>/gi)].map((li) =>
        inlineToMarkdown(li[1].trim()),
      );
      if (items.some((i) => i === null)) return null;
      const ordered = m[3].toLowerCase() === 'ol';
      blocks.push(items.map((i, n) => `${ordered ? `${n + 1}.` : '-'} ${i}`).join('\n'));
    }
  }
  const markdown = blocks.join('\n\n');
  // Only when it is served exactly as before (whitespace between tags aside).
  const served = (body: string) => sanitizeBody(markdownToHtml(body)).replace(/>\s+</g, '><');
  return served(markdown) === served(html) ? markdown : null;
}

const DONE = { type: 'core', name: 'mystic', key: 'migration_markdown_bodies' } as const;

/** Runs once per database (recorded in Strapi's core store); returns the number of bodies converted. */
export async function migrateHtmlBodies(strapi: Strapi): Promise<number> {
  if (await strapi.store.get(DONE)) return 0;
  const { tableName } = strapi.db.metadata.get(UID.post);
  const knex = strapi.db.connection;
  const rows = (await knex(tableName).select('id', 'body').where('body', 'like', '<%')) as {
    id: number;
    body: string;
  }[];
  let converted = 0;
  for (const row of rows) {
    const markdown = htmlBodyToMarkdown(row.body);
    if (markdown === null) continue;
    // Straight to the table: the body is served the same, nothing else (dates, versions) changes.
    await knex(tableName).where({ id: row.id }).update({ body: markdown });
    converted += 1;
  }
  await strapi.store.set({ ...DONE, value: new Date().toISOString() });
  return converted;
}
