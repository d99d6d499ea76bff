// Idempotency keys for form attempts: one key per distinct content sent by a form, kept in
// sessionStorage, so a retry, a double tap or Back-and-submit-again of the same content carries
// the same key (the server then answers the booking it already made) while edited content is a
// new attempt with a new key.
const PREFIX = 'form-attempt:';

export interface Attempt {
  key: string;
  /** The content sent with this key, as JSON. */
  content: string;
  /** What the server made of it (e.g. the appointment number), once it answered. */
  result?: string;
}

function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function readAttempt(formId: string): Attempt | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + formId);
    const parsed = raw ? (JSON.parse(raw) as Partial<Attempt>) : null;
    return parsed && typeof parsed.key === 'string' && typeof parsed.content === 'string'
      ? (parsed as Attempt)
      : null;
  } catch {
    return null;
  }
}

function store(formId: string, attempt: Attempt): void {
  try {
    sessionStorage.setItem(PREFIX + formId, JSON.stringify(attempt));
  } catch {
    // Without storage each page load is a new attempt; the server's day check still guards.
  }
}

/** The attempt for sending `content` now: the stored one when the content is unchanged. */
export function attemptFor(formId: string, content: unknown): Attempt {
  const json = JSON.stringify(content);
  const stored = readAttempt(formId);
  if (stored && stored.content === json) return stored;
  const attempt = { key: randomKey(), content: json };
  store(formId, attempt);
  return attempt;
}

/** Records what the server made of an attempt. */
export function settleAttempt(formId: string, attempt: Attempt, result: string): void {
  store(formId, { ...attempt, result });
}
