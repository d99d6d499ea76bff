// @vitest-environment jsdom
import { STORAGE_KEYS } from '@mystic/shared';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { SessionProvider, useSession } from './session';

vi.mock('@/components/spinner', () => ({
  FullScreenSpinner: () => <p>spinner</p>,
}));
vi.mock('@/sw/cache-names', () => ({ clearPrivateCaches: async () => {} }));

const USER = { id: 7, username: 'thiri', name: 'thiri', email: 't@example.com', role: 'User' };

function Probe() {
  const { status, user, hasToken } = useSession();
  return <p>{`${status}|${user?.username ?? '-'}|${hasToken}`}</p>;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function signIn() {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'access');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh');
}

afterEach(() => vi.unstubAllGlobals());

describe('session bootstrap', () => {
  it('when no token is stored, then the visitor is a guest without any call', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByText('guest|-|false')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('when the user answers, then the spinner gives way to the member', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { data: USER })),
    );
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByText('spinner')).toBeTruthy();
    await screen.findByText('authenticated|thiri|true');
  });

  it('when the access token is refused and the refresh fails, then the tokens are cleared', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('refresh-token')
          ? json(401, { message: 'The refresh token is invalid or has expired.' })
          : json(401, { message: 'Unauthenticated.' }),
      ),
    );
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await screen.findByText('guest|-|false');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('when the connection fails, then the visitor is a guest for now and the tokens stay', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await screen.findByText('guest|-|false');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh');
  });

  it('when the access token is refused once, then one refresh replays the call', async () => {
    signIn();
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      if (url.includes('refresh-token')) return json(200, { token: 'new', refreshToken: 'r2' });
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new' ? json(200, { data: USER }) : json(401, {});
    });
    vi.stubGlobal('fetch', fetch);
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await screen.findByText('authenticated|thiri|true');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('new');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('when the user takes over 3 s, then waiting stops as a guest and a late answer signs in', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () => new Promise<Response>((r) => setTimeout(() => r(json(200, { data: USER })), 3600)),
      ),
    );
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    // Logged out after 3 s, with the tokens counted as absent so the guards agree.
    await waitFor(() => screen.getByText('guest|-|false'), { timeout: 3400 });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access');
    await screen.findByText('authenticated|thiri|true', {}, { timeout: 2000 });
  }, 10_000);
});

describe('login and register', () => {
  function Register({ onFailure }: { onFailure: (e: unknown) => void }) {
    const { register, login, error, status } = useSession();
    const input = { username: 'thiri', email: 't@example.com', password: 'Secret123' };
    return (
      <>
        <p>{`${status}|${error ?? '-'}`}</p>
        <button
          type="button"
          onClick={() =>
            register({ ...input, password_confirmation: input.password }).catch(onFailure)
          }
        >
          register
        </button>
        <button
          type="button"
          onClick={() =>
            login({ credentials: 'thiri', password: 'x', acceptTerms: true }).catch(onFailure)
          }
        >
          login
        </button>
      </>
    );
  }

  it("when register fails without a message, then the state keeps 'Register failed' and the error thrown has no message", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 500 })));
    const failures: unknown[] = [];
    render(
      <SessionProvider>
        <Register onFailure={(e) => failures.push(e)} />
      </SessionProvider>,
    );
    screen.getByRole('button', { name: 'register' }).click();
    await screen.findByText('guest|Register failed');
    // The form then shows its own default (register-form.test.ts).
    expect(failures[0]).toBeInstanceOf(ApiError);
    expect((failures[0] as ApiError).message).toBe('');
  });

  it("when register or login fails with the server's message, then the state keeps that message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(403, { message: 'Registration is currently closed.' })),
    );
    const failures: unknown[] = [];
    render(
      <SessionProvider>
        <Register onFailure={(e) => failures.push(e)} />
      </SessionProvider>,
    );
    screen.getByRole('button', { name: 'register' }).click();
    await screen.findByText('guest|Registration is currently closed.');
    expect((failures[0] as ApiError).message).toBe('Registration is currently closed.');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { code: 403 })),
    );
    screen.getByRole('button', { name: 'login' }).click();
    await screen.findByText('guest|Login failed');
  });

  it('when register succeeds, then the member is signed in and the error is gone', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(201, { user: USER, access_token: 'a', refresh_token: 'r' })),
    );
    render(
      <SessionProvider>
        <Register onFailure={() => undefined} />
      </SessionProvider>,
    );
    screen.getByRole('button', { name: 'register' }).click();
    await screen.findByText('authenticated|-');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('a');
  });
});
