// The member session (docs/product.md section 4 and docs/architecture.md section 3): tokens in
// localStorage, the current user fetched at start with a 3 s limit behind a full-screen spinner,
// and the login/register/logout calls.
import { AUTH_BOOTSTRAP_TIMEOUT_MS, type AuthAnswer, type BodyOf, type User } from '@mystic/shared';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { ApiError, NETWORK_ERROR_STATUS, call, errorMessage, tokens } from './api-client';
import { FullScreenSpinner } from '@/components/spinner';
import { pageFromServer } from './server-rendered';

export type SessionStatus = 'loading' | 'authenticated' | 'guest';

export interface LoginInput {
  credentials: string;
  password: string;
  acceptTerms: boolean;
}
export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/**
 * docs/product.md section 8: what the user state keeps when login or register fails without a
 * message.
 */
export const LOGIN_FAILED = 'Login failed';
export const REGISTER_FAILED = 'Register failed';

export interface Session {
  status: SessionStatus;
  user: User | null;
  /** Why the last login or register failed (the server's message, else the default); null after success. */
  error: string | null;
  /** True while an access token is stored (the guest-only guard reads this). */
  hasToken: boolean;
  login(input: LoginInput): Promise<User>;
  register(input: RegisterInput): Promise<User>;
  logout(): Promise<void>;
  /** Re-reads the current user (after booking, profile or avatar changes). */
  refreshUser(): Promise<User | null>;
  setUser(user: User): void;
}

const SessionContext = createContext<Session | null>(null);

const deviceName = () => (typeof navigator !== 'undefined' ? navigator.userAgent : 'browser');

export async function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  const answer = await call('me', {}, { auth: 'required', signal });
  return answer.data;
}

function storeAuth(answer: AuthAnswer): User {
  // docs/architecture.md section 3: an answer with code 403, or without tokens, is a failure.
  // Without a message the error has none either: the form shows its own default, the state keeps
  // the spec's.
  const a = answer as AuthAnswer & { code?: number; message?: string };
  if (!a?.access_token || !a.user || a.code === 403) {
    throw new ApiError(a?.code ?? 400, a?.message || '');
  }
  tokens.set(a.access_token, a.refresh_token);
  return a.user;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<User | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [hasToken, setHasToken] = useState(() => Boolean(tokens.access() || tokens.refresh()));
  const [status, setStatus] = useState<SessionStatus>(() => (hasToken ? 'loading' : 'guest'));
  // A page the server rendered stays on screen while a member's session is checked: it was
  // rendered for a guest, and hydration renders the same (the header shows the member once known).
  const [keepPage] = useState(pageFromServer);

  // Bootstrap: no tokens → guest; otherwise fetch the user behind the spinner for at most 3 s.
  // After 3 s the visitor is shown as logged out and waiting stops, but on a slow network the
  // request carries on (up to the client's 10 s limit): a late answer still signs the member in,
  // a refusal clears the tokens. Until then the tokens count as absent, so the guards agree.
  const bootstrapPending = useRef(false);
  useEffect(() => {
    if (status !== 'loading') return;
    const controller = new AbortController();
    bootstrapPending.current = true;
    const timer = setTimeout(() => {
      if (!bootstrapPending.current) return;
      setHasToken(false);
      setStatus('guest');
    }, AUTH_BOOTSTRAP_TIMEOUT_MS);
    fetchCurrentUser(controller.signal)
      .then((u) => {
        if (!bootstrapPending.current) return; // a login or logout came first
        setUserState(u);
        setHasToken(Boolean(tokens.access() || tokens.refresh()));
        setStatus('authenticated');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || !bootstrapPending.current) return; // unmounted
        bootstrapPending.current = false;
        // A failed connection (offline, or a reload cutting the request off) says nothing about
        // the session: log out for now but keep the tokens, so the next start asks again.
        if (error instanceof ApiError && error.status === NETWORK_ERROR_STATUS) setHasToken(false);
        else tokens.clear();
        setUserState(null);
        setStatus('guest');
      })
      .finally(() => {
        if (!controller.signal.aborted) bootstrapPending.current = false;
        clearTimeout(timer);
      });
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // Runs once at start; later changes go through login/logout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The api client clears tokens when a refresh fails: the session ends with them.
  useEffect(
    () =>
      tokens.subscribe(() => {
        const present = Boolean(tokens.access() || tokens.refresh());
        setHasToken(present && !bootstrapPending.current);
        if (!present) {
          setUserState(null);
          setStatus((s) => (s === 'loading' ? s : 'guest'));
        }
      }),
    [],
  );

  // Login and register: succeeded with the user, or failed with the user cleared and the message
  // kept (the server's, else the default); the error is thrown on for the form to show.
  const authenticate = useCallback(
    async <N extends 'login' | 'register'>(
      name: N,
      // The form's values; the service holds them to the body's schema.
      payload: object,
      defaultError: string,
    ): Promise<User> => {
      try {
        const body = { ...payload, device_name: deviceName() } as BodyOf<N>;
        const answer = await call<'login' | 'register'>(name, { body }, { auth: 'none' });
        bootstrapPending.current = false;
        const u = storeAuth(answer);
        setUserState(u);
        setError(null);
        setStatus('authenticated');
        return u;
      } catch (failure) {
        setUserState(null);
        setError(errorMessage(failure, defaultError));
        throw failure;
      }
    },
    [],
  );
  const login = useCallback(
    (input: LoginInput) => authenticate('login', input, LOGIN_FAILED),
    [authenticate],
  );
  const register = useCallback(
    (input: RegisterInput) => authenticate('register', input, REGISTER_FAILED),
    [authenticate],
  );

  const logout = useCallback(async () => {
    bootstrapPending.current = false;
    try {
      await call('logout', {}, { auth: 'required' });
    } catch (error) {
      // docs/product.md section 8: a logout failure is only logged; the local session ends anyway.
      console.warn('Logout failed', error);
    }
    tokens.clear();
    // The service worker's cache of this member's answers. Its rules load only now: they are
    // not part of any page's first load (the home page's weight budget).
    void import('@/sw/cache-names').then(({ clearPrivateCaches }) => clearPrivateCaches());
    setUserState(null);
    setError(null);
    setStatus('guest');
  }, []);

  const refreshUser = useCallback(async () => {
    try {
      const u = await fetchCurrentUser();
      setUserState(u);
      return u;
    } catch (error) {
      console.warn('Failed to update user info', error);
      return null;
    }
  }, []);

  const setUser = useCallback((u: User) => setUserState(u), []);

  const value = useMemo<Session>(
    () => ({ status, user, error, hasToken, login, register, logout, refreshUser, setUser }),
    [status, user, error, hasToken, login, register, logout, refreshUser, setUser],
  );

  return (
    <SessionContext.Provider value={value}>
      {status === 'loading' && !keepPage ? <FullScreenSpinner /> : children}
    </SessionContext.Provider>
  );
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
