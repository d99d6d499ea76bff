// Issue 39: the short summary follows the text until she writes her own, the web address follows
// the English title until the post is first published, and Strapi's "Regenerate" gives the
// title's address. Saved as the admin saves: the whole form, through the content manager.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStrapi, type TestStrapi } from './strapi';

type Data = Record<string, unknown>;
const UID = 'api::post.post';
const ADMIN = { email: 'reader@example.com', password: 'Reader-Admin-1' };

interface Row {
  slug: string | null;
  excerpt: string | null;
  title: string;
  body: string | null;
}

describe('fields that follow what they are made from', () => {
  let app: TestStrapi;
  const manager = () =>
    app.strapi.plugin('content-manager').service('document-manager') as unknown as {
      create(uid: string, opts: object): Promise<{ documentId: string }>;
      update(id: string, uid: string, opts: object): Promise<unknown>;
      publish(id: string, uid: string, opts: object): Promise<unknown>;
    };
  const draft = async (documentId: string, locale = 'en') =>
    (await app.strapi.db.query(UID).findOne({
      select: ['slug', 'excerpt', 'title', 'body'],
      where: { documentId, locale, publishedAt: null },
    })) as Row;
  /** The admin's Save: the form as it stands, with one change. */
  async function save(documentId: string, change: Data, locale = 'en') {
    const { slug, excerpt, title, body } = await draft(documentId, locale);
    await manager().update(documentId, UID, {
      locale,
      data: { slug, excerpt, title, body, ...change },
    });
    return draft(documentId, locale);
  }
  const create = (data: Data) => manager().create(UID, { locale: 'en', data });

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

  describe('the short summary', () => {
    it('when she rewrites the text, then the summary made from the old text follows the new one', async () => {
      const { documentId } = await create({ title: 'Summary One', body: 'The **old** words.' });
      expect((await draft(documentId)).excerpt).toBe('The old words.');

      const after = await save(documentId, { body: '## New\n\nThe new words.' });

      expect(after.excerpt).toBe('New The new words.');
    });

    it('when she wrote her own summary, then a new text keeps it; emptied, it is made from the text', async () => {
      const { documentId } = await create({ title: 'Summary Two', body: 'First text.' });
      await save(documentId, { excerpt: 'Her own words.' });

      expect((await save(documentId, { body: 'Second text.' })).excerpt).toBe('Her own words.');
      expect((await save(documentId, { excerpt: '' })).excerpt).toBe('Second text.');
      expect((await save(documentId, { body: 'Third text.' })).excerpt).toBe('Third text.');
    });

    it('when a Burmese version is filled in from the English one and given its own text, then its summary is its own', async () => {
      const { documentId } = await create({ title: 'Summary Three', body: 'English words.' });
      const english = await draft(documentId);
      await manager().update(documentId, UID, {
        locale: 'my',
        data: { title: 'မြန်မာ', excerpt: english.excerpt, body: 'မြန်မာ စာသား။' },
      });

      expect((await draft(documentId, 'my')).excerpt).toBe('မြန်မာ စာသား။');
      expect((await draft(documentId)).excerpt).toBe('English words.');
    });
  });

  describe('the web address', () => {
    it('when she changes the title before publishing, then the address follows it; after publishing it stays', async () => {
      const { documentId } = await create({ title: 'First Working Title', body: 'x' });
      expect((await draft(documentId)).slug).toBe('first-working-title');

      expect((await save(documentId, { title: 'The Final Title' })).slug).toBe('the-final-title');
      await manager().publish(documentId, UID, { locale: 'en' });
      expect((await save(documentId, { title: 'Renamed After' })).slug).toBe('the-final-title');
    });

    it('when she typed her own address, then a new title keeps it', async () => {
      const { documentId } = await create({ title: 'Own Address Post', body: 'x' });
      await save(documentId, { slug: 'my-own-address' });

      expect((await save(documentId, { title: 'Another Title' })).slug).toBe('my-own-address');
    });

    it('when the Burmese title changes, then the address stays the English one', async () => {
      const { documentId } = await create({ title: 'English Address', body: 'x' });
      await manager().update(documentId, UID, { locale: 'my', data: { title: 'ခေါင်းစဉ်' } });
      await save(documentId, { title: 'ခေါင်းစဉ် အသစ်' }, 'my');

      expect((await draft(documentId)).slug).toBe('english-address');
    });

    it('when she presses Regenerate, then the address is made from the title, not "post"', async () => {
      const login = await request(app.server).post('/admin/login').send(ADMIN);
      expect(login.status).toBe(200);
      const res = await request(app.server)
        .post('/content-manager/uid/generate?locale=en')
        .set('Authorization', `Bearer ${login.body.data.token}`)
        .send({ contentTypeUID: UID, field: 'slug', data: { title: 'Moon Over Mandalay' } });

      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toBe('moon-over-mandalay');
    });
  });
});
