import type { Post } from '@mystic/shared';
import { stripHtml } from '@/lib/format';

/** The search overlay's filter: loaded posts whose title or description contain the text. */
export function searchPosts(posts: readonly Post[], text: string): Post[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return [];
  return posts.filter((p) =>
    [p.title, stripHtml(p.excerpt), stripHtml(p.desc)].some((field) =>
      field.toLocaleLowerCase().includes(needle),
    ),
  );
}
