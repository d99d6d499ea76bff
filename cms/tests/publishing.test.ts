// The reader's publishing in the admin (issue 24): what she types is kept, the public answer is
// rendered from it. Seed off; each case makes its own documents through the Document Service,
// the same service the admin's content manager writes through.
import { MESSAGES } from '@mystic/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateHtmlBodies } from '../src/lib/content/markdown-bodies';
import { signPreview } from '../src/lib/content/preview-token';
import { startStrapi, type TestStrapi } from './strapi';

type Data = Record<string, unknown>;
const ADMIN = { email: 'reader@example.com', password: 'Reader-Admin-1' };

describe('publishing as the reader', () => {
  let app: TestStrapi;
  const get = (path: string) => request(app.server).get(path);
  const posts = () => app.strapi.documents('api::post.post' as never);

  async function createPost(data: Data, status: 'published' | 'draft' = 'published') {
    return (await posts().create({ data, locale: 'en', status } as never)) as unknown as {
      documentId: string;
      id: number;
    };
  }

  beforeAll(async () => {
    app = await startStrapi({
      CMS_SEED: 'false',
      PUBLIC_URL: 'https://site.example',
      DEV_ADMIN_EMAIL: ADMIN.email,
      DEV_ADMIN_PASSWORD: ADMIN.password,
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('the post body', () => {
    const markdown =
      '## The Tower\n\nA **sudden** change, see [the deck](https://example.com/deck).\n\n' +
      '- Breathe\n- Wait a day\n\n<script>alert(1)</script>\n';

    it('when she saves and publishes Markdown, then the admin reads back the Markdown as typed and the public answer is sanitised HTML', async () => {
      const { documentId } = await createPost({ title: 'Tower', slug: 'tower' }, 'draft');
      await posts().update({ documentId, locale: 'en', data: { body: markdown } } as never);
      await posts().publish({ documentId, locale: 'en' } as never);

      const draft = (await posts().findOne({ documentId, locale: 'en' } as never)) as unknown as {
        body: string;
      };
      const published = (await posts().findOne({
        documentId,
        locale: 'en',
        status: 'published',
      } as never)) as unknown as { body: string; read_time: number; excerpt: string };
      const served = (await get('/api/posts-list/tower')).body.data;

      expect(draft.body).toBe(markdown);
      expect(published.body).toBe(markdown);
      expect(published.excerpt).toMatch(/^The Tower A sudden change, see the deck/);
      expect(published.excerpt).not.toMatch(/[#*[\]]/);
      expect(served.desc).toBe(
        '<h2>The Tower</h2>\n<p>A <strong>sudden</strong> change, see ' +
          '<a href="https://example.com/deck">the deck</a>.</p>\n<ul>\n<li>Breathe</li>\n' +
          '<li>Wait a day</li>\n</ul>\n',
      );
      expect(served.desc).not.toMatch(/script|alert/);
      const list = (await get('/api/posts-list')).body.data.data;
      expect(list.find((p: { slug: string }) => p.slug === 'tower').desc).toBe(served.desc);
    });

    it('when bodies were stored as HTML, then the one-time migration turns the simple ones back into Markdown served the same', async () => {
      const simple = '<p>Intro &amp; more.</p>\n<h2>Tip</h2>\n<p>Do <strong>this</strong>.</p>';
      const odd = '<p>Keep</p><table><tr><td>1</td></tr></table>';
      const a = await createPost({ title: 'Old simple', slug: 'old-simple', body: simple });
      const b = await createPost({ title: 'Old odd', slug: 'old-odd', body: odd });
      const before = {
        a: (await get('/api/posts-list/old-simple')).body.data.desc,
        b: (await get('/api/posts-list/old-odd')).body.data.desc,
      };
      await app.strapi.store.set({
        type: 'core',
        name: 'mystic',
        key: 'migration_markdown_bodies',
        value: null,
      });

      const converted = await migrateHtmlBodies(app.strapi);
      const again = await migrateHtmlBodies(app.strapi);

      const bodies = (documentId: string) =>
        app.strapi.db
          .query('api::post.post')
          .findMany({ select: ['body'], where: { documentId } }) as Promise<{ body: string }[]>;
      expect(converted).toBe(2); // the draft and the published row of the simple post
      expect(again).toBe(0);
      for (const row of await bodies(a.documentId)) {
        expect(row.body).toBe('Intro & more.\n\n## Tip\n\nDo **this**.');
      }
      for (const row of await bodies(b.documentId)) expect(row.body).toBe(odd);
      expect((await get('/api/posts-list/old-simple')).body.data.desc.replace(/>\s+</g, '><')).toBe(
        before.a.replace(/>\s+</g, '><'),
      );
      expect((await get('/api/posts-list/old-odd')).body.data.desc).toBe(before.b);
    });
  });

  describe('the post address (slug)', () => {
    const rows = (documentId: string) =>
      app.strapi.db.query('api::post.post').findMany({
        select: ['slug', 'locale', 'publishedAt'],
        where: { documentId },
      }) as Promise<{ slug: string; locale: string; publishedAt: string | null }[]>;

    it('when she creates a post without a slug, then it follows the English title, and a second post of the same title gets its own', async () => {
      const first = await createPost({ title: 'The Moon & Éclipse Guide', body: 'x' }, 'draft');
      const second = await createPost({ title: 'The Moon & Éclipse Guide', body: 'y' }, 'draft');

      expect((await rows(first.documentId))[0].slug).toBe('the-moon-eclipse-guide');
      expect((await rows(second.documentId))[0].slug).toBe('the-moon-eclipse-guide-2');
    });

    it('when the title is Burmese, then the slug is the date and an id, never only its Latin part', async () => {
      const { documentId } = await createPost({ title: 'Tarot ဟောစာ', body: 'x' }, 'draft');
      const [row] = await rows(documentId);
      expect(row.slug).toMatch(/^post-\d{8}-[a-z0-9]{6}$/);
    });

    it('when the post is translated, published and its slug then edited, then every row keeps the first slug', async () => {
      const { documentId } = await createPost({ title: 'Stable Address', body: 'x' }, 'draft');
      await posts().update({
        documentId,
        locale: 'my',
        data: { title: 'တည်ငြိမ်', body: 'y' },
      } as never);
      await posts().publish({ documentId, locale: ['en', 'my'] } as never);
      await posts().update({
        documentId,
        locale: 'en',
        data: { slug: 'changed-after-publish', title: 'Stable Address, edited' },
      } as never);
      await posts().publish({ documentId, locale: 'en' } as never);

      const all = await rows(documentId);
      expect(all.length).toBe(4);
      expect(new Set(all.map((r) => r.slug))).toEqual(new Set(['stable-address']));
      expect((await get('/api/posts-list/stable-address')).body.data.title).toBe(
        'Stable Address, edited',
      );
      expect((await get('/api/posts-list/changed-after-publish')).status).toBe(404);
    });

    it('when a draft never published gets a new slug, then the new one is kept', async () => {
      const { documentId } = await createPost({ title: 'Rename Me', body: 'x' }, 'draft');
      await posts().update({ documentId, locale: 'en', data: { slug: 'Better Name' } } as never);
      expect((await rows(documentId))[0].slug).toBe('better-name');
    });
  });

  describe('the locale rule: English is required', () => {
    const manager = () =>
      app.strapi.plugin('content-manager').service('document-manager') as unknown as {
        update(id: string, uid: string, opts: object): Promise<unknown>;
        publish(id: string, uid: string, opts: object): Promise<unknown>;
      };
    const metadata = () =>
      app.strapi.plugin('content-manager').service('document-metadata') as unknown as {
        getStatus(version: object, others: object[]): string;
      };
    /** The status the admin shows for each locale. */
    async function statuses(documentId: string): Promise<Record<string, string>> {
      const rows = (await app.strapi.db.query('api::post.post').findMany({
        select: ['locale', 'publishedAt', 'updatedAt'],
        where: { documentId },
      })) as { locale: string; publishedAt: string | null; updatedAt: string }[];
      const out: Record<string, string> = {};
      for (const draft of rows.filter((r) => !r.publishedAt)) {
        const others = rows.filter((r) => r.locale === draft.locale && r.publishedAt);
        out[draft.locale] = metadata().getStatus(draft, others);
      }
      return out;
    }

    it('when she publishes Burmese before English, then it is refused with a message in both languages, and after English it goes through', async () => {
      const { documentId } = await createPost({ title: 'English first', body: 'x' }, 'draft');
      await posts().update({ documentId, locale: 'my', data: { title: 'မြန်မာ' } } as never);

      const refused = await posts()
        .publish({ documentId, locale: 'my' } as never)
        .catch((e: Error) => e);

      expect(refused).toBeInstanceOf(Error);
      expect((refused as Error).message).toMatch(/^Publish the English version first/);
      expect((refused as Error).message).toContain('အင်္ဂလိပ်');
      await posts().publish({ documentId, locale: 'en' } as never);
      await posts().publish({ documentId, locale: 'my' } as never);
      expect(await statuses(documentId)).toEqual({ en: 'published', my: 'published' });
    });

    it('when she edits and publishes English then Burmese in the admin, then neither is marked Modified', async () => {
      const { documentId } = await createPost({ title: 'Both languages', body: 'x' }, 'draft');
      await posts().update({ documentId, locale: 'my', data: { title: 'နှစ်ဘာသာ' } } as never);
      await posts().publish({ documentId, locale: ['en', 'my'] } as never);
      const uid = 'api::post.post';

      // The admin saves the form, then publishes: a shared field (is_special) changes in English.
      await manager().update(documentId, uid, {
        locale: 'en',
        data: { title: 'Both languages, edited', is_special: true },
      });
      await manager().publish(documentId, uid, { locale: 'en' });
      const afterEnglish = await statuses(documentId);
      await manager().update(documentId, uid, { locale: 'my', data: { title: 'နှစ်ဘာသာ ၂' } });
      await manager().publish(documentId, uid, { locale: 'my' });

      expect(afterEnglish).toEqual({ en: 'published', my: 'published' });
      expect(await statuses(documentId)).toEqual({ en: 'published', my: 'published' });
      const served = (await get('/api/posts-list/both-languages?locale=my')).body.data;
      expect(served).toMatchObject({ title: 'နှစ်ဘာသာ ၂', is_special: true });
    });

    it('when she unpublishes English, then Burmese is unpublished too, so the admin never says Published for a post the site cannot show', async () => {
      const { documentId } = await createPost({ title: 'Withdrawn', body: 'x' }, 'draft');
      await posts().update({ documentId, locale: 'my', data: { title: 'ရုပ်သိမ်း' } } as never);
      await posts().publish({ documentId, locale: ['en', 'my'] } as never);

      await posts().unpublish({ documentId, locale: 'en' } as never);

      expect(await statuses(documentId)).toEqual({ en: 'draft', my: 'draft' });
      expect((await get('/api/posts-list/withdrawn?locale=my')).status).toBe(404);
    });
  });

  describe('stable public ids', () => {
    const packages = () => app.strapi.documents('api::package.package' as never);

    it('when she edits and republishes a package (also in Burmese), then its public id stays and the id a booking form holds still answers', async () => {
      const { documentId } = (await packages().create({
        data: { name: 'Stable tarot', price: 45000, th_price: 455, order: 1 },
        locale: 'en',
        status: 'published',
      } as never)) as unknown as { documentId: string };
      const listed = (await get('/api/packages-all')).body.data.data;
      const before = listed.find((p: { name: string }) => p.name === 'Stable tarot').id;

      for (const price of [46000, 47000]) {
        await packages().update({ documentId, locale: 'en', data: { price } } as never);
        await packages().publish({ documentId, locale: 'en' } as never);
      }
      await packages().update({ documentId, locale: 'my', data: { name: 'တားရော့' } } as never);
      await packages().publish({ documentId, locale: 'my' } as never);
      await packages().discardDraft({ documentId, locale: 'en' } as never);

      const after = (await get('/api/packages-all')).body.data.data.find(
        (p: { name: string }) => p.name === 'Stable tarot',
      );
      const rowIds = (
        (await app.strapi.db.query('api::package.package').findMany({
          select: ['id'],
          where: { documentId, locale: 'en', publishedAt: { $notNull: true } },
        })) as { id: number }[]
      ).map((r) => r.id);
      expect(rowIds).not.toContain(before); // Strapi renumbered the served row…
      expect(after).toMatchObject({ id: before, price: 47000 }); // …the public id did not move.
      const one = await get(`/api/packages-list/${before}?locale=my`);
      expect(one.status).toBe(200);
      expect(one.body.data).toMatchObject({ id: before, name: 'တားရော့', final_price: 47000 });
    });

    it('when a post is republished, then its public id, votes and detail stay, and rows from before public ids keep the id they were served with', async () => {
      const { documentId } = await createPost({ title: 'Stable post', body: 'x' });
      const id = (await get('/api/posts-list/stable-post')).body.data.id;
      await posts().update({ documentId, locale: 'en', data: { body: 'y' } } as never);
      await posts().publish({ documentId, locale: 'en' } as never);

      expect((await get('/api/posts-list/stable-post')).body.data.id).toBe(id);
      expect((await get(`/api/posts/${id}/votes`)).status).toBe(200);
      const list = (await get('/api/posts-list?page_size=50')).body.data.data;
      expect(list.filter((p: { id: number }) => p.id === id).length).toBe(1);

      // A document from before: its rows have no public id; the backfill gives it the id of its
      // English published row, the one the site served until now.
      const table = app.strapi.db.connection('posts');
      await table.clone().where({ document_id: documentId }).update({ public_id: null });
      const served = (await app.strapi.db.query('api::post.post').findOne({
        select: ['id'],
        where: { documentId, locale: 'en', publishedAt: { $notNull: true } },
      })) as { id: number };
      const { backfillPublicIds } = await import('../src/lib/content/public-id');
      await backfillPublicIds(app.strapi);
      expect((await get('/api/posts-list/stable-post')).body.data.id).toBe(served.id);
    });
  });

  describe('cache headers of public answers', () => {
    const REVALIDATE = 'public, max-age=0, must-revalidate, s-maxage=60';
    const ROUTES = [
      '/api/get-info',
      '/api/zodiacs-list',
      '/api/packages-list',
      '/api/packages-all',
      '/api/posts-list',
      '/api/today-special-post',
      '/api/popular-posts',
      '/api/categories-list',
      '/api/banks-list',
      '/api/genders-list',
      '/api/weekdays-list',
      '/api/booking-settings',
    ];

    it('when a public list is fetched, then browsers must revalidate (max-age=0) while the gateway may keep it (s-maxage), with an ETag', async () => {
      for (const route of ROUTES) {
        const res = await get(route);
        expect([route, res.status, res.headers['cache-control']]).toEqual([route, 200, REVALIDATE]);
        expect(res.headers.etag).toMatch(/^W\/".+"$/);
      }
    });

    it('when a returning browser revalidates after a price change, then it gets the new price at once, and a 304 while nothing changed', async () => {
      const { documentId } = (await app.strapi.documents('api::package.package' as never).create({
        data: { name: 'Cached', price: 1000, th_price: 10, order: 9 },
        locale: 'en',
        status: 'published',
      } as never)) as unknown as { documentId: string };
      const first = await get('/api/packages-all');
      const unchanged = await get('/api/packages-all').set('If-None-Match', first.headers.etag);
      await app.strapi.documents('api::package.package' as never).update({
        documentId,
        locale: 'en',
        data: { price: 2000 },
        status: 'published',
      } as never);

      const changed = await get('/api/packages-all').set('If-None-Match', first.headers.etag);

      expect(unchanged.status).toBe(304);
      expect(changed.status).toBe(200);
      const cached = changed.body.data.data.find((p: { name: string }) => p.name === 'Cached');
      expect(cached.price).toBe(2000);
    });
  });

  describe('booking settings made for a person', () => {
    const service = () => app.strapi.documents('api::booking-setting.booking-setting' as never);
    /** Saves the single type as the admin does: creates it the first time, else updates it. */
    const settings = () => ({
      async update({ data }: { data: Data }) {
        const current = (await service().findFirst({})) as { documentId: string } | null;
        return current
          ? service().update({ documentId: current.documentId, data })
          : service().create({ data });
      },
    });
    const ahead = (days: number) =>
      new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const refusal = (p: Promise<unknown>) => p.then(() => null).catch((e: Error) => e.message);

    it('when she ticks Saturday, then the booking service is told Saturdays are closed', async () => {
      await settings().update({ data: { closed_saturday: true, closed_monday: false } });
      expect((await get('/api/booking-settings')).body.data.closed_weekdays).toEqual([6]);
      await settings().update({ data: { closed_saturday: false } });
      expect((await get('/api/booking-settings')).body.data.closed_weekdays).toEqual([]);
    });

    it('when capacity 0 or a past blocked date is saved, then it is refused with a message saying why; dates already kept may stay', async () => {
      const zero = await refusal(settings().update({ data: { daily_capacity: 0 } }));
      const past = await refusal(
        settings().update({
          data: { blocked_dates: [{ date: '2020-01-01', note: 'old' }] },
        }),
      );
      await settings().update({
        data: { blocked_dates: [{ date: ahead(10), note: 'Pagoda festival' }] },
      });
      // A date kept from before that has since passed stays when she saves another field.
      await app.strapi.db
        .connection('components_booking_blocked_dates')
        .update({ date: '2021-05-05' });
      const again = await refusal(
        settings().update({
          data: { daily_capacity: 5, blocked_dates: [{ date: '2021-05-05', note: 'kept' }] },
        }),
      );

      expect(zero).toMatch(/^Daily capacity must be at least 1\. To take no bookings/);
      expect(past).toMatch(/^A blocked date must be today or later\. \/ /);
      expect(again).toBeNull();
      expect((await get('/api/booking-settings')).body.data.daily_capacity).toBe(5);
    });

    it('when the old JSON box held days as numbers or names, then the one-time migration ticks their checkboxes', async () => {
      const { migrateClosedWeekdays, weekdayOf } = await import('../src/lib/content/booking-rules');
      await app.strapi.db
        .query('api::booking-setting.booking-setting')
        .updateMany({ where: {}, data: { closed_weekdays: ['Saturday', 0, 'x', 9] } });

      await migrateClosedWeekdays(app.strapi);

      expect((await get('/api/booking-settings')).body.data.closed_weekdays).toEqual([0, 6]);
      expect([weekdayOf('sat'), weekdayOf('6'), weekdayOf('Funday'), weekdayOf(7)]).toEqual([
        6,
        6,
        null,
        null,
      ]);
      await settings().update({ data: { closed_sunday: false, closed_saturday: false } });
    });
  });

  describe('the admin made for the reader', () => {
    const configuration = (uid: string) =>
      app.strapi
        .plugin('content-manager')
        .service(uid.startsWith('api::') ? 'content-types' : 'components')
        .findConfiguration({ uid }) as Promise<{
        settings: Record<string, unknown>;
        metadatas: Record<
          string,
          { edit: { label: string; description: string; editable: boolean } }
        >;
        layouts: { list: string[] };
      }>;

    it('when she opens a form, then every field she sees has a label and help, and computed fields are read-only', async () => {
      const { ADMIN_LAYOUTS } = await import('../src/bootstrap/admin-layout');
      for (const uid of Object.keys(ADMIN_LAYOUTS)) {
        const config = await configuration(uid);
        const model = (uid.startsWith('api::')
          ? app.strapi.contentTypes[uid as never]
          : app.strapi.components[uid as never]) as unknown as {
          attributes: Record<string, { visible?: boolean; private?: boolean }>;
        };
        const shown = Object.entries(model.attributes)
          .filter(
            ([name, a]) =>
              a.visible !== false &&
              !a.private &&
              ![
                'createdAt',
                'updatedAt',
                'publishedAt',
                'createdBy',
                'updatedBy',
                'locale',
                'localizations',
                'documentId',
                'id',
              ].includes(name),
          )
          .map(([name]) => name);
        for (const name of shown) {
          const edit = config.metadatas[name]?.edit;
          expect([uid, name, Boolean(edit?.description), edit?.label !== name]).toEqual([
            uid,
            name,
            true,
            true,
          ]);
        }
      }
      const post = await configuration('api::post.post');
      expect(post.metadatas.views.edit.editable).toBe(false);
      expect(post.metadatas.read_time.edit.editable).toBe(false);
      expect(post.metadatas.body.edit.label).toBe('Text');
      const pkg = await configuration('api::package.package');
      expect(pkg.metadatas.final_price.edit.editable).toBe(false);
      expect(pkg.metadatas.th_price.edit.label).toBe('Price in Thailand (฿)');
      // The single type's page is headed by its name, not a document id.
      expect((await configuration('api::booking-setting.booking-setting')).settings.mainField).toBe(
        'id',
      );
    });

    it('when she lists feedback, then she sees date, type, rating, a message preview and whether it is handled, newest first; the message is read-only', async () => {
      const feedback = await configuration('api::feedback.feedback');
      expect(feedback.layouts.list).toEqual(['createdAt', 'type', 'rating', 'message', 'handled']);
      expect(feedback.settings).toMatchObject({
        defaultSortBy: 'createdAt',
        defaultSortOrder: 'DESC',
      });
      expect(feedback.metadatas.message.edit.editable).toBe(false);
      expect(feedback.metadatas.createdAt.edit.label).toBe('Received');
      const stored = (await app.strapi.documents('api::feedback.feedback' as never).create({
        data: { name: 'A', email: 'a@example.com', rating: 5, type: 'general', message: 'Thanks' },
      } as never)) as unknown as { handled: boolean };
      expect(stored.handled).toBe(false);
    });

    it('when she sets a price and a discount, then the form shows the final prices members pay', async () => {
      const docs = app.strapi.documents('api::package.package' as never);
      const { documentId } = (await docs.create({
        data: { name: 'Priced', price: 45000, th_price: 455, discount_percent: 15 },
        locale: 'en',
      } as never)) as unknown as { documentId: string };
      await docs.update({ documentId, locale: 'en', data: { discount_percent: 10 } } as never);
      const draft = (await docs.findOne({ documentId, locale: 'en' } as never)) as unknown as {
        final_price: number;
        th_final_price: number;
      };
      expect([draft.final_price, draft.th_final_price]).toEqual([40500, 410]);
    });
  });

  describe("the reader's admin role", () => {
    it('when an admin has the Reader role, then she can run her content and the desk but sees no developer menu or lookup list', async () => {
      const role = await app.strapi.db
        .query('admin::role')
        .findOne({ where: { code: 'mystic-reader' } });
      const reader = { email: 'her@example.com', password: 'Her-Admin-12' };
      await app.strapi.admin.services.user.create({
        ...reader,
        firstname: 'Her',
        isActive: true,
        registrationToken: null,
        roles: [role.id],
      });
      const login = await request(app.server).post('/admin/login').send(reader);
      const auth = { Authorization: `Bearer ${login.body.data.token}` };
      const mine = (await request(app.server).get('/admin/users/me/permissions').set(auth)).body
        .data as { action: string; subject: string | null; properties: { locales?: string[] } }[];
      const can = (action: string, subject: string | null = null) =>
        mine.some((p) => p.action === action && (p.subject ?? null) === subject);
      const read = 'plugin::content-manager.explorer.read';

      expect(role.name).toBe('Reader');
      for (const uid of ['api::post.post', 'api::package.package', 'api::feedback.feedback']) {
        expect(can(read, uid), uid).toBe(true);
      }
      expect(can('plugin::content-manager.explorer.publish', 'api::post.post')).toBe(true);
      expect(
        mine.find((p) => p.action === read && p.subject === 'api::post.post')?.properties.locales,
      ).toEqual(['en', 'my']);
      expect(can('plugin::bookings.read') && can('plugin::bookings.update-status')).toBe(true);
      expect(can('plugin::upload.read')).toBe(true);
      // Not hers: lookup lists, members, developer tools and view configuration.
      expect(can(read, 'api::gender.gender') || can(read, 'api::weekday.weekday')).toBe(false);
      expect(can(read, 'plugin::users-permissions.user')).toBe(false);
      expect(can('plugin::content-manager.explorer.create', 'api::feedback.feedback')).toBe(false);
      expect(
        mine.filter((p) =>
          /content-type-builder|marketplace|configure-view|settings|users\.|roles\./.test(p.action),
        ),
      ).toEqual([]);
      // The builder itself refuses her.
      const builder = await request(app.server)
        .get('/content-type-builder/content-types')
        .set(auth);
      expect(builder.status).toBe(403);
    });
  });

  describe('the admin in Burmese', () => {
    it('when she switches the admin to Burmese, then every content type and field label this project defines has Burmese text', async () => {
      const { ADMIN_LAYOUTS } = await import('../src/bootstrap/admin-layout');
      const { FIELD_LABELS_MY, TYPE_NAMES_MY, burmeseAdminMessages } =
        await import('../src/admin/translations/my');
      const messages = burmeseAdminMessages();
      const myanmar = /[\u1000-\u109f]/;
      for (const [uid, layout] of Object.entries(ADMIN_LAYOUTS)) {
        if (!uid.startsWith('api::')) continue;
        const model = app.strapi.contentTypes[uid as never] as unknown as {
          info: { displayName: string };
        };
        expect([uid, TYPE_NAMES_MY[model.info.displayName]]).toEqual([
          uid,
          expect.stringMatching(myanmar),
        ]);
        for (const field of Object.keys(layout.fields)) {
          expect([uid, field, FIELD_LABELS_MY[uid]?.[field]]).toEqual([
            uid,
            field,
            expect.stringMatching(myanmar),
          ]);
          expect(messages[`content-manager.content-types.${uid}.${field}`]).toBe(
            FIELD_LABELS_MY[uid][field],
          );
        }
      }
    });
  });

  describe('scheduled posts', () => {
    it('when a post is published with a publication date tomorrow, then no list, sort or page shows it until then', async () => {
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
      const { documentId } = await createPost({
        title: 'Scheduled Tomorrow',
        body: 'Soon.',
        published_date: tomorrow,
      });
      const seen = async () => {
        const lists = await Promise.all(
          ['latest', 'alphabet-asc', 'alphabet-desc'].map((sort) =>
            get(`/api/posts-list?page_size=50&sort=${sort}`),
          ),
        );
        return {
          listed: lists.some((l) =>
            l.body.data.data.some((p: { slug: string }) => p.slug === 'scheduled-tomorrow'),
          ),
          // Eight visitors read it (the page, then its view beacon), so once visible it outranks
          // the posts of earlier cases (each read once); before its date none of these may count.
          page: (
            await Promise.all(
              Array.from({ length: 8 }, async (_, i) => {
                const page = await get('/api/posts-list/scheduled-tomorrow');
                const beacon = await request(app.server)
                  .post('/api/posts-list/scheduled-tomorrow/view')
                  // A visitor is an address (one view a day each, whatever the browser).
                  .set('X-Forwarded-For', `192.0.2.${100 + i}`);
                expect(beacon.status).toBe(page.status === 200 ? 204 : 404);
                return page;
              }),
            )
          )[0].status,
          popular: JSON.stringify((await get('/api/popular-posts')).body).includes('Scheduled'),
        };
      };

      expect(await seen()).toEqual({ listed: false, page: 404, popular: false });
      await posts().update({
        documentId,
        locale: 'en',
        data: { published_date: new Date(Date.now() - 1000).toISOString() },
      } as never);
      await posts().publish({ documentId, locale: 'en' } as never);
      expect(await seen()).toEqual({ listed: true, page: 200, popular: true });
      // The eight reads before its date counted nothing.
      const popular = (await get('/api/popular-posts')).body.data as {
        slug: string;
        views: number;
      }[];
      expect(popular.find((p) => p.slug === 'scheduled-tomorrow')?.views).toBe(8);
    });
  });

  describe('preview of drafts', () => {
    /** The URL "Open preview" opens, as the admin asks Strapi's preview route for it. */
    async function previewLink(documentId: string, locale: string): Promise<URL> {
      const login = await request(app.server).post('/admin/login').send(ADMIN);
      expect(login.status, JSON.stringify(login.body)).toBe(200);
      const res = await request(app.server)
        .get('/content-manager/preview/url/api::post.post')
        .query({ documentId, locale, status: 'draft' })
        .set('Authorization', `Bearer ${login.body.data.token}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      // Root-relative: the admin frames it on its own origin, whatever host name reached it.
      expect(res.body.data.url).toMatch(/^\/blogs\//);
      return new URL(res.body.data.url, 'https://admin-host.example');
    }

    it('when she opens the preview of a draft, then the real page shows that draft in its language with the token only', async () => {
      const { documentId } = await createPost(
        { title: 'Draft Moon', body: '## Soon\n\nNot yet **out**.' },
        'draft',
      );
      await posts().update({
        documentId,
        locale: 'my',
        data: { title: 'လမင်း မူကြမ်း', body: 'မကြာမီ' },
      } as never);

      const en = await previewLink(documentId, 'en');
      const my = await previewLink(documentId, 'my');
      expect(en.pathname).toBe('/blogs/draft-moon');
      // The admin may frame its own origin (and the public one) and show the public origin's media.
      const csp = String(
        (await request(app.server).get('/admin/init')).headers['content-security-policy'],
      );
      expect(csp).toMatch(/frame-src 'self' https:\/\/site\.example(;|$)/);
      expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/site\.example(;|$)/);
      expect(my.searchParams.get('lang')).toBe('my');
      const draft = await get(`/api/preview?token=${en.searchParams.get('preview')}`);
      const burmese = await get(`/api/preview?token=${my.searchParams.get('preview')}`);

      expect(draft.status).toBe(200);
      expect(draft.body.data).toMatchObject({ slug: 'draft-moon', title: 'Draft Moon' });
      expect(draft.body.data.desc).toContain('<strong>out</strong>');
      expect(draft.headers['cache-control']).toBe('private, no-store');
      expect(burmese.body.data).toMatchObject({ slug: 'draft-moon', title: 'လမင်း မူကြမ်း' });
      // The public answers never show the draft.
      expect((await get('/api/posts-list/draft-moon')).status).toBe(404);
      expect(JSON.stringify((await get('/api/posts-list?page_size=50')).body)).not.toContain(
        'Draft Moon',
      );
    });

    it('when the token is missing, forged, for another document or expired, then the draft is refused', async () => {
      const { documentId } = await createPost({ title: 'Secret Sun', body: 'x' }, 'draft');
      const good = (await previewLink(documentId, 'en')).searchParams.get('preview')!;
      const [payload, signature] = good.split('.');
      const claim = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const forgedPayload = Buffer.from(
        JSON.stringify({ ...claim, exp: claim.exp + 86_400 }),
      ).toString('base64url');
      const secret = String(app.strapi.config.get('admin.auth.secret'));
      const expired = signPreview(
        secret,
        { uid: 'api::post.post', documentId, locale: 'en', status: 'draft' },
        Date.now() - 3600_000,
        60,
      );
      const otherKey = signPreview('not-the-secret', {
        uid: 'api::post.post',
        documentId,
        locale: 'en',
        status: 'draft',
      });

      for (const token of [
        '',
        'garbage',
        `${forgedPayload}.${signature}`,
        `${payload}.${signature.slice(0, -2)}AA`,
        expired,
        otherKey,
      ]) {
        const res = await get(`/api/preview?token=${encodeURIComponent(token)}`);
        expect(res.status, token).toBe(403);
        expect(res.body.message).toBe(MESSAGES.previewLinkInvalid);
        expect(JSON.stringify(res.body)).not.toContain('Secret Sun');
      }
      expect((await get(`/api/preview?token=${good}`)).body.data.title).toBe('Secret Sun');
    });
  });
});
