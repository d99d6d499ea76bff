import { toUnicodeText, type Post } from '@mystic/shared';
import { stripHtml } from '@/lib/format';

/**
 * The search overlay's filter: loaded posts whose title or description contain the text. Posts
 * are in Unicode, so a search typed in Zawgyi is converted first (once the overlay has loaded the
 * converter); the search never reaches a server.
 */
export function searchPosts(posts: readonly Post[], text: string): Post[] {
  const needle = toUnicodeText(text.trim()).text.toLocaleLowerCase();
  if (!needle) return [];
  return posts.filter((p) =>
    [p.title, stripHtml(p.excerpt), stripHtml(p.desc)].some((field) =>
      field.toLocaleLowerCase().includes(needle),
    ),
  );
}
