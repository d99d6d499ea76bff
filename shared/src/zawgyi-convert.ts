// Zawgyi to Unicode in time linear in the length (issue 37). myanmar-tools' converter runs its
// rules by matching `^rule` against the rest of the text and replacing it there, a copy of the
// whole rest at every step: 100,000 characters took over a second, and a 20,000-character
// username froze the CMS for seconds. This runs the same rules (./zawgyi-rules.ts) with the same
// meaning, but matches each rule in place (sticky) and only tries the rules whose first character
// can be the one at hand. shared/tests/zawgyi.test.ts compares it with the package's converter.
import { Z2U_PHASES, type ZawgyiRule } from './zawgyi-rules.js';

const AT_START = 1;
const REVISIT = 2;

interface CompiledRule {
  re: RegExp;
  /** The replacement as text and group numbers ($1-$3), to be joined. */
  replacement: (string | number)[];
  /** Set when the replacement uses no group: a match is then only tested (no array made). */
  plain: string | null;
  atStart: boolean;
  revisit: boolean;
  /** Tests the first character of a match; null when the first part is optional. */
  first: RegExp | null;
}

/** The first atom of a pattern (a class or one character) when a match must begin with it. */
function firstAtom(pattern: string): RegExp | null {
  const body = pattern.replace(/^\(+/, '');
  const atom = /^(\[(?:\\.|[^\]\\])*\]|\\u[0-9A-Fa-f]{4}|[^\\()[\]*+?{|.$^])/.exec(body);
  if (!atom) return null;
  const after = body.slice(atom[0].length).replace(/^\)+/, '');
  if (/^[*?{]/.test(after)) return null;
  return new RegExp(`^${atom[0]}$`);
}

function compile(rule: ZawgyiRule): CompiledRule {
  const [pattern, replacement, flags = 0] = rule;
  return {
    re: new RegExp(pattern, 'y'),
    replacement: replacement
      .split(/\$([1-9])/)
      .map((part, i) => (i % 2 ? Number(part) : part))
      .filter((part) => part !== ''),
    plain: /\$[1-9]/.test(replacement) ? null : replacement,
    atStart: (flags & AT_START) !== 0,
    revisit: (flags & REVISIT) !== 0,
    first: firstAtom(pattern),
  };
}

const ATOM = /^(\[(?:\\.|[^\]\\])*\]|\\u[0-9A-Fa-f]{4}|[^\\()[\]*+?{|.$^])/;

/**
 * One expression that finds the next place where any of `patterns` matches. Patterns with the
 * same first character or class share it (`[က-အ](?:…|…)`), so the search tests it once.
 */
function searchFor(patterns: readonly string[]): RegExp {
  const byAtom = new Map<string, string[]>();
  const others: string[] = [];
  for (const pattern of patterns) {
    const grouped = /^\((\[(?:\\.|[^\]\\])*\]|\\u[0-9A-Fa-f]{4}|[^\\()[\]*+?{|.$^])\)/.exec(
      pattern,
    );
    const atom = grouped?.[1] ?? ATOM.exec(pattern)?.[1];
    const rest = atom ? pattern.slice(grouped ? grouped[0].length : atom.length) : '';
    if (!atom || /^[*+?{]/.test(rest)) {
      others.push(`(?:${pattern})`);
      continue;
    }
    const list = byAtom.get(atom) ?? [];
    list.push(rest);
    byAtom.set(atom, list);
  }
  const shared = [...byAtom].map(([atom, rests]) =>
    rests.includes('') ? atom : `${atom}(?:${rests.join('|')})`,
  );
  return new RegExp([...shared, ...others].join('|'), 'g');
}

class Phase {
  private readonly rules: CompiledRule[];
  /** For a character code, the indexes of the rules a match may begin with it, in order. */
  private readonly byChar: (Int16Array | undefined)[] = new Array<undefined>(0x10000);
  /** Finds the next place where any rule (but those for the start of the text) matches. */
  private readonly anyRule: RegExp;

  constructor(rules: readonly ZawgyiRule[]) {
    this.rules = rules.map(compile);
    const anywhere = rules.filter(([, , flags = 0]) => !(flags & AT_START)).map(([p]) => p);
    this.anyRule = searchFor(anywhere);
  }

  private candidates(code: number): Int16Array {
    let list = this.byChar[code];
    if (!list) {
      const ch = String.fromCharCode(code);
      list = Int16Array.from(
        this.rules.flatMap((r, i) => (r.first === null || r.first.test(ch) ? [i] : [])),
      );
      this.byChar[code] = list;
    }
    return list;
  }

  private static expand(rule: CompiledRule, groups: readonly (string | undefined)[]): string {
    let out = '';
    for (const part of rule.replacement)
      out += typeof part === 'number' ? (groups[part] ?? '') : part;
    return out;
  }

  /** The replacement of the last match of `apply`. */
  private replaced = '';

  /**
   * Matches `rule` at `pos` of `text`: -1, or where the match ends (its replacement is then in
   * `replaced`). A rule whose replacement uses no group is only tested (no match array made).
   */
  private apply(rule: CompiledRule, text: string, pos: number): number {
    rule.re.lastIndex = pos;
    if (rule.plain !== null) {
      if (!rule.re.test(text)) return -1;
      this.replaced = rule.plain;
      return rule.re.lastIndex;
    }
    const m = rule.re.exec(text);
    if (!m) return -1;
    this.replaced = Phase.expand(rule, m);
    return pos + m[0].length;
  }

  /**
   * The first step of myanmar-tools' runPhase, rule by rule: only here do the rules for the start
   * of the text apply, one of them reading its replacement again.
   */
  private firstStep(input: string): { text: string; pos: number; out: string } {
    let text = input;
    let pos = 0;
    let out = '';
    let found = false;
    let next = 0;
    while (pos < text.length) {
      const list = this.candidates(text.charCodeAt(pos));
      let j = 0;
      while (j < list.length && list[j]! < next) j++;
      if (j === list.length) break;
      const index = list[j]!;
      next = index + 1;
      const rule = this.rules[index]!;
      const end = this.apply(rule, text, pos);
      if (end < 0) continue;
      found = true;
      if (rule.revisit) {
        text = text.slice(0, pos) + this.replaced + text.slice(end);
      } else {
        out += this.replaced;
        pos = end;
      }
    }
    if (!found && pos < text.length) {
      out += text[pos];
      pos++;
    }
    return { text, pos, out };
  }

  /**
   * myanmar-tools' runPhase: at each place, every rule in order, each from where the one before
   * left; a place where none matches is copied. Here the next place where any rule matches is
   * found by one search, and the rules after a fired one by one match where it left.
   */
  run(input: string): string {
    if (!input) return input;
    const first = this.firstStep(input);
    const { text } = first;
    let { pos, out } = first;
    const any = this.anyRule;
    while (pos < text.length) {
      // Where no rule matches, a character is copied as it is: copy all up to the next match.
      any.lastIndex = pos;
      const to = any.exec(text)?.index ?? text.length;
      out += text.slice(pos, to);
      pos = to;
      // There every rule in order, each from where the one before left.
      let next = 0;
      while (pos < text.length) {
        const list = this.candidates(text.charCodeAt(pos));
        let j = 0;
        while (j < list.length && list[j]! < next) j++;
        if (j === list.length) break;
        const index = list[j]!;
        next = index + 1;
        const rule = this.rules[index]!;
        if (rule.atStart) continue;
        const end = this.apply(rule, text, pos);
        if (end < 0) continue;
        out += this.replaced;
        pos = end;
      }
    }
    return out + text.slice(pos);
  }
}

let phases: Phase[] | null = null;

/** Zawgyi text in Unicode, as myanmar-tools' `ZawgyiConverter.zawgyiToUnicode` gives it. */
export function zawgyiToUnicode(text: string): string {
  phases ??= Z2U_PHASES.map((rules) => new Phase(rules));
  return phases.reduce((t, phase) => phase.run(t), text);
}
