// Error and message codes (issue 17, issue 40): every answer a service gives a person carries a
// stable `code` beside its English `message`. A service throws and answers with a code; the
// texts are looked up FROM the code (MESSAGES, MESSAGES_MY), never a code from a text. A code is
// its MESSAGES key in snake_case, unless named below.
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

/** The code of one message key. */
export type CodeOf<K extends MessageKey> = K extends keyof typeof NAMED
  ? (typeof NAMED)[K]
  : Snake<K>;

export type MessageCode = { [K in MessageKey]: CodeOf<K> }[MessageKey] | keyof typeof ALIASES;

/** Each field's errors as codes, `{ field: [code] }`, first error first. */
export type FieldCodes = Record<string, MessageCode[]>;

export const MESSAGE_KEYS = Object.keys(MESSAGES) as MessageKey[];

/** The code of a message: `dayFull` → `day_full`. */
export function messageCode<K extends MessageKey>(key: K): CodeOf<K> {
  const named = (NAMED as Partial<Record<MessageKey, MessageCode>>)[key];
  return (named ?? key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)) as CodeOf<K>;
}

/**
 * Every message's code by its key (`CODES.dayFull` is `'day_full'`): what schemas put as their
 * issue messages and services throw, so a text is only ever looked up from a code.
 */
export const CODES = Object.fromEntries(MESSAGE_KEYS.map((key) => [key, messageCode(key)])) as {
  readonly [K in MessageKey]: CodeOf<K>;
};

const keyByCode = new Map<string, MessageKey>([
  ...MESSAGE_KEYS.map((key) => [messageCode(key), key] as const),
  ...Object.entries(ALIASES),
]);

/** Every code a service may answer with. */
export const MESSAGE_CODES: readonly MessageCode[] = [...keyByCode.keys()] as MessageCode[];

/** The MESSAGES key a code names, or undefined for a code this version does not know. */
export function messageKeyOf(code: string | undefined | null): MessageKey | undefined {
  return code ? keyByCode.get(code) : undefined;
}

/** True for a code of this vocabulary (a string from a schema's issue, a body's `code`). */
export function isMessageCode(code: unknown): code is MessageCode {
  return typeof code === 'string' && keyByCode.has(code);
}

/** A code's text in `texts` (MESSAGES or a translation of it); undefined for an unknown code. */
export function codeText(
  code: string | undefined | null,
  texts: { readonly [K in MessageKey]: string },
): string | undefined {
  const key = messageKeyOf(code);
  return key ? texts[key] : undefined;
}

/** A code's English text (what `message` and `errors` say on the wire). */
export const englishText = (code: MessageCode): string => MESSAGES[messageKeyOf(code)!];

/** The code for a status when the error is not one of ours (a framework's own). */
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

/** `{ field: [code] }` → `{ field: [English text] }`, in the same order. */
export function fieldTexts(codes: FieldCodes): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(codes)) out[field] = list.map(englishText);
  return out;
}

/**
 * The one error body of every service: `{ code, message, errors?, field_codes? }`, built from
 * codes. `message` and `errors` are the codes' English texts (clients translate by the codes);
 * `said` replaces the message only for a text that is not one of ours (a framework's own).
 */
export function errorBody(
  status: number,
  code: MessageCode = codeForStatus(status),
  options: { errors?: FieldCodes; said?: string; appointment_no?: string } = {},
): ApiErrorBody {
  const body: ApiErrorBody = { code, message: options.said ?? englishText(code) };
  if (options.appointment_no) body.appointment_no = options.appointment_no;
  if (options.errors) {
    body.errors = fieldTexts(options.errors);
    body.field_codes = options.errors;
  }
  return body;
}
