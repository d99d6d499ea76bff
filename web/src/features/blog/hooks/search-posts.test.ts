import type { Post } from '@mystic/shared';
import { describe, expect, it } from 'vitest';
import { searchPosts } from './search-posts';

const post = (overrides: Partial<Post>): Post => ({
  id: 1,
  slug: 's',
  title: 'Title',
  excerpt: '',
  desc: '',
  poster_url: '',
  category: null,
  author: 'A',
  published_at: '2026-01-01',
  created_at: '2026-01-01',
  updated_at: '2026-01-01',
  read_time: 1,
  views: 0,
  tags: [],
  votes: [],
  ...overrides,
});

const posts = [
  post({ id: 1, title: 'Mercury Retrograde Guide', excerpt: '<p>Slow down</p>' }),
  post({ id: 2, title: 'Tarot for Beginners', desc: '<p>The <em>Fool</em> card</p>' }),
  post({ id: 3, title: 'မဟာဘုတ် ဗေဒင်', excerpt: 'နေ့နံ' }),
];

describe('blog search overlay filter', () => {
  it('when nothing is typed, then there are no results (the overlay says to start typing)', () => {
    expect(searchPosts(posts, '   ')).toEqual([]);
  });

  it('when the text is in a title, whatever its case, then that post is found', () => {
    expect(searchPosts(posts, 'mercury').map((p) => p.id)).toEqual([1]);
  });

  it('when the text is in the description or excerpt (not its HTML), then the post is found', () => {
    expect(searchPosts(posts, 'the fool').map((p) => p.id)).toEqual([2]);
    expect(searchPosts(posts, 'slow').map((p) => p.id)).toEqual([1]);
    expect(searchPosts(posts, 'em>')).toEqual([]);
  });

  it('when the text is Burmese, then Burmese posts are found', () => {
    expect(searchPosts(posts, 'နေ့နံ').map((p) => p.id)).toEqual([3]);
  });
});
