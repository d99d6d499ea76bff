// The API answers the gateway handed over with the page (`<script id="first-answers">`, written by
// web/server/src/head/render.ts): the first screen paints from them without waiting for the API.
// Each serves the first screen that shows its address; later visits ask the API as usual.
import { readKey } from '@mystic/shared';
import { useEffect, useState } from 'react';

interface FirstAnswer {
  url: string;
  body: unknown;
}

/** The element's answers by address (`readKey`), kept while the element is in the page. */
let parsed: { el: Element; answers: Map<string, unknown> } | null = null;

function read(): Map<string, unknown> | null {
  const el = typeof document === 'undefined' ? null : document.getElementById('first-answers');
  if (!el) return null;
  if (parsed?.el === el) return parsed.answers;
  const answers = new Map<string, unknown>();
  try {
    const value = JSON.parse(el.textContent ?? '') as unknown;
    for (const a of Array.isArray(value) ? (value as Partial<FirstAnswer>[]) : []) {
      if (typeof a?.url === 'string' && a.body !== undefined) answers.set(readKey(a.url), a.body);
    }
  } catch {
    // Not answers: the app asks the API.
  }
  parsed = { el, answers };
  return answers;
}

/** The handed-over answer for `url`, or undefined when there is none (or it was used). */
export function firstAnswerFor<T>(url: string): T | undefined {
  return read()?.get(readKey(url)) as T | undefined;
}

/**
 * Marks the answer as used, once a screen showing it has committed (not at render: a render that
 * suspends, for a translation file say, is thrown away and rendered again).
 */
export function dropFirstAnswer(url: string): void {
  const answers = read();
  if (!answers?.delete(readKey(url))) return;
  if (answers.size === 0) {
    document.getElementById('first-answers')?.remove();
    parsed = null;
  }
}

/**
 * The answer handed over for `url` when this component first rendered with it, else undefined:
 * this mount's data for that address (kept in state so a re-render does not lose it), dropped
 * from the page once the screen showing it has committed.
 */
export function useHandedAnswer<T>(url: string | null): T | undefined {
  const [first] = useState(() => (url ? { url, data: firstAnswerFor<T>(url) } : null));
  useEffect(() => {
    if (first?.data !== undefined) dropFirstAnswer(first.url);
  }, [first]);
  return first?.url === url ? first.data : undefined;
}
