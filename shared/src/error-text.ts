// What a failed answer says to a person, in their language (issue 17): clients other than the SPA
// (the CMS's booking desk) read a body's codes here, so every side translates by the same rule.
import { codeForStatus, codeText } from './codes.js';
import type { ApiErrorBody } from './errors.js';
import { MESSAGES } from './messages.js';
import { MESSAGES_MY } from './messages-my.js';

/** The text of a code in a language; undefined for an unknown code. */
export function messageText(code: string | undefined | null, locale: string): string | undefined {
  return codeText(code, locale === 'my' ? MESSAGES_MY : MESSAGES);
}

/** Whatever a failed answer carried: one of our bodies, part of one, or nothing. */
export type ErrorBodyLike = Partial<ApiErrorBody> | null | undefined;

/**
 * The text of a failed answer: its code's text; the message as it came for a code this version
 * does not know (or no code); the status's text when the answer carried no message at all.
 */
export function errorText(
  body: ErrorBodyLike,
  locale: string,
  status?: number,
): string | undefined {
  const known = messageText(body?.code, locale);
  if (known) return known;
  if (body?.message) return body.message;
  return status ? messageText(codeForStatus(status), locale) : undefined;
}

/** Each field's errors in a language: by its code, else the message as it came. */
export function fieldErrorTexts(body: ErrorBodyLike, locale: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(body?.errors ?? {})) {
    const codes = body?.field_codes?.[field] ?? [];
    out[field] = messages.map((said, i) => messageText(codes[i], locale) ?? said);
  }
  return out;
}
