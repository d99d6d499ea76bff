// What an error says to the person, in the interface's language, chosen by its code (issue 17):
// never by the English text.
import { MESSAGES, codeText, type MessageKey } from '@mystic/shared';
import { ApiError, NETWORK_ERROR_STATUS } from './errors';
import { getContentLocale } from './locale';

/** The services' texts by language: English built in; Burmese set when its bundles load (i18n.ts). */
const serverTexts: Record<string, Readonly<Record<MessageKey, string>>> = { en: MESSAGES };

export function setServerTexts(locale: string, texts: Readonly<Record<MessageKey, string>>): void {
  serverTexts[locale] = texts;
}

/**
 * The text of a code in the interface's language; the server's own text (`said`) for a code this
 * version does not know.
 */
export function textOf(code: string | undefined, said: string): string {
  return codeText(code, serverTexts[getContentLocale() ?? 'en'] ?? MESSAGES) ?? said;
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
