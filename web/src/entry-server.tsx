// The server's render of a public page (issue 43): the same component tree as main.tsx's, under a
// StaticRouter, built by Vite's SSR build into web/dist-ssr/entry-server.js and called by the
// gateway (web/server/src/ssr.ts), which keeps the HTML per page, language and content version.
// The data are the first screen's reads the gateway already asks the CMS for (shared's
// `firstScreenReads`), shown through the same handover the browser reads when it hydrates, and
// the texts are the translations the render used, inlined into the page for hydration.
import type { Locale } from '@mystic/shared';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { GUESTS, MEMBERS, PUBLIC, RECOVERY } from './app/route-groups';
import { AppRoutes, preloadRoute } from './app/router';
import { paths } from './config/paths';
import { setContentLocale } from './lib/api-client';
import { setServerHandover, type FirstAnswer } from './lib/first-answer';
import {
  changeLanguage,
  getBundle,
  initI18n,
  loadNamespaces,
  reportNamespaces,
  type Resources,
} from './lib/i18n';

export interface RenderInput {
  /** The page's path and query, as the browser asked for it. */
  url: string;
  lang: Locale;
  /** The first screen's answers (and a 404 as `{ url, missing: true }`). */
  answers: readonly FirstAnswer[];
  /** The data blocks the page carries, by element id (today's Myanmar date). */
  blocks: Record<string, string>;
}

/** The head elements React writes ahead of the root's markup (links, metas, a title). */
const HOISTED = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<title\b[^>]*>[\s\S]*?<\/title>)*/;

export interface Rendered {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** What goes into the head (React's hoisted preloads). */
  head: string;
  /** The translations the render used, by namespace, in the page's language only. */
  resources: Resources;
}

let ready: Promise<unknown> | null = null;
/** Renders one at a time: the language, content locale and handover are the process's. */
let queue: Promise<unknown> = Promise.resolve();

async function renderNow({ url, lang, answers, blocks }: RenderInput): Promise<Rendered> {
  ready ??= initI18n('en');
  await ready;
  const pathname = url.split(/[?#]/)[0] || '/';
  const first = preloadRoute(pathname);
  // The screen's code and its texts before rendering: nothing suspends, and the browser's
  // hydration (which loads the same before it starts) renders the same tree.
  // The API addresses the screen reads carry the page's language, as in the browser.
  setContentLocale(lang);
  await Promise.all([first.loaded, changeLanguage(lang)]);
  await loadNamespaces(first.namespaces);
  const reported = reportNamespaces();
  setServerHandover({ answers, blocks });
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <AppProvider>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </StrictMode>,
      {
        // Every boundary inline, never outlined behind its fallback with a script to reveal it:
        // the page reads whole without JavaScript (crawlers, a phone still loading the shell).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError(error) {
          // A screen that fails renders its error state in the browser; logged, not fatal.
          console.error('server render:', error);
        },
      },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    // What the render asked for, and the screen's own list (a `t('blog:…')` from a component of
    // another namespace is not reported): hydration must find every text the server used.
    const used = new Set(['common', ...first.namespaces, ...reported]);
    // The page's language only: the store loads no fallback texts (lib/i18n/store.ts).
    const resources: Resources = { [lang]: {} };
    for (const ns of used) {
      const bundle = getBundle(lang, ns);
      if (bundle) resources[lang]![ns] = bundle;
    }
    const html = Buffer.concat(chunks).toString('utf8');
    // React writes what a render hoists to the document's head (an image preload) before the
    // root's own markup when it renders no <head>: handed apart, for the gateway's head.
    const hoisted = HOISTED.exec(html)?.[0] ?? '';
    return { html: html.slice(hoisted.length), head: hoisted, resources };
  } finally {
    setServerHandover(null);
  }
}

/** The page's HTML inside the app's root, and the texts it used. */
export function render(input: RenderInput): Promise<Rendered> {
  const next = queue.then(() => renderNow(input));
  queue = next.catch(() => undefined);
  return next;
}

/**
 * Which pages the server renders: the public ones and the not-found page; members', guests' and
 * the password pages stay rendered by the browser behind the same shell.
 */
export function routeKind(pathname: string): 'public' | 'client' | 'notFound' {
  const matches = (names: readonly (keyof typeof paths)[]) =>
    names.some((name) => matchPath(paths[name].path, pathname));
  if (matches(PUBLIC)) return 'public';
  if (matches([...MEMBERS, ...GUESTS, ...RECOVERY])) return 'client';
  return 'notFound';
}
