import { MESSAGES } from '@mystic/shared';
import { MESSAGES_MY } from '@mystic/shared/messages-my';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

// Every namespace of both languages, read the way i18n.ts loads them.
const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });

function bundles(lng: string): Record<string, Tree> {
  const out: Record<string, Tree> = {};
  for (const [path, tree] of Object.entries(files)) {
    const [, dir, file] = path.split('/');
    if (dir === lng) out[file!.replace(/\.json$/, '')] = tree;
  }
  return out;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const en = bundles('en');
const my = bundles('my');
// Messages come from @mystic/shared at run time, in both languages (lib/i18n/bundles.ts).
en.messages = { ...MESSAGES };
my.messages = { ...MESSAGES_MY };

describe('translations', () => {
  it('when a namespace exists in English, then it exists in Burmese', () => {
    expect(Object.keys(my).sort()).toEqual(Object.keys(en).sort());
  });

  for (const ns of Object.keys(en)) {
    it(`when a key of "${ns}" is in English, then Burmese has it with a non-empty text`, () => {
      const source = flatten(en[ns]!);
      const target = flatten(my[ns] ?? {});
      const missing = [...source.keys()].filter((k) => !target.get(k)?.trim());
      expect(missing, `missing or empty in my/${ns}.json`).toEqual([]);
    });

    it(`when a key of "${ns}" is in Burmese, then English has it too (no stale keys)`, () => {
      const source = flatten(en[ns]!);
      const stale = [...flatten(my[ns] ?? {}).keys()].filter((k) => !source.has(k));
      expect(stale, `only in my/${ns}.json`).toEqual([]);
    });

    it(`when "${ns}" has an English text, then it is not empty`, () => {
      const empty = [...flatten(en[ns]!)].filter(([, v]) => !v.trim()).map(([k]) => k);
      expect(empty).toEqual([]);
    });
  }

  it('when an English text has words, then Burmese translates it (names excepted)', () => {
    // Names and symbols read the same in both languages.
    const same = new Set(['Mystic Visions', 'Facebook', 'X', 'A-Z', 'Z-A', '-{{percent}}%']);
    const untranslated: string[] = [];
    for (const ns of Object.keys(en)) {
      const target = flatten(my[ns] ?? {});
      for (const [key, text] of flatten(en[ns]!)) {
        if (target.get(key) === text && /[A-Za-z]{2}/.test(text) && !same.has(text)) {
          untranslated.push(`${ns}:${key}`);
        }
      }
    }
    expect(untranslated).toEqual([]);
  });

  it('when Burmese says "booking", then it is always spelt ဘိုကင် (never ဘွတ်ကင်)', () => {
    const other = [...Object.entries(my)].flatMap(([ns, tree]) =>
      [...flatten(tree)].filter(([, v]) => v.includes('ဘွတ်ကင်')).map(([k]) => `${ns}:${k}`),
    );
    expect(other).toEqual([]);
  });

  it('when a text uses {{placeholders}}, then its translation uses the same ones', () => {
    const mismatched: string[] = [];
    for (const ns of Object.keys(en)) {
      const target = flatten(my[ns] ?? {});
      for (const [key, text] of flatten(en[ns]!)) {
        const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
        const other = target.get(key);
        if (other && vars(text).join() !== vars(other).join()) mismatched.push(`${ns}:${key}`);
      }
    }
    expect(mismatched).toEqual([]);
  });
});
