// Sending a request (docs/architecture.md section 8): same-origin, 10 s time-out, JSON, the
// bearer access token, one refresh-and-replay on 401, every failure an ApiError.
import { API_TIMEOUT_MS, ENDPOINTS, endpointFor, pathOf, type AnswerOf } from '@mystic/shared';
import { ApiError, networkError, toApiError } from './errors';
import { buildUrl, type Query } from './locale';
import { tokens } from './tokens';

export interface RequestOptions {
  query?: Query;
  /** JSON-serialisable body, or FormData for multipart uploads. */
  body?: unknown;
  /**
   * 'optional' (default): send the token when there is one; if the session cannot be refreshed,
   * replay once without it. 'required': the call is meaningless without a session.
   * 'none': never send a token.
   */
  auth?: 'optional' | 'required' | 'none';
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** 'blob' answers the body as a Blob (an image behind the session); errors stay JSON. */
  as?: 'json' | 'blob';
}

async function parseBody(res: Response, signal?: AbortSignal): Promise<unknown> {
  const text = await readBody(() => res.text(), signal);
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send(
  method: string,
  url: string,
  options: RequestOptions,
  token: string | null,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;

  const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    return await fetch(url, { method, headers, body, signal, credentials: 'same-origin' });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw networkError(timeout.aborted);
  }
}

/**
 * Reads an answer's body. A connection cut mid-body (offline, or the page navigating away) is a
 * network error like one cut before the headers: it says nothing about the session, so nothing
 * downstream may take it for a refusal and end the login.
 */
async function readBody<T>(read: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError(false);
  }
}

// Several calls may get a 401 at once; they share one refresh.
let refreshing: Promise<string | null> | null = null;

async function refreshAccessToken(): Promise<string | null> {
  const refreshToken = tokens.refresh();
  if (!refreshToken) return null;
  // A refusal ends the session (null); a refresh that could not reach the server, or whose answer
  // was cut off, throws the network error instead, and the tokens stay for the next attempt.
  refreshing ??= (async () => {
    const res = await send(
      'POST',
      pathOf('refreshToken'),
      { body: { refresh_token: refreshToken }, auth: 'none' },
      null,
    );
    if (!res.ok) return null;
    const answer = (await parseBody(res)) as Partial<AnswerOf<'refreshToken'>> | null;
    if (!answer?.token) return null;
    tokens.set(answer.token, answer.refreshToken ?? refreshToken);
    return answer.token;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * A content read (the endpoint table's `cacheable`: every visitor gets the same answer) goes
 * without the member's token. So the gateway's cache answers it for members too, and the service
 * worker keeps it with the public answers, not with the member's: those are dropped at logout, and
 * a home page loading while a logout was under way put its lists among them after the drop.
 */
function isContentRead(method: string, path: string): boolean {
  if (method !== 'GET') return false;
  const name = endpointFor(method, path.split('?')[0] ?? path);
  return name !== null && ENDPOINTS[name].cacheable;
}

export async function request<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const auth = isContentRead(method, path) ? 'none' : (options.auth ?? 'optional');
  const url = buildUrl(path, options.query, method);
  const token = auth === 'none' ? null : tokens.access();
  if (auth === 'required' && !token && !tokens.refresh()) {
    throw new ApiError(401, 'Unauthenticated.', undefined, { code: 'unauthenticated' });
  }

  let res = await send(method, url, options, token);
  if (res.status === 401 && auth !== 'none' && (token || tokens.refresh())) {
    // Another call may have refreshed while this one was in flight: use its token.
    const current = tokens.access();
    const fresh = current && current !== token ? current : await refreshAccessToken();
    if (fresh) {
      res = await send(method, url, options, fresh);
    } else {
      tokens.clear();
      if (auth === 'optional') res = await send(method, url, options, null);
    }
  }

  if (res.ok && options.as === 'blob')
    return (await readBody(() => res.blob(), options.signal)) as T;
  const body = await parseBody(res, options.signal);
  // No message from the server: an empty one, so each screen shows its own (translated) default.
  if (!res.ok) throw toApiError(res.status, body, '');
  return body as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  /** GETs a file the session may see (e.g. a payment proof) as a Blob. */
  blob: (path: string, options?: Omit<RequestOptions, 'body' | 'as'>) =>
    request<Blob>('GET', path, { ...options, as: 'blob' }),
};
