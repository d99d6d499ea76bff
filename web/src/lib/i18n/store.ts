// The loaded texts and the interface's language, and the hook components read them through. A
// namespace loads the first time something asks for it, in the page's language only: Burmese has
// every English key with a text (src/locales/locales.test.ts), so a Burmese page neither loads
// nor carries the English texts (about 3 KB of a rendered page's HTML); `t` still falls back to
// English where it is loaded (after a switch from English). A component whose namespace is not loaded yet suspends until it is (React Suspense:
// the router's boundaries and the server's render rely on it). Components re-render when the
// language changes, which happens only once every namespace in use is loaded in it.
import { use, useMemo, useSyncExternalStore } from 'react';
import { loadBundle } from './bundles';
import { translate, type Bundle, type Resources, type TFunction, type TOptions } from './translate';

const resources: Resources = {};
/**
 * By `lng/ns`. A settled one says so in its `status`, which React's `use` reads: it returns at
 * once for such a promise and suspends on one still under way.
 */
type Loading = Promise<void> & { status?: 'fulfilled' };
const loading = new Map<string, Loading>();
const settledNow = (): Loading =>
  Object.assign(Promise.resolve(), { status: 'fulfilled' as const });
/** Every namespace asked for so far: a language change loads them all first. */
const inUse = new Set<string>();
let language = 'en';
let switchingTo = language;
const listeners = new Set<() => void>();
/** The namespaces components asked for since `reportNamespaces` (the server's render). */
let reported: Set<string> | null = null;

const DEFAULT_NS = 'common';

function load(lng: string, ns: string): Loading {
  const id = `${lng}/${ns}`;
  inUse.add(ns);
  let promise = loading.get(id);
  if (!promise) {
    // A bundle that failed to load counts as empty: its keys show (i18next's way too).
    const settle = (bundle: Bundle = {}) => {
      (resources[lng] ??= {})[ns] = bundle;
      loaded.status = 'fulfilled';
    };
    const loaded: Loading = loadBundle(lng, ns).then(settle, () => settle());
    loading.set(id, (promise = loaded));
  }
  return promise;
}

/** Loads `namespaces` in `lng` (the current language by default). */
export async function loadNamespaces(
  namespaces: readonly string[],
  lng: string = language,
): Promise<void> {
  await Promise.all(namespaces.map((ns) => load(lng, ns)));
}

/** Texts at hand (the server's page inlines them): ready at once, nothing to load. */
export function addResources(texts: Resources): void {
  for (const [lng, bundles] of Object.entries(texts)) {
    for (const [ns, bundle] of Object.entries(bundles)) {
      (resources[lng] ??= {})[ns] = bundle;
      loading.set(`${lng}/${ns}`, settledNow());
      inUse.add(ns);
    }
  }
}

export function getBundle(lng: string, ns: string): Bundle | undefined {
  return resources[lng]?.[ns];
}

export const getLanguage = (): string => language;

/** Sets the language at once (before the first render, or with its texts at hand). */
export function startLanguage(lng: string): void {
  switchingTo = lng;
  if (lng === language) return;
  language = lng;
  for (const listener of listeners) listener();
}

/**
 * Switches to `lng` once every namespace in use is loaded in it, so no component suspends or
 * shows another language's text meanwhile; `onSwitch` runs just before components re-render.
 */
export async function setLanguage(lng: string, onSwitch?: () => void): Promise<void> {
  switchingTo = lng;
  await loadNamespaces([...inUse], lng);
  // A later switch asked meanwhile wins.
  if (switchingTo !== lng) return;
  onSwitch?.();
  startLanguage(lng);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts collecting the namespaces components ask for; the set fills as they render. */
export function reportNamespaces(): Set<string> {
  return (reported = new Set());
}

/** `t` in `lng` with `ns` as its namespace (`other:key` reads another). */
export function getFixedT(ns: string = DEFAULT_NS, lng: string = language): TFunction {
  return ((key: string, options?: TOptions) =>
    translate(resources, lng, ns, key, options)) as TFunction;
}

export interface I18n {
  language: string;
  /** `t` in the default namespace, `common`. */
  t: TFunction;
}

/**
 * `t` in the first of `ns` (the others load too, read as `other:key`, as with react-i18next),
 * and the language; suspends until every one of them is loaded.
 */
export function useTranslation(ns: string | readonly string[] = DEFAULT_NS): {
  t: TFunction;
  i18n: I18n;
} {
  const lng = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  const namespaces = typeof ns === 'string' ? [ns] : ns;
  for (const name of namespaces) {
    reported?.add(name);
    // The same promise every render (React's `use` asks for that), called whether loaded or not.
    // (React's types know its `status` only with a `value` beside it, hence the plain Promise.)
    use<void>(load(lng, name) as Promise<void>);
  }
  const first = namespaces[0] ?? DEFAULT_NS;
  return useMemo(
    () => ({ t: getFixedT(first, lng), i18n: { language: lng, t: getFixedT(DEFAULT_NS, lng) } }),
    [first, lng],
  );
}
