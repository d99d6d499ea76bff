// @vitest-environment jsdom
import { STORAGE_KEYS } from '@mystic/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, buildUrl, setContentLocale, tokens } from './api-client';

type Call = { url: string; auth: string | null; body: unknown };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fake server: `handler` answers each call; every call is recorded. */
function fakeFetch(handler: (call: Call, n: number) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      const call = {
        url,
        auth: headers.Authorization ?? null,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return handler(call, calls.length);
    }),
  );
  return calls;
}

beforeEach(() => setContentLocale(null));
afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('when a token is stored, then calls carry it as a bearer token', async () => {
    tokens.set('access-1', 'refresh-1');
    const calls = fakeFetch(() => json(200, { data: { id: 1 } }));
    await expect(api.get('/api/auth/user')).resolves.toEqual({ data: { id: 1 } });
    expect(calls[0]!.auth).toBe('Bearer access-1');
  });

  it('when a member reads public content, then it goes without the token (the same answer for everyone)', async () => {
    tokens.set('access-1', 'refresh-1');
    const calls = fakeFetch(() => json(200, { data: [] }));
    await api.get('/api/posts-list', { query: { page: 1 } });
    await api.get('/api/posts-list/a-post');
    await api.get('/api/zodiacs-list');
    expect(calls.map((c) => c.auth)).toEqual([null, null, null]);
    // A member's own reads, and a write to a public route, still carry it.
    await api.get('/api/auth/users/1/saved-posts');
    await api.post('/api/posts-list/a-post/view');
    expect(calls.slice(3).map((c) => c.auth)).toEqual(['Bearer access-1', 'Bearer access-1']);
  });

  it('when a call gets 401, then the refresh token is posted once and the call replayed with the new token', async () => {
    tokens.set('old', 'refresh-1');
    const calls = fakeFetch((call) => {
      if (call.url === '/api/refresh-token')
        return json(200, { token: 'new', refreshToken: 'refresh-2' });
      return call.auth === 'Bearer new'
        ? json(200, { data: 'ok' })
        : json(401, { message: 'Unauthenticated.' });
    });
    await expect(api.get('/api/auth/user')).resolves.toEqual({ data: 'ok' });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/auth/user',
      '/api/refresh-token',
      '/api/auth/user',
    ]);
    expect(calls[1]!.body).toEqual({ refresh_token: 'refresh-1' });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('new');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });

  it('when two calls get 401 together, then they share one refresh', async () => {
    tokens.set('old', 'refresh-1');
    const calls = fakeFetch((call) => {
      if (call.url === '/api/refresh-token') return json(200, { token: 'new', refreshToken: 'r2' });
      return call.auth === 'Bearer new'
        ? json(200, {})
        : json(401, { message: 'Unauthenticated.' });
    });
    await Promise.all([api.get('/api/auth/user'), api.get('/api/auth/users/1/saved-posts')]);
    expect(calls.filter((c) => c.url === '/api/refresh-token')).toHaveLength(1);
  });

  it('when the refresh fails, then the tokens are cleared and the 401 is thrown', async () => {
    tokens.set('old', 'refresh-1');
    fakeFetch(() => json(401, { message: 'Unauthenticated.' }));
    const error = await api.get('/api/auth/user', { auth: 'required' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('when the connection is cut mid-answer (a navigation, going offline), then it is a network error and the tokens stay', async () => {
    tokens.set('access-1', 'refresh-1');
    fakeFetch(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"data":'));
              controller.error(new TypeError('network error'));
            },
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    const error = await api.get('/api/auth/user', { auth: 'required' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect((error as ApiError).code).toBe('network_error');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-1');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
  });

  it('when the refresh cannot reach the server, then it is a network error and the tokens stay', async () => {
    tokens.set('old', 'refresh-1');
    fakeFetch((call) => {
      if (call.url === '/api/refresh-token') throw new TypeError('Failed to fetch');
      return json(401, { message: 'Unauthenticated.' });
    });
    const error = await api.get('/api/auth/user', { auth: 'required' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('old');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
  });

  it('when a public read fails with a dead session, then it is replayed without a token', async () => {
    tokens.set('old', 'refresh-1');
    const calls = fakeFetch((call) =>
      call.url.startsWith('/api/posts-list') && !call.auth
        ? json(200, { data: [] })
        : json(401, {}),
    );
    await expect(api.get('/api/posts-list')).resolves.toEqual({ data: [] });
    expect(calls.at(-1)!.auth).toBeNull();
  });

  it('when the server answers an error, then it is normalised to status, message and field errors', async () => {
    fakeFetch(() =>
      json(422, { message: 'The given data was invalid.', errors: { email: ['Invalid email'] } }),
    );
    const error = (await api.post('/api/send-feedback', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({
      status: 422,
      message: 'The given data was invalid.',
      errors: { email: ['Invalid email'] },
    });
  });

  it('when Strapi answers its own error shape, then its message is used', async () => {
    fakeFetch(() => json(404, { data: null, error: { status: 404, message: 'Not Found' } }));
    await expect(api.get('/api/nothing')).rejects.toMatchObject({
      status: 404,
      message: 'Not Found',
    });
  });

  it('when the network fails, then the error has status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/api/get-info')).rejects.toMatchObject({ status: 0 });
  });

  it('when a content language is set, then content reads carry ?locale= and booking calls do not', () => {
    setContentLocale('my');
    expect(buildUrl('/api/posts-list', { page: 2, category: undefined })).toBe(
      '/api/posts-list?page=2&locale=my',
    );
    expect(buildUrl('/api/posts-list?locale=en')).toBe('/api/posts-list?locale=en');
    expect(buildUrl('/api/auth/appointments/bookings/full-days')).toBe(
      '/api/auth/appointments/bookings/full-days',
    );
    expect(buildUrl('/api/send-feedback', undefined, 'POST')).toBe('/api/send-feedback');
  });
});
