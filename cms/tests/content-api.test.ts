// The public content API against fixtures of known shape (seed off): paging, sorting, filters,
// locale fallback, drafts, sanitising, prices, caching, votes and feedback.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_VOTES_LIMIT, setPostVote } from '../src/lib/content/posts/votes';
import { startStrapi, type TestStrapi } from './strapi';

type Data = Record<string, unknown>;

describe('the public content API', () => {
  let app: TestStrapi;
  const get = (path: string) => request(app.server).get(path);
  const docs = (uid: string) => app.strapi.documents(uid as never);

  /** Creates an English document (published unless told) and, when given, its Burmese translation. */
  async function create(
    uid: string,
    en: Data,
    my?: Data,
    status: 'published' | 'draft' = 'published',
  ): Promise<string> {
    const doc = (await docs(uid).create({
      data: en,
      locale: 'en',
      status,
    } as never)) as unknown as {
      documentId: string;
    };
    if (my) {
      // Relations resolve within a locale; the API reads them from the English version anyway.
      const { category: _category, tags: _tags, ...shared } = en;
      await docs(uid).update({
        documentId: doc.documentId,
        data: { ...shared, ...my },
        locale: 'my',
        status,
      } as never);
    }
    return doc.documentId;
  }

  const day = (n: number) => new Date(Date.UTC(2026, 0, n, 9)).toISOString();

  beforeAll(async () => {
    app = await startStrapi({ CMS_SEED: 'false', FEEDBACK_RATE_LIMIT: '3' });
    const stars = await create(
      'api::category.category',
      { name: 'Stars', slug: 'stars' },
      { name: 'ကြယ်' },
    );
    const cards = await create('api::category.category', { name: 'Cards', slug: 'cards' });
    const tag = await create('api::tag.tag', { name: 'Love', slug: 'love' }, { name: 'အချစ်' });
    // Five published posts, dated day 1..5, titles not in date order.
    const titles = ['Delta', 'alpha', 'Charlie', 'Echo', 'Bravo'];
    const myTitles = ['ဃ', 'က', 'ဂ', undefined, 'ခ'];
    for (const [i, title] of titles.entries()) {
      await create(
        'api::post.post',
        {
          title,
          slug: `post-${title.toLowerCase()}`,
          body: `<p>${title} body.</p><p>Second paragraph.</p>`,
          excerpt: `<b>${title}</b> excerpt`,
          author: 'Reader',
          published_date: day(i + 1),
          category: i % 2 === 0 ? stars : cards,
          tags: [tag],
          views: i * 10,
          is_special: title === 'Charlie',
        },
        myTitles[i] ? { title: myTitles[i], excerpt: '', author: '', body: '' } : undefined,
      );
    }
    await create(
      'api::post.post',
      { title: 'Secret draft', slug: 'secret-draft', body: '<p>x</p>', published_date: day(9) },
      undefined,
      'draft',
    );
    await create('api::post.post', {
      title: 'Hostile',
      slug: 'hostile',
      published_date: day(0),
      body:
        '<p onclick="steal()">Hi<script>alert(1)</script></p>' +
        '<a href="javascript:alert(1)">link</a><img src="x.png" onerror="alert(1)">' +
        '<iframe src="https://evil.example/x"></iframe>' +
        '<iframe src="https://www.youtube.com/embed/abc" allowfullscreen></iframe>',
    });
    await create(
      'api::package.package',
      {
        name: 'Tarot',
        description: 'Three cards',
        price: 45000,
        th_price: 455,
        discount_percent: 15,
        order: 1,
      },
      { name: 'တားရော့' },
    );
    await create('api::package.package', { name: 'Palm', price: 40000, th_price: 400, order: 2 });
    await create(
      'api::package.package',
      { name: 'Hidden draft', price: 1, th_price: 1, order: 0 },
      undefined,
      'draft',
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  const slugs = (res: request.Response) => res.body.data.data.map((p: { slug: string }) => p.slug);

  describe('posts-list', () => {
    it('when no query is given, then it answers page 1 of 12, newest first, with paging meta', async () => {
      const res = await get('/api/posts-list');
      expect(res.status).toBe(200);
      expect(slugs(res)).toEqual([
        'post-bravo',
        'post-echo',
        'post-charlie',
        'post-alpha',
        'post-delta',
        'hostile',
      ]);
      expect(res.body.data.meta).toEqual({ current_page: 1, last_page: 1, per_page: 12, total: 6 });
    });

    it('when each sort is asked, then the posts come in that order', async () => {
      expect(slugs(await get('/api/posts-list?sort=oldest'))[0]).toBe('hostile');
      // Case does not matter: "alpha" comes first.
      expect(slugs(await get('/api/posts-list?sort=alphabet-asc'))).toEqual([
        'post-alpha',
        'post-bravo',
        'post-charlie',
        'post-delta',
        'post-echo',
        'hostile',
      ]);
      expect(slugs(await get('/api/posts-list?sort=alphabet-desc'))[0]).toBe('hostile');
    });

    it('when sorted alphabetically in English, then the database sorts and pages: no query reads the whole set', async () => {
      const knex = app.strapi.db.connection;
      let largest = 0;
      const onResponse = (response: unknown) => {
        if (Array.isArray(response)) largest = Math.max(largest, response.length);
      };
      knex.on('query-response', onResponse);

      const res = await get('/api/posts-list?sort=alphabet-desc&page=2&page_size=2');

      knex.off('query-response', onResponse);
      expect(slugs(res)).toEqual(['post-delta', 'post-charlie']);
      expect(res.body.data.meta.total).toBe(6);
      expect(largest).toBeGreaterThan(0);
      expect(largest).toBeLessThanOrEqual(2);
      expect(slugs(await get('/api/posts-list?sort=alphabet-asc&category=cards'))).toEqual([
        'post-alpha',
        'post-echo',
      ]);
    });

    it('when sorted alphabetically in Burmese, then translated titles sort, untranslated ones by their English title', async () => {
      const res = await get('/api/posts-list?sort=alphabet-asc&locale=my');
      // Burmese collation puts Myanmar script before Latin.
      expect(res.body.data.data.map((p: { title: string }) => p.title)).toEqual([
        'က',
        'ခ',
        'ဂ',
        'ဃ',
        'Echo',
        'Hostile',
      ]);
      const page2 = await get('/api/posts-list?sort=alphabet-desc&locale=my&page=2&page_size=4');
      expect(page2.body.data.data.map((p: { title: string }) => p.title)).toEqual(['ခ', 'က']);
    });

    it('when paged, then the meta adds up and a page past the end is an empty list', async () => {
      const p2 = await get('/api/posts-list?page=2&page_size=4');
      expect(slugs(p2)).toEqual(['post-delta', 'hostile']);
      expect(p2.body.data.meta).toEqual({ current_page: 2, last_page: 2, per_page: 4, total: 6 });
      const p9 = await get('/api/posts-list?page=9&page_size=4');
      expect(p9.status).toBe(200);
      expect(p9.body.data.data).toEqual([]);
      expect((await get('/api/posts-list?page_size=500')).body.data.meta.per_page).toBe(50);
    });

    it('when a category is asked, then only its posts come; "all" gives every post', async () => {
      expect(slugs(await get('/api/posts-list?category=cards'))).toEqual([
        'post-echo',
        'post-alpha',
      ]);
      expect(slugs(await get('/api/posts-list?category=all'))).toHaveLength(6);
      expect(slugs(await get('/api/posts-list?category=unknown'))).toEqual([]);
    });

    it('when the query is malformed, then it answers 422 with field errors', async () => {
      const res = await get('/api/posts-list?page=0&page_size=x&sort=newest');
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['page', 'page_size']);
      const sort = await get('/api/posts-list?sort=newest');
      expect(sort.status).toBe(422);
      expect(sort.body.errors.sort[0]).toContain('latest');
    });

    it('when a post is a draft, then no route serves it', async () => {
      const all = await get('/api/posts-list?page_size=50');
      expect(slugs(all)).not.toContain('secret-draft');
      expect((await get('/api/posts-list/secret-draft')).status).toBe(404);
    });

    it("when Strapi's own REST routes are asked for drafts, then they still answer only published entries", async () => {
      const draft = (await app.strapi.db
        .query('api::post.post')
        .findOne({ where: { slug: 'secret-draft' } })) as { documentId: string };
      const hiddenPackage = (await app.strapi.db
        .query('api::package.package')
        .findOne({ where: { name: 'Hidden draft' } })) as { documentId: string };

      const posts = await get('/api/posts?status=draft&pagination[pageSize]=100');
      const packages = await get('/api/packages?status=draft&pagination[pageSize]=100');
      const postsByQs = await get('/api/posts?status[0]=draft&filters[slug][$eq]=secret-draft');
      const onePost = await get(`/api/posts/${draft.documentId}?status=draft`);
      const onePackage = await get(`/api/packages/${hiddenPackage.documentId}?status=draft`);

      expect(posts.status).toBe(200);
      expect(posts.body.data.map((p: { slug: string }) => p.slug)).not.toContain('secret-draft');
      expect(posts.body.data.every((p: { publishedAt: string | null }) => p.publishedAt)).toBe(
        true,
      );
      expect(posts.body.data.length).toBe(6);
      expect(packages.status).toBe(200);
      expect(packages.body.data.map((p: { name: string }) => p.name)).toEqual(
        expect.not.arrayContaining(['Hidden draft']),
      );
      expect(packages.body.data.length).toBe(2);
      expect(postsByQs.body.data ?? []).toEqual([]);
      expect(onePost.status).toBe(404);
      expect(onePackage.status).toBe(404);
    });

    it('when a published post has unpublished edits, then the published version is served', async () => {
      const { documentId } = (await app.strapi.db
        .query('api::post.post')
        .findOne({ where: { slug: 'post-delta', locale: 'en' } })) as { documentId: string };
      await docs('api::post.post').update({
        documentId,
        locale: 'en',
        data: { title: 'Unpublished edit' },
      } as never);
      expect((await get('/api/posts-list/post-delta')).body.data.title).toBe('Delta');
      expect(JSON.stringify((await get('/api/posts-list')).body)).not.toContain('Unpublished edit');
    });

    it('when a list is loaded, then the number of queries does not grow with the page size', async () => {
      const knex = app.strapi.db.connection;
      let queries = 0;
      const onQuery = () => {
        queries += 1;
      };
      knex.on('query', onQuery);
      const measure = async (path: string) => {
        queries = 0;
        await get(path);
        return queries;
      };
      const small = await measure('/api/posts-list?page_size=1&locale=my');
      const large = await measure('/api/posts-list?page_size=6&locale=my');
      const packages = await measure('/api/packages-list?page_size=1');
      const morePackages = await measure('/api/packages-list?page_size=50');
      knex.off('query', onQuery);
      expect(small).toBeGreaterThan(0);
      expect(large).toBe(small);
      expect(morePackages).toBe(packages);
    });
  });

  describe('posts-search', () => {
    const search = (q: string, locale = 'en') =>
      get(`/api/posts-search?q=${encodeURIComponent(q)}&locale=${locale}`);
    it('when a title in either language is searched, then its published post answers in the asked language, newest first', async () => {
      const burmese = await search('ဂ');
      expect(burmese.status).toBe(200);
      expect(burmese.headers['cache-control']).toBe('no-store');
      expect(burmese.body.data.map((p: { slug: string }) => p.slug)).toEqual(['post-charlie']);
      expect(burmese.body.data[0].title).toBe('Charlie');
      const english = await search('CHARLIE', 'my');
      expect(english.body.data.map((p: { title: string }) => p.title)).toEqual(['ဂ']);
      // Excerpts count; drafts never show.
      expect((await search('excerpt')).body.data.map((p: { slug: string }) => p.slug)).toEqual([
        'post-bravo',
        'post-echo',
        'post-charlie',
        'post-alpha',
        'post-delta',
      ]);
      expect((await search('Secret draft')).body.data).toEqual([]);
      expect((await search('%')).body.data).toEqual([]);
    });

    it('when the search text is missing or too long, then 422 with the field code, before any conversion', async () => {
      const empty = await search('  ');
      expect(empty.status).toBe(422);
      expect(empty.body.field_codes).toEqual({ q: ['search_text_required'] });
      const long = await search('က'.repeat(101));
      expect(long.status).toBe(422);
      expect(long.body.field_codes).toEqual({ q: ['search_text_too_long'] });
    });
  });

  describe('a post', () => {
    it('when it is shown, then it has the spec fields with plain-text excerpt and the read time', async () => {
      const res = await get('/api/posts-list/post-alpha');
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        slug: 'post-alpha',
        title: 'alpha',
        excerpt: 'alpha excerpt',
        desc: '<p>alpha body.</p><p>Second paragraph.</p>',
        poster_url: '/uploads/defaults/post.svg',
        category: { name: 'Cards', slug: 'cards' },
        author: 'Reader',
        published_at: day(2),
        read_time: 1,
        tags: [{ name: 'Love' }],
        votes: [],
      });
      for (const key of ['id', 'created_at', 'updated_at', 'views'])
        expect(res.body.data).toHaveProperty(key);
      expect(res.body.data).not.toHaveProperty('voters');
    });

    it('when one visitor reads it again the same day, then one view; another visitor counts', async () => {
      // A visit: the page reads the post, then its beacon counts the view; the next read shows it.
      const read = async (ip: string, ua = 'vitest-browser') => {
        const beacon = await request(app.server)
          .post('/api/posts-list/post-echo/view')
          .set('X-Forwarded-For', ip)
          .set('User-Agent', ua);
        expect(beacon.status).toBe(204);
        return request(app.server).get('/api/posts-list/post-echo');
      };
      const first = (await read('198.51.100.7')).body.data.views;
      for (let i = 0; i < 5; i++) {
        expect((await read('198.51.100.7')).body.data.views).toBe(first);
      }
      const stored = (await app.strapi.db
        .query('api::post.post')
        .findOne({ select: ['views'], where: { slug: 'post-echo' } })) as { views: number };
      expect(stored.views).toBe(first);
      expect((await read('198.51.100.8')).body.data.views).toBe(first + 1);
      // Another browser at the same address is the same visitor (issue 37: rotating it counted).
      const second = (await read('198.51.100.7', 'another-browser')).body.data.views;
      expect(second).toBe(first + 1);
      const popular = (await get('/api/popular-posts')).body.data;
      const views = popular.map((p: { views: number }) => p.views);
      expect(views).toEqual([...views].sort((a, b) => b - a));
      expect(popular.find((p: { slug: string }) => p.slug === 'post-echo').views).toBe(second);
    });

    it('when a translation misses fields, then each one falls back to English', async () => {
      const en = (await get('/api/posts-list/post-alpha')).body.data;
      const my = (await get('/api/posts-list/post-alpha?locale=my')).body.data;
      expect(my.id).toBe(en.id);
      expect(my.title).toBe('က');
      expect(my.excerpt).toBe('alpha excerpt');
      expect(my.author).toBe('Reader');
      expect(my.tags).toEqual([{ name: 'အချစ်', slug: 'love' }]);
      const cards = (await get('/api/categories-list?locale=my')).body.data;
      expect(cards.map((c: { name: string }) => c.name)).toEqual(['ကြယ်', 'Cards']);
    });

    it('when its body held scripts, handlers, javascript: links and foreign iframes, then they are gone', async () => {
      const desc: string = (await get('/api/posts-list/hostile')).body.data.desc;
      expect(desc).not.toMatch(/script|onclick|onerror|javascript:|evil\.example/i);
      expect(desc).toContain('<iframe src="https://www.youtube.com/embed/abc"');
      expect(desc).toContain('Hi');
    });

    it('when the reader writes the body in Markdown, then it is served as headings, paragraphs and lists', async () => {
      await create('api::post.post', {
        title: 'Markdown',
        slug: 'markdown',
        published_date: day(0),
        body: '## The Tower\n\nA sudden change.\n\nIt clears the ground.\n\n- Breathe\n- Wait a day\n',
      });

      const desc: string = (await get('/api/posts-list/markdown')).body.data.desc;

      expect(desc).toBe(
        '<h2>The Tower</h2>\n<p>A sudden change.</p>\n<p>It clears the ground.</p>\n' +
          '<ul>\n<li>Breathe</li>\n<li>Wait a day</li>\n</ul>',
      );
    });

    it('when a Markdown body embeds hostile HTML or links, then they are still removed', async () => {
      await create('api::post.post', {
        title: 'Hostile Markdown',
        slug: 'hostile-markdown',
        published_date: day(0),
        body:
          '# Title\n\nSee [this](javascript:alert(1)) and <a href="javascript:alert(2)">that</a>.\n\n' +
          '<img src="x.png" onerror="alert(3)">\n\n<script>alert(4)</script>\n',
      });

      const desc: string = (await get('/api/posts-list/hostile-markdown')).body.data.desc;

      expect(desc).not.toMatch(/<script|onerror|href="javascript:|alert\(4\)/i);
      // markdown-it refuses the javascript: link: it stays visible text, never a link.
      expect(desc).toContain('See [this](javascript:alert(1)) and <a>that</a>.');
      expect(desc).toContain('<h1>Title</h1>');
      expect(desc).toContain('<img src="x.png" />');
    });

    it('when the slug is unknown, then it answers 404 JSON', async () => {
      const res = await get('/api/posts-list/no-such-post');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'not_found', message: 'Not found.' });
    });

    it('when today special and recommended posts are asked, then they come from published posts', async () => {
      expect((await get('/api/today-special-post')).body.data.slug).toBe('post-charlie');
      const alpha = (await get('/api/posts-list/post-alpha')).body.data;
      const rec = (await get(`/api/posts-list/${alpha.id}/recommended?category=stars`)).body.data;
      expect(rec.map((p: { slug: string }) => p.slug)).toEqual([
        'post-bravo',
        'post-charlie',
        'post-delta',
      ]);
      const own = (await get(`/api/posts-list/${alpha.id}/recommended`)).body.data;
      expect(own.map((p: { slug: string }) => p.slug)).toEqual(['post-echo']);
    });

    // SQLite sorts NULL last in a descending sort, PostgreSQL first.
    it('when its view count is emptied, then it is 0, popular lists rank it so on every database, and views count on', async () => {
      const documentId = await create('api::post.post', {
        title: 'Uncounted',
        slug: 'uncounted',
        body: '<p>x</p>',
        published_date: day(8),
        views: null,
      });
      const posts = app.strapi.db.query('api::post.post');
      const views = async () =>
        (
          (await posts.findMany({ select: ['views'], where: { documentId } })) as {
            views: number;
          }[]
        ).map((r) => r.views);
      try {
        expect(await views()).toEqual([0, 0]);
        const popular = (await get('/api/popular-posts')).body.data as {
          slug: string;
          views: number;
        }[];
        expect(popular[0].slug).not.toBe('uncounted');
        expect(popular.map((p) => p.views)).toEqual(
          popular.map((p) => p.views).sort((a, b) => b - a),
        );

        // A count emptied behind Strapi's back: the next view counts from 0 (NULL + 1 is NULL).
        const { tableName } = app.strapi.db.metadata.get('api::post.post' as never);
        await app.strapi.db
          .connection(tableName)
          .where({ document_id: documentId })
          .update({ views: null });
        expect((await request(app.server).post('/api/posts-list/uncounted/view')).status).toBe(204);
        expect((await get('/api/posts-list/uncounted')).body.data.views).toBe(1);
        expect(await views()).toEqual([1, 1]);
      } finally {
        await docs('api::post.post').delete({ documentId } as never);
      }
    });
  });

  describe('votes', () => {
    it('when a member likes a post, then its votes list the member, also after the post is republished', async () => {
      const user = (await app.strapi.db.query('plugin::users-permissions.user').create({
        data: { username: 'voter', email: 'voter@example.com', provider: 'local', confirmed: true },
      })) as { id: number };
      const post = (await get('/api/posts-list/post-bravo')).body.data;
      expect(await setPostVote(app.strapi, post.id, user.id, true)).toEqual([{ user_id: user.id }]);
      expect(await setPostVote(app.strapi, post.id, user.id, true)).toEqual([{ user_id: user.id }]);
      expect((await get(`/api/posts/${post.id}/votes`)).body.data).toEqual([{ user_id: user.id }]);
      const liked = (await get(`/api/posts-list/post-bravo?userId=${user.id}`)).body.data;
      expect(liked.liked).toBe(true);

      const { documentId } = (await app.strapi.db
        .query('api::post.post')
        .findOne({ where: { id: post.id } })) as { documentId: string };
      await docs('api::post.post').publish({ documentId, locale: 'en' } as never);
      const republished = (await get('/api/posts-list/post-bravo')).body.data;
      expect(republished.votes).toEqual([{ user_id: user.id }]);

      expect(await setPostVote(app.strapi, republished.id, user.id, false)).toEqual([]);
    });

    it('when a post has more votes than a list shows, then lists cap them and count all, the post itself lists all', async () => {
      const users = app.strapi.db.query('plugin::users-permissions.user');
      const { ids } = (await users.createMany({
        data: Array.from({ length: LIST_VOTES_LIMIT + 1 }, (_, i) => ({
          username: `fan${i}`,
          email: `fan${i}@example.com`,
          provider: 'local',
          confirmed: true,
        })),
      })) as { ids: number[] };
      const delta = (await get('/api/posts-list/post-delta')).body.data;
      await app.strapi.db.query('api::post.post').update({
        where: { slug: 'post-delta', locale: 'en', publishedAt: { $notNull: true } },
        data: { voters: { connect: ids } },
      });

      const listed = (await get('/api/posts-list?page_size=50')).body.data.data.find(
        (p: { slug: string }) => p.slug === 'post-delta',
      );
      const detail = (await get('/api/posts-list/post-delta')).body.data;
      const votes = (await get(`/api/posts/${delta.id}/votes`)).body.data;

      expect(listed.votes).toHaveLength(LIST_VOTES_LIMIT);
      expect(listed.votes_count).toBe(LIST_VOTES_LIMIT + 1);
      expect(listed.votes.map((v: { user_id: number }) => v.user_id)).toEqual(
        ids.slice(0, LIST_VOTES_LIMIT),
      );
      expect(detail.votes).toHaveLength(LIST_VOTES_LIMIT + 1);
      expect(detail.votes_count).toBe(LIST_VOTES_LIMIT + 1);
      expect(votes).toHaveLength(LIST_VOTES_LIMIT + 1);
    });

    it('when the post is unknown, then votes answer 404', async () => {
      expect((await get('/api/posts/999999/votes')).status).toBe(404);
      expect((await get('/api/posts/abc/votes')).status).toBe(404);
    });
  });

  describe('packages', () => {
    it('when listed, then final prices are computed and rounded, currencies default, drafts hidden', async () => {
      const res = await get('/api/packages-list');
      expect(res.body.data.meta).toEqual({ current_page: 1, last_page: 1, per_page: 12, total: 2 });
      expect(res.body.data.data[0]).toEqual({
        id: expect.any(Number),
        name: 'Tarot',
        description: 'Three cards',
        image: '/uploads/defaults/package.svg',
        price: 45000,
        th_price: 455,
        discount_percent: 15,
        final_price: 38250,
        th_final_price: 387,
        currency: 'Ks',
        th_currency: '฿',
        needs_material: false,
      });
      expect(res.body.data.data[1]).toMatchObject({
        name: 'Palm',
        final_price: 40000,
        th_final_price: 400,
      });
    });

    it('when paged past the end or with a huge page size, then it answers an empty page or 50 per page', async () => {
      const past = await get('/api/packages-list?page=3&page_size=1');
      expect(past.body.data).toEqual({
        data: [],
        meta: { current_page: 3, last_page: 2, per_page: 1, total: 2 },
      });
      expect((await get('/api/packages-list?page_size=1000')).body.data.meta.per_page).toBe(50);
    });

    it('when one package is asked in Burmese, then the same id answers with the translated name', async () => {
      const all = (await get('/api/packages-all')).body.data.data;
      const res = await get(`/api/packages-list/${all[0].id}?locale=my`);
      expect(res.body.data).toMatchObject({
        id: all[0].id,
        name: 'တားရော့',
        description: 'Three cards',
      });
      expect((await get('/api/packages-list/999999')).status).toBe(404);
      expect(
        (await get('/api/packages-all')).body.data.data.map((p: { name: string }) => p.name),
      ).toEqual(['Tarot', 'Palm']);
    });

    // SQLite sorts NULL first in an ascending sort, PostgreSQL last.
    it('when a package order is emptied, then it is 0 and the package lists first on every database', async () => {
      const documentId = await create('api::package.package', {
        name: 'Unordered',
        price: 100,
        th_price: 1,
        order: null,
      });
      try {
        const names = (await get('/api/packages-all')).body.data.data.map(
          (p: { name: string }) => p.name,
        );
        expect(names).toEqual(['Unordered', 'Tarot', 'Palm']);
      } finally {
        await docs('api::package.package').delete({ documentId } as never);
      }
      expect((await get('/api/packages-all')).body.data.data).toHaveLength(2);
    });
  });

  describe('caching', () => {
    it('when a public list is fetched, then it carries an ETag and a short Cache-Control, and a matching If-None-Match gets 304', async () => {
      const first = await get('/api/packages-list');
      expect(first.headers['cache-control']).toBe(
        'public, max-age=0, must-revalidate, s-maxage=60',
      );
      const etag = first.headers.etag;
      expect(etag).toBeTruthy();
      const again = await get('/api/packages-list').set('If-None-Match', etag);
      expect(again.status).toBe(304);
      expect(again.text).toBeFalsy();
      expect((await get('/api/packages-list?locale=my').set('If-None-Match', etag)).status).toBe(
        200,
      );
    });
  });

  describe('caching of post detail and votes', () => {
    it('when a post detail is asked again with its ETag, then 304; once a visit is counted, 200 with the view', async () => {
      const first = await get('/api/posts-list/post-charlie').set('X-Forwarded-For', '192.0.2.10');
      // The same for every reader: shared caches (the gateway) keep it like the lists.
      expect(first.headers['cache-control']).toBe(
        'public, max-age=0, must-revalidate, s-maxage=60',
      );
      expect(first.headers.etag).toBeTruthy();

      const again = await get('/api/posts-list/post-charlie')
        .set('X-Forwarded-For', '192.0.2.10')
        .set('If-None-Match', first.headers.etag);
      expect(again.status).toBe(304);

      const beacon = await request(app.server)
        .post('/api/posts-list/post-charlie/view')
        .set('X-Forwarded-For', '192.0.2.11');
      expect(beacon.status).toBe(204);
      expect(beacon.headers['cache-control']).toBe('no-store');
      const other = await get('/api/posts-list/post-charlie')
        .set('X-Forwarded-For', '192.0.2.11')
        .set('If-None-Match', first.headers.etag);
      expect(other.status).toBe(200);
      expect(other.body.data.views).toBe(first.body.data.views + 1);
      expect(other.headers.etag).not.toBe(first.headers.etag);
    });

    it('when a beacon names an unknown post, then 404 and nothing is counted', async () => {
      const res = await request(app.server).post('/api/posts-list/no-such-post/view');
      expect(res.status).toBe(404);
      expect(res.body.message).toBeTruthy();
    });

    it('when the votes of a post are asked again with a matching ETag, then it answers 304 without a body', async () => {
      const post = (await get('/api/posts-list/post-charlie')).body.data;
      const first = await get(`/api/posts/${post.id}/votes`);
      expect(first.headers['cache-control']).toBe('public, no-cache');

      const again = await get(`/api/posts/${post.id}/votes`).set(
        'If-None-Match',
        first.headers.etag,
      );

      expect(again.status).toBe(304);
      expect(again.text).toBeFalsy();
      expect(again.headers.etag).toBe(first.headers.etag);
    });
  });

  describe('settings and reference lists', () => {
    it('when nothing is configured, then site info and booking settings answer their defaults', async () => {
      expect((await get('/api/get-info')).body.data.email).toMatch(/@/);
      expect((await get('/api/booking-settings')).body.data).toEqual({
        daily_capacity: 10,
        closed_weekdays: [],
        blocked_dates: [],
        unpaid_expiry_hours: 24,
        max_open_bookings: 3,
        max_bookings_per_day: 1,
        verifying_overdue_hours: 48,
        cancel_notice_hours: 24,
        max_reschedules: 2,
        cancel_policy: { en: '', my: '' },
        closed_on_sabbath: false,
        closed_during_thingyan: false,
        waitlist_hold_hours: 4,
        review_delay_days: 3,
      });
    });

    it('when the reader sets capacity, closed weekdays and blocked dates, then booking settings show them', async () => {
      const ahead = (days: number) =>
        new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
      await docs('api::booking-setting.booking-setting').create({
        data: {
          daily_capacity: 4,
          closed_sunday: true,
          closed_saturday: true,
          blocked_dates: [{ date: ahead(30) }, { date: ahead(20) }],
          unpaid_expiry_hours: 12,
          max_open_bookings: 2,
          max_bookings_per_day: 2,
          verifying_overdue_hours: 6,
          cancel_notice_hours: 0,
          max_reschedules: 1,
          cancel_policy: 'Paid bookings cancelled in time get a credit.',
          cancel_policy_my: 'ခရက်ဒစ်ရမည်။',
          closed_on_sabbath: true,
          closed_during_thingyan: true,
        },
      } as never);
      expect((await get('/api/booking-settings')).body.data).toEqual({
        daily_capacity: 4,
        closed_weekdays: [0, 6],
        blocked_dates: [ahead(20), ahead(30)],
        unpaid_expiry_hours: 12,
        max_open_bookings: 2,
        max_bookings_per_day: 2,
        verifying_overdue_hours: 6,
        cancel_notice_hours: 0,
        max_reschedules: 1,
        cancel_policy: { en: 'Paid bookings cancelled in time get a credit.', my: 'ခရက်ဒစ်ရမည်။' },
        closed_on_sabbath: true,
        closed_during_thingyan: true,
        waitlist_hold_hours: 4,
        review_delay_days: 3,
      });
    });

    it('when genders, weekdays and banks are listed, then each entry has id and name', async () => {
      await create('api::gender.gender', { name: 'Female', order: 1 }, { name: 'အမျိုးသမီး' });
      await create('api::weekday.weekday', { name: 'Sunday', day_index: 0, order: 1 });
      await create('api::payment-type.payment-type', {
        name: 'KBZPay',
        currency: 'MMK',
        account_name: 'A',
        account_number: '1',
      });
      expect((await get('/api/genders-list?locale=my')).body.data).toEqual([
        { id: expect.any(Number), name: 'အမျိုးသမီး' },
      ]);
      expect((await get('/api/weekdays-list')).body.data).toEqual([
        { id: expect.any(Number), name: 'Sunday', day_index: 0 },
      ]);
      expect((await get('/api/banks-list')).body.data).toEqual([
        {
          id: expect.any(Number),
          name: 'KBZPay',
          image: '/uploads/defaults/payment.svg',
          account_name: 'A',
          account_number: '1',
          qr_image: null,
          currency: 'MMK',
          promptpay_id: null,
        },
      ]);
    });

    it('when a payment type has a PromptPay number, then the list carries it; a malformed one is refused on save', async () => {
      await create('api::payment-type.payment-type', {
        name: 'PromptPay test',
        currency: 'THB',
        account_name: 'B',
        account_number: '081 234 5678',
        promptpay_id: '0812345678',
      });
      const listed = (await get('/api/banks-list')).body.data.find(
        (b: { name: string }) => b.name === 'PromptPay test',
      );
      expect(listed).toMatchObject({ currency: 'THB', promptpay_id: '0812345678' });
      await expect(
        create('api::payment-type.payment-type', {
          name: 'PromptPay bad',
          currency: 'THB',
          promptpay_id: '12-34',
        }),
      ).rejects.toThrow();
    });
  });

  describe('post lifecycle', () => {
    const postRows = (documentId: string) =>
      app.strapi.db.query('api::post.post').findMany({
        select: ['locale', 'publishedAt', 'published_date', 'read_time'],
        where: { documentId },
      }) as Promise<
        {
          locale: string;
          publishedAt: string | null;
          published_date: string | null;
          read_time: number | null;
        }[]
      >;

    it('when a draft is created without a date, then it gets one at its first publish and keeps it on republish', async () => {
      const documentId = await create(
        'api::post.post',
        { title: 'Dated at publish', slug: 'dated-at-publish', body: '<p>Soon.</p>' },
        undefined,
        'draft',
      );
      const [draft] = await postRows(documentId);
      expect(draft.published_date).toBeNull();

      const before = Date.now();
      await docs('api::post.post').publish({ documentId, locale: 'en' } as never);
      const first = (await get('/api/posts-list/dated-at-publish')).body.data.published_at;
      await docs('api::post.post').update({
        documentId,
        locale: 'en',
        data: { title: 'Dated at publish, edited' },
      } as never);
      await docs('api::post.post').publish({ documentId, locale: 'en' } as never);
      const again = (await get('/api/posts-list/dated-at-publish')).body.data;

      expect(Date.parse(first)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(first)).toBeLessThanOrEqual(Date.now());
      expect(again.title).toBe('Dated at publish, edited');
      expect(again.published_at).toBe(first);
      for (const row of await postRows(documentId)) {
        expect(new Date(row.published_date!).toISOString()).toBe(first);
      }
    });

    it('when a date is given, then publishing keeps it', async () => {
      const documentId = await create(
        'api::post.post',
        { title: 'Backdated', slug: 'backdated', body: '<p>Old.</p>', published_date: day(3) },
        undefined,
        'draft',
      );

      await docs('api::post.post').publish({ documentId, locale: 'en' } as never);

      expect((await get('/api/posts-list/backdated')).body.data.published_at).toBe(day(3));
    });

    it('when a Burmese translation has no body, then it has no read time and shows the English one', async () => {
      const documentId = await create(
        'api::post.post',
        {
          title: 'Long read',
          slug: 'long-read',
          body: `<p>${'word '.repeat(1000)}</p>`,
          published_date: day(3),
        },
        { title: 'ရှည်', body: '' },
      );

      const my = (await get('/api/posts-list/long-read?locale=my')).body.data;

      const burmese = (await postRows(documentId)).filter((r) => r.locale === 'my');
      expect(burmese.map((r) => r.read_time)).toEqual([null, null]);
      expect(my.title).toBe('ရှည်');
      expect(my.read_time).toBe(5);
      expect(my.desc).toContain('word word');
    });
  });

  describe('send-feedback', () => {
    const send = (body: Data, ip: string) =>
      request(app.server).post('/api/send-feedback').set('X-Forwarded-For', ip).send(body);
    const valid = {
      name: 'Ma Aye',
      email: 'aye@example.com',
      rating: 5,
      type: 'reading',
      message: 'Thank you!',
    };

    it('when fields are missing or wrong, then it answers 422 with the spec messages', async () => {
      const res = await send({ email: 'nope', rating: 7, type: 'other' }, '10.0.0.1');
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        name: ['Name is required'],
        email: ['Invalid email'],
        rating: ['Rating is required'],
        type: ['Feedback type is required'],
        message: ['Feedback message is required'],
      });
      expect((await send({ ...valid, email: '' }, '10.0.0.1')).body.errors.email).toEqual([
        'Email is required',
      ]);
    });

    it('when valid, then it is stored for the reader and never served publicly', async () => {
      const res = await send(valid, '10.0.0.2');
      expect(res.status).toBe(201);
      const stored = await app.strapi.db
        .query('api::feedback.feedback')
        .findOne({ where: { id: res.body.data.id } });
      expect(stored).toMatchObject({ name: 'Ma Aye', rating: 5, type: 'reading' });
      expect([403, 404]).toContain((await get('/api/feedbacks')).status);
    });

    it('when one address sends too often, then it answers 429 while others still get through', async () => {
      for (let i = 0; i < 3; i++) expect((await send(valid, '10.0.0.3')).status).toBe(201);
      const blocked = await send(valid, '10.0.0.3');
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe('Too many attempts. Please try again later.');
      expect((await send(valid, '10.0.0.4')).status).toBe(201);
    });
  });
});
