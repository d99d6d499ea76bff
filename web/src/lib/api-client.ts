// The one HTTP client of the SPA (docs/architecture.md section 8): same-origin base, 10 s time-out,
// JSON, bearer access token, one refresh-and-replay on 401, errors normalised to ApiError.
import {
  endpointFor,
  pathOf,
  API_TIMEOUT_MS,
  ENDPOINTS,
  MESSAGES,
  STORAGE_KEYS,
  codeText,
  upstreamFor,
  type ApiErrorBody,
  type MessageKey,
  type RefreshAnswer,
} from '@mystic/shared';

export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]> | undefined;
  /** The code of each field message (`errors`), in the same order: what the SPA shows. */
  readonly fieldCodes: Record<string, string[]> | undefined;
  /** The server's stable reason (e.g. `day_already_held`): the text shown is chosen by it. */
  readonly code: string | undefined;
  /** The booking a refusal is about (a day the member already holds). */
  readonly appointmentNo: string | undefined;
  constructor(
    status: number,
    message: string,
    errors?: Record<string, string[]>,
    details: { code?: string; appointmentNo?: string; fieldCodes?: Record<string, string[]> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.fieldCodes = details.fieldCodes;
    this.code = details.code;
    this.appointmentNo = details.appointmentNo;
  }
}

/** 0 = network failure or time-out (no HTTP answer). */
export const NETWORK_ERROR_STATUS = 0;

export type Query = Record<string, string | number | boolean | null | undefined>;

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

// ---- tokens --------------------------------------------------------------------------------

type TokenListener = () => void;
const tokenListeners = new Set<TokenListener>();

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const tokens = {
  access: () => readStorage(STORAGE_KEYS.accessToken),
  refresh: () => readStorage(STORAGE_KEYS.refreshToken),
  set(access: string, refresh: string) {
    localStorage.setItem(STORAGE_KEYS.accessToken, access);
    localStorage.setItem(STORAGE_KEYS.refreshToken, refresh);
    tokenListeners.forEach((l) => l());
  },
  clear() {
    localStorage.removeItem(STORAGE_KEYS.accessToken);
    localStorage.removeItem(STORAGE_KEYS.refreshToken);
    tokenListeners.forEach((l) => l());
  },
  /** Called whenever tokens are stored or cleared (the session provider listens). */
  subscribe(listener: TokenListener): () => void {
    tokenListeners.add(listener);
    return () => tokenListeners.delete(listener);
  },
};

// ---- content locale ------------------------------------------------------------------------

let contentLocale: string | null = null;

/** The language switcher sets this; every CMS GET then carries `?locale=`. */
export function setContentLocale(locale: string | null): void {
  contentLocale = locale;
}
export function getContentLocale(): string | null {
  return contentLocale;
}

/** Builds `path?query`, adding the content locale to CMS reads so SWR keys differ per language. */
export function buildUrl(path: string, query?: Query, method = 'GET'): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const [pathname = path, existing = ''] = path.split('?');
  const hasLocale = params.has('locale') || new URLSearchParams(existing).has('locale');
  if (method === 'GET' && contentLocale && !hasLocale && upstreamFor(pathname) === 'cms') {
    params.set('locale', contentLocale);
  }
  const qs = params.toString();
  if (!qs) return path;
  return path + (path.includes('?') ? '&' : '?') + qs;
}

// ---- requests ------------------------------------------------------------------------------

async function parseBody(res: Response, signal?: AbortSignal): Promise<unknown> {
  const text = await readBody(() => res.text(), signal);
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown, fallback: string): ApiError {
  if (body && typeof body === 'object') {
    // Every service answers { code, message, errors?, field_codes? } (shared/src/codes.ts);
    // Strapi's own { error: { message } } is read too, for an answer that escaped the CMS's shaping.
    const b = body as Partial<ApiErrorBody> & { error?: { message?: string } };
    const message =
      (typeof b.message === 'string' && b.message) ||
      (typeof b.error?.message === 'string' && b.error.message) ||
      fallback;
    const errors = b.errors && typeof b.errors === 'object' ? b.errors : undefined;
    const fieldCodes =
      b.field_codes && typeof b.field_codes === 'object' ? b.field_codes : undefined;
    return new ApiError(status, message, errors, {
      code: typeof b.code === 'string' ? b.code : undefined,
      fieldCodes,
      appointmentNo: typeof b.appointment_no === 'string' ? b.appointment_no : undefined,
    });
  }
  return new ApiError(status, typeof body === 'string' && body ? body : fallback);
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

function networkError(timedOut: boolean): ApiError {
  return new ApiError(
    NETWORK_ERROR_STATUS,
    timedOut ? MESSAGES.requestTimedOut : MESSAGES.networkError,
    undefined,
    { code: timedOut ? 'request_timed_out' : 'network_error' },
  );
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
    const answer = (await parseBody(res)) as Partial<RefreshAnswer> | null;
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
    throw new ApiError(401, 'Unauthenticated.');
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

/**
 * The text of a code in the interface's language; the server's own text (`said`) for a code this
 * version does not know. Never chosen by the English text (issue 17).
 */
export function textOf(code: string | undefined, said: string): string {
  return codeText(code, serverTexts[contentLocale ?? 'en'] ?? MESSAGES) ?? said;
}

/** The services' texts by language: English built in; Burmese set when its bundles load (i18n.ts). */
const serverTexts: Record<string, Readonly<Record<MessageKey, string>>> = { en: MESSAGES };

export function setServerTexts(locale: string, texts: Readonly<Record<MessageKey, string>>): void {
  serverTexts[locale] = texts;
}

/**
 * The message to show for any thrown value, preferring the server's (docs/product.md section 8), in the
 * interface's language by its code.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && error.status !== NETWORK_ERROR_STATUS) {
    return textOf(error.code, error.message);
  }
  // Offline, the screen says there is no connection (issue 38): "try again" alone sent a member
  // round in circles. A request lost while the browser is online keeps the screen's default.
  if (
    error instanceof ApiError &&
    error.status === NETWORK_ERROR_STATUS &&
    error.code &&
    typeof navigator !== 'undefined' &&
    !navigator.onLine
  ) {
    return textOf(error.code, error.message);
  }
  return fallback;
}

/**
 * Puts the first server message of each known field on that form field (docs/product.md
 * section 5). Returns true when at least one message was placed, so the caller can show the
 * general message otherwise.
 */
export function placeFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (field: F, value: { type: string; message: string }) => void,
): boolean {
  if (!(error instanceof ApiError) || !error.errors) return false;
  let placed = false;
  for (const field of fields) {
    const first = error.errors[field]?.[0];
    if (first) {
      // The code is the error's type: the form shows the text for it (useMessageText).
      setError(field, { type: error.fieldCodes?.[field]?.[0] ?? 'server', message: first });
      placed = true;
    }
  }
  return placed;
}
