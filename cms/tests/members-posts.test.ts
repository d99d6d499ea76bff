import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@mystic/shared';
import { startStrapi, type TestStrapi } from './strapi';
import { bearer, createPost, expectNoPrivateFields, register } from './members-helpers';

let app: TestStrapi;
const api = () => request(app.server);

beforeAll(async () => {
  app = await startStrapi({ CMS_SEED: 'false' });
});
afterAll(async () => {
  await app?.close();
});

const savedIds = async (token: string) =>
  (await api().get('/api/auth/user').set(bearer(token))).body.data.saved_posts;

describe('saved posts', () => {
  it('when a member saves and unsaves posts, then saved_posts and the saved list follow', async () => {
    const m = await register(app);
    const first = await createPost(app, { title: 'First saved' });
    const second = await createPost(app, { title: 'Second saved', author: 'Daw Su' });

    const saved = await api().post(`/api/posts/${first.id}/saved`).set(bearer(m.access));
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      message: MESSAGES.postSaved,
      data: { saved_posts: [{ id: first.id }] },
    });
    await api().post(`/api/posts/${second.id}/saved`).set(bearer(m.access)).expect(200);
    // Saving twice keeps one entry.
    await api().post(`/api/posts/${second.id}/saved`).set(bearer(m.access)).expect(200);
    expect(await savedIds(m.access)).toEqual(
      expect.arrayContaining([{ id: first.id }, { id: second.id }]),
    );

    const list = await api().get(`/api/auth/users/${m.id}/saved-posts`).set(bearer(m.access));
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
    expect(list.body.data[0]).toEqual({
      id: second.id,
      slug: expect.any(String),
      title: 'Second saved',
      category: null,
      author: 'Daw Su',
      published_at: expect.any(String),
    });
    expectNoPrivateFields(list.body);

    const unsaved = await api().delete(`/api/posts/${first.id}/unsaved`).set(bearer(m.access));
    expect(unsaved.status).toBe(200);
    expect(unsaved.body).toEqual({
      message: MESSAGES.postUnsaved,
      data: { saved_posts: [{ id: second.id }] },
    });
  });

  it("when a member asks for another member's saved posts, then it answers 403", async () => {
    const a = await register(app);
    const b = await register(app);
    const post = await createPost(app);
    await api().post(`/api/posts/${post.id}/saved`).set(bearer(b.access)).expect(200);
    const res = await api().get(`/api/auth/users/${b.id}/saved-posts`).set(bearer(a.access));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'forbidden', message: MESSAGES.forbidden });
  });

  it('when the post is unknown or a draft, then save answers 404', async () => {
    const m = await register(app);
    const draft = (await app.strapi.documents('api::post.post' as never).create({
      data: { title: 'Draft only', slug: `draft-${Date.now()}` },
      locale: 'en',
    } as never)) as { id: number };
    for (const id of ['999999', String(draft.id), 'abc']) {
      const res = await api().post(`/api/posts/${id}/saved`).set(bearer(m.access));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'not_found', message: MESSAGES.notFound });
    }
  });

  it('when the reader republishes a saved post, then it stays in the saved list under its public id', async () => {
    const m = await register(app);
    const post = await createPost(app, { title: 'Before' });
    await api().post(`/api/posts/${post.id}/saved`).set(bearer(m.access)).expect(200);
    await app.strapi
      .documents('api::post.post' as never)
      .update({ documentId: post.documentId, locale: 'en', data: { title: 'After' } } as never);
    await app.strapi
      .documents('api::post.post' as never)
      .publish({ documentId: post.documentId, locale: 'en' } as never);
    const list = await api().get(`/api/auth/users/${m.id}/saved-posts`).set(bearer(m.access));
    expect(list.body.data.map((p: { title: string }) => p.title)).toEqual(['After']);
    expect(list.body.data[0].id).toBe(post.id);
    expect(await savedIds(m.access)).toEqual([{ id: post.id }]);
  });
});

describe('likes', () => {
  it('when a member votes twice, then the like is added and then removed', async () => {
    const a = await register(app);
    const b = await register(app);
    const post = await createPost(app);
    const first = await api().post(`/api/posts/${post.id}/votes/store`).set(bearer(a.access));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ data: [{ user_id: a.id }], liked: true });
    await api().post(`/api/posts/${post.id}/votes/store`).set(bearer(b.access)).expect(200);

    const votes = await api().get(`/api/posts/${post.id}/votes`);
    expect(votes.body.data).toEqual(expect.arrayContaining([{ user_id: a.id }, { user_id: b.id }]));

    const second = await api().post(`/api/posts/${post.id}/votes/store`).set(bearer(a.access));
    expect(second.body).toEqual({ data: [{ user_id: b.id }], liked: false });
  });

  it('when a member votes twice at once (a double click), then one like is added and one removed', async () => {
    const m = await register(app);
    const post = await createPost(app);
    const answers = await Promise.all(
      [1, 2].map(() => api().post(`/api/posts/${post.id}/votes/store`).set(bearer(m.access))),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(answers.map((r) => r.body.liked).sort()).toEqual([false, true]);
    expect((await api().get(`/api/posts/${post.id}/votes`)).body.data).toEqual([]);
  });

  it('when there is no token, then voting, saving, unsaving and the saved list answer 401 Unauthenticated.', async () => {
    const post = await createPost(app);
    const calls = [
      api().post(`/api/posts/${post.id}/votes/store`),
      api().post(`/api/posts/${post.id}/saved`),
      api().delete(`/api/posts/${post.id}/unsaved`),
      api().get('/api/auth/users/1/saved-posts'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'unauthenticated', message: MESSAGES.unauthenticated });
    }
  });
});
