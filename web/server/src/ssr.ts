// The server's render of the public pages (issue 43): the SPA's Vite SSR build
// (web/dist-ssr/entry-server.js, from web/src/entry-server.tsx) loaded once, and the finished HTML
// kept per page, language, content version and day, so a page served to many visitors is a
// lookup, like a static file. Without the build (a gateway test, a partial build) the gateway
// serves the shell as before.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Locale } from '@mystic/shared';
import type { FirstAnswer } from './head/page-head.js';

export interface RenderInput {
  url: string;
  lang: Locale;
  answers: readonly FirstAnswer[];
  blocks: Record<string, string>;
}

export interface Rendered {
  html: string;
  /** Elements for the head (React's hoisted preloads). */
  head: string;
  resources: Record<string, Record<string, unknown>>;
}

export interface ServerEntry {
  render(input: RenderInput): Promise<Rendered>;
  /** Which pages the server renders: the public ones and the not-found page, not members' pages. */
  routeKind(pathname: string): 'public' | 'client' | 'notFound';
}

/** Loads the SSR build on first use; null when it is not there. */
export function serverEntry(file: string): () => Promise<ServerEntry | null> {
  let loading: Promise<ServerEntry | null> | null = null;
  return () =>
    (loading ??= existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<ServerEntry>)
      : Promise.resolve(null));
}

export interface KeptPage {
  status: number;
  html: string;
  /** Worked out once with the page: Express would hash the whole page on every answer. */
  etag: string;
}

/** A strong ETag of a page (its length and SHA-1, as Express spells its own). */
export function pageEtag(html: string): string {
  const body = Buffer.from(html);
  const hash = createHash('sha1').update(body).digest('base64').slice(0, 27);
  return `"${body.length.toString(16)}-${hash}"`;
}

/**
 * Finished pages by key, dropped whole when the content version changes (`generation`, the public
 * cache's count), each kept at most `ttlMs` (the public cache's time for lists), `max` at most.
 */
export function pageCache(ttlMs: number, max = 500) {
  const pages = new Map<string, { at: number; page: KeptPage }>();
  let seen = -1;
  return {
    get(key: string, generation: number): KeptPage | null {
      if (generation !== seen) {
        pages.clear();
        seen = generation;
      }
      const hit = pages.get(key);
      if (!hit) return null;
      if (Date.now() - hit.at > ttlMs) {
        pages.delete(key);
        return null;
      }
      return hit.page;
    },
    set(key: string, generation: number, page: KeptPage): void {
      if (generation !== seen) return;
      if (pages.size >= max) pages.delete(pages.keys().next().value!);
      pages.set(key, { at: Date.now(), page });
    },
  };
}
