// Error and message codes (issue 17): every answer a service gives a person carries a stable
// `code` beside its English `message`; clients show the text for the code in their language
// (MESSAGES, MESSAGES_MY). A code is its MESSAGES key in snake_case, unless named below.
import type { ApiErrorBody } from './errors.js';
import { MESSAGES, type MessageKey } from './messages.js';

type Snake<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${Snake<T>}`
  : S;

/** Codes that are older than this table and that clients already act on. */
const NAMED = { paymentAlreadyConfirmed: 'already_paid' } as const;

/** Other codes a service answers with, for one of the messages. */
const ALIASES = { booking_unavailable: 'serviceUnavailable' } as const satisfies Record<
  string,
  MessageKey
>;

export type MessageCode =
  | { [K in MessageKey]: K extends keyof typeof NAMED ? (typeof NAMED)[K] : Snake<K> }[MessageKey]
  | keyof typeof ALIASES;

export const MESSAGE_KEYS = Object.keys(MESSAGES) as MessageKey[];

/** The code of a message: `dayFull` → `day_full`. */
export function messageCode<K extends MessageKey>(key: K): MessageCode {
  const named = (NAMED as Partial<Record<MessageKey, MessageCode>>)[key];
  return named ?? (key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as MessageCode);
}

const keyByCode = new Map<string, MessageKey>([
  ...MESSAGE_KEYS.map((key) => [messageCode(key), key] as const),
  ...Object.entries(ALIASES),
]);
// Messages are unique texts but for a few twins (two 'Must be a valid email'): the first wins.
const keyByText = new Map<string, MessageKey>();
for (const key of [...MESSAGE_KEYS].reverse()) keyByText.set(MESSAGES[key], key);

/** Every code a service may answer with. */
export const MESSAGE_CODES: readonly MessageCode[] = [...keyByCode.keys()] as MessageCode[];

/** The MESSAGES key a code names, or undefined for a code this version does not know. */
export function messageKeyOf(code: string | undefined | null): MessageKey | undefined {
  return code ? keyByCode.get(code) : undefined;
}

/** A code's text in `texts` (MESSAGES or a translation of it); undefined for an unknown code. */
export function codeText(
  code: string | undefined | null,
  texts: { readonly [K in MessageKey]: string },
): string | undefined {
  const key = messageKeyOf(code);
  return key ? texts[key] : undefined;
}

/**
 * The code of a MESSAGES text. Zod issues carry only their text, so this one lookup turns a
 * schema's message back into its code (servers for `field_codes`, the SPA for its own checks).
 */
export function codeOfMessage(text: string): MessageCode | undefined {
  const key = keyByText.get(text);
  return key ? messageCode(key) : undefined;
}

/** The code for a status when a message is not one of ours (a framework's own text). */
export function codeForStatus(status: number): MessageCode {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 413:
      return 'request_too_large';
    case 415:
      return 'content_type_unsupported';
    case 416:
      return 'range_not_satisfiable';
    case 422:
      return 'validation_failed';
    case 429:
      return 'too_many_requests';
    case 502:
    case 503:
      return 'service_unavailable';
    case 504:
      return 'service_too_slow';
    default:
      return status >= 500 ? 'server_error' : 'request_not_processed';
  }
}

/** `{ field: [message] }` → `{ field: [code] }`, in the same order. */
export function fieldCodes(
  errors: Record<string, string[]>,
  fallback: MessageCode = 'validation_failed',
): Record<string, MessageCode[]> {
  const out: Record<string, MessageCode[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    out[field] = messages.map((m) => codeOfMessage(m) ?? fallback);
  }
  return out;
}

/**
 * The one error body of every service: `{ code, message, errors?, field_codes? }`. The code is
 * the one given, else the message's own, else the fallback, else the status's.
 */
export function errorBody(
  status: number,
  message: string,
  options: {
    errors?: Record<string, string[]>;
    code?: string;
    /** The code when the message is not one of ours (and names a message itself). */
    fallback?: string;
    appointment_no?: string;
  } = {},
): ApiErrorBody {
  const fallback = messageKeyOf(options.fallback) ? options.fallback : undefined;
  const code = options.code ?? codeOfMessage(message) ?? fallback ?? codeForStatus(status);
  const body: ApiErrorBody = { code, message };
  if (options.appointment_no) body.appointment_no = options.appointment_no;
  if (options.errors) {
    body.errors = options.errors;
    body.field_codes = fieldCodes(options.errors);
  }
  return body;
}
