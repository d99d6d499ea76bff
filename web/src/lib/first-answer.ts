// The API answer the gateway handed over with the page (`<script id="first-answer">`, written by
// web/server/src/head/render.ts): a shared post link paints from it without waiting for the API.
// It serves the first screen that shows its address; later visits ask the API as usual.

interface FirstAnswer {
  url: string;
  body: unknown;
}

/** The element's parsed content, kept while the element is in the page. */
let parsed: { el: Element; answer: FirstAnswer | null } | null = null;

function read(): FirstAnswer | null {
  const el = typeof document === 'undefined' ? null : document.getElementById('first-answer');
  if (!el) return null;
  if (parsed?.el === el) return parsed.answer;
  let answer: FirstAnswer | null = null;
  try {
    const value = JSON.parse(el.textContent ?? '') as Partial<FirstAnswer>;
    if (typeof value.url === 'string' && value.body !== undefined) {
      answer = { url: value.url, body: value.body };
    }
  } catch {
    // Not an answer: the app asks the API.
  }
  parsed = { el, answer };
  return answer;
}

/** The handed-over answer for `url`, or undefined when there is none (or it was used). */
export function firstAnswerFor<T>(url: string): T | undefined {
  const answer = read();
  return answer?.url === url ? (answer.body as T) : undefined;
}

/**
 * Marks the answer as used, once a screen showing it has committed (not at render: a render that
 * suspends, for a translation file say, is thrown away and rendered again).
 */
export function dropFirstAnswer(url: string): void {
  if (read()?.url !== url) return;
  document.getElementById('first-answer')?.remove();
  parsed = null;
}
