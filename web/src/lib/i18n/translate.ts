// The app's `t` over loaded bundles, pure: what it kept of i18next's lookup (issue 43). A key is
// `key.nested` in the default namespace or `ns:key.nested`; a text missing or empty in the page's
// language comes from English, else the key itself is shown. `{{name}}` takes the option of that
// name, unescaped (React escapes), a number in Myanmar digits on Burmese pages; with a numeric
// `count`, `key_one`/`key_other` (by Intl.PluralRules, `key_zero` first for 0) come before `key`.
// `returnObjects` hands back an object or array of texts, each interpolated.
import { DEFAULT_LOCALE } from '@mystic/shared';
import { myDigits } from '../format';

export type Bundle = { [key: string]: unknown };
/** Texts by language and namespace (what the server's render inlines into its page too). */
export type Resources = Record<string, Record<string, Bundle>>;

export interface TOptions {
  /** Chooses the plural form and is interpolated like any other value. */
  count?: number;
  /** Shown (interpolated) when the key has no text in any language. */
  defaultValue?: string;
  returnObjects?: boolean;
  [name: string]: unknown;
}

export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

/** The languages a text is looked for in: the page's, then English. */
export const languageChain = (lng: string): string[] =>
  lng === DEFAULT_LOCALE ? [lng] : [lng, DEFAULT_LOCALE];

/** A number interpolated into Burmese text in Myanmar digits; anything else as it is. */
export function localNumber(value: unknown, lng?: string): unknown {
  return lng === 'my' && typeof value === 'number' ? myDigits(value) : value;
}

// Empty texts count as missing (i18next's returnEmptyString: false): a translation left blank
// shows the English one.
const found = (value: unknown) => value !== undefined && value !== null && value !== '';

function at(bundle: Bundle | undefined, key: string): unknown {
  let value: unknown = bundle;
  for (const part of key.split('.')) {
    if (!value || typeof value !== 'object' || !Object.hasOwn(value, part)) return undefined;
    value = (value as Bundle)[part];
  }
  return value;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(lng: string, count: number): string {
  let rules = pluralRules.get(lng);
  if (!rules) pluralRules.set(lng, (rules = new Intl.PluralRules(lng)));
  return rules.select(count);
}

function lookup(resources: Resources, lng: string, ns: string, key: string, count: unknown) {
  for (const code of languageChain(lng)) {
    const bundle = resources[code]?.[ns];
    const keys = typeof count === 'number' ? [`${key}_${pluralOf(code, count)}`, key] : [key];
    if (count === 0) keys.unshift(`${key}_zero`);
    for (const candidate of keys) {
      const value = at(bundle, candidate);
      if (found(value)) return value;
    }
  }
  return undefined;
}

function interpolate(text: string, options: TOptions, lng: string): string {
  return text.replace(/{{(.+?)}}/g, (whole, name: string) => {
    const key = name.trim();
    const value = localNumber(options[key], lng);
    // A placeholder without a value stays as written, as i18next left it.
    if (value === undefined) return Object.hasOwn(options, key) ? '' : whole;
    return value === null ? '' : String(value);
  });
}

/** The text of `key` (`ns:key` names another namespace than `ns`) in `lng`. */
export function translate(
  resources: Resources,
  lng: string,
  ns: string,
  key: string,
  options: TOptions = {},
): unknown {
  const colon = key.indexOf(':');
  if (colon > 0) {
    ns = key.slice(0, colon);
    key = key.slice(colon + 1);
  }
  let value = lookup(resources, lng, ns, key, options.count);
  if (value && typeof value === 'object') {
    if (!options.returnObjects) return key;
    // Each text inside looked up on its own, so an empty Burmese one still falls back to English.
    const copy: Bundle | unknown[] = Array.isArray(value) ? [] : {};
    for (const part of Object.keys(value)) {
      const text = translate(resources, lng, ns, `${key}.${part}`, options);
      (copy as Bundle)[part] = text === `${key}.${part}` ? (value as Bundle)[part] : text;
    }
    return copy;
  }
  if (!found(value)) value = options.defaultValue;
  if (!found(value)) value = key;
  return typeof value === 'string' ? interpolate(value, options, lng) : value;
}
