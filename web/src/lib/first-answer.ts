// The API answers of the first screen, handed from the server's render to the browser's: the
// gateway reads the reads the page declares (shared's `firstScreenReads`), the server render
// (web/src/entry-server.tsx) shows them through `setServerHandover`, and the page carries them in
// `<script id="first-answers">` (web/server/src/head/render.ts), so hydration renders the same
// data without asking the API. Each serves the first screen that shows its address; later visits
// ask the API as usual. An entry `{ url, missing: true }` is the CMS's 404 (an unknown post): the
// page renders its not-found state on both sides.
import { readKey } from '@mystic/shared';
import { useEffect, useState } from 'react';
import { whenHydrated } from './server-rendered';

export interface FirstAnswer {
  url: string;
  body?: unknown;
  /** The CMS answered 404 for `url`. */
  missing?: true;
}

/** What stands for a 404 in the map (a body is never this object). */
const MISSING = Object.freeze({ missing: true });

/** The server render's answers and data blocks (one render at a time, entry-server.tsx). */
let server: { answers: Map<string, unknown>; blocks: Map<string, string> } | null = null;

function toMap(list: readonly Partial<FirstAnswer>[]): Map<string, unknown> {
  const answers = new Map<string, unknown>();
  for (const a of list) {
    if (typeof a?.url !== 'string') continue;
    if (a.missing) answers.set(readKey(a.url), MISSING);
    else if (a.body !== undefined) answers.set(readKey(a.url), a.body);
  }
  return answers;
}

/** The server render's handover: its answers and the page's data blocks by element id. */
export function setServerHandover(
  handover: { answers: readonly FirstAnswer[]; blocks?: Record<string, string> } | null,
): void {
  server = handover && {
    answers: toMap(handover.answers),
    blocks: new Map(Object.entries(handover.blocks ?? {})),
  };
}

/** The text of a data block the gateway writes into the page (`<script id=…>`), either side. */
export function handedBlock(id: string): string | null {
  if (typeof document === 'undefined') return server?.blocks.get(id) ?? null;
  return document.getElementById(id)?.textContent ?? null;
}

/** The element's answers by address (`readKey`), kept while the element is in the page. */
let parsed: { el: Element; answers: Map<string, unknown> } | null = null;

function read(): Map<string, unknown> | null {
  if (typeof document === 'undefined') return server?.answers ?? null;
  const el = document.getElementById('first-answers');
  if (!el) return null;
  if (parsed?.el === el) return parsed.answers;
  let answers = new Map<string, unknown>();
  try {
    const value = JSON.parse(el.textContent ?? '') as unknown;
    answers = toMap(Array.isArray(value) ? (value as Partial<FirstAnswer>[]) : []);
  } catch {
    // Not answers: the app asks the API.
  }
  parsed = { el, answers };
  return answers;
}

/** The handed-over answer for `url`, or undefined when there is none (or it was used). */
export function firstAnswerFor<T>(url: string): T | undefined {
  const found = read()?.get(readKey(url));
  return found === MISSING ? undefined : (found as T | undefined);
}

/** Whether the server was told `url` is unknown (404), and the mark is not used yet. */
export function firstAnswerMissing(url: string): boolean {
  return read()?.get(readKey(url)) === MISSING;
}

/**
 * Marks the answer as used, once a screen showing it has committed (not at render: a render that
 * suspends, for a translation file say, is thrown away and rendered again).
 */
export function dropFirstAnswer(url: string): void {
  if (typeof document === 'undefined') return;
  // Not while the server's page is hydrated: the screen's pass comes after the layout's.
  whenHydrated(() => drop(url));
}

function drop(url: string): void {
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
 * from the page once the screen showing it has committed. `missing` is the server's 404 for it.
 */
export function useHandedAnswer<T>(url: string | null): T | undefined {
  return useHandover<T>(url).data;
}

export function useHandover<T>(url: string | null): { data?: T; missing: boolean } {
  const [first] = useState(() =>
    url ? { url, data: firstAnswerFor<T>(url), missing: firstAnswerMissing(url) } : null,
  );
  useEffect(() => {
    if (first && (first.data !== undefined || first.missing)) dropFirstAnswer(first.url);
  }, [first]);
  return first?.url === url ? { data: first.data, missing: first.missing } : { missing: false };
}
