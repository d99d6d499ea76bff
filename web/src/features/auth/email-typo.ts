// "Did you mean …@gmail.com?" on registration (issue 23): common misspellings of the big mail
// providers' domains. A hint only; the address is never changed without the member's tap.

const PROVIDERS = ['gmail', 'yahoo', 'hotmail', 'outlook'] as const;
/** What ".com" becomes under hurried thumbs. */
const COM_TYPOS = new Set([
  'com',
  'con',
  'cim',
  'cm',
  'co',
  'om',
  'comm',
  'cpm',
  'vom',
  'xom',
  'ocm',
  'cmo',
  'c0m',
  'coom',
]);
/** Real domains a small edit away from a provider's: never "corrected". */
const REAL_NAMES = new Set(['ymail', 'mail', 'gmx', 'email', 'hotmil']);

/** Edits between `a` and `b`: insert, delete, replace, or swap two neighbours ("gmial"). */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
      }
    }
  }
  return d[a.length]![b.length]!;
}

/** The address with its domain corrected, or null when it looks right (or unlike any). */
export function suggestEmail(email: string): string | null {
  const value = email.trim();
  const at = value.lastIndexOf('@');
  if (at < 1) return null;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1).toLowerCase();
  const dot = domain.indexOf('.');
  const name = dot < 0 ? domain : domain.slice(0, dot);
  const tld = dot < 0 ? '' : domain.slice(dot + 1);
  if (!name || REAL_NAMES.has(name)) return null;
  for (const provider of PROVIDERS) {
    // "gmailcom": the dot forgotten.
    if (!tld && name === `${provider}com`) return `${local}@${provider}.com`;
    if (!COM_TYPOS.has(tld)) continue;
    const edits = editDistance(name, provider);
    const allowed = provider.length > 5 ? 2 : 1;
    if (edits <= allowed && !(edits === 0 && tld === 'com')) return `${local}@${provider}.com`;
  }
  return null;
}
