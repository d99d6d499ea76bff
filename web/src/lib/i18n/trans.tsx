// A text with markup from the translation: `<name>inner</name>` becomes `components[name]` with
// `inner` as its children, the rest stays text (the login form's "I accept the <terms>terms</terms>"
// link). Only what react-i18next's <Trans> did there: named tags, not nested.
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import type { TFunction } from './translate';

export function Trans({
  t,
  i18nKey,
  components,
}: {
  t: TFunction;
  i18nKey: string;
  components: Record<string, ReactElement>;
}) {
  // Split with the tag's name and inner text captured: text, name, inner, text, name, inner, …
  const parts = t(i18nKey).split(/<(\w+)>(.*?)<\/\1>/);
  const nodes: ReactNode[] = [];
  for (let i = 0; i < parts.length; i += 3) {
    if (parts[i]) nodes.push(parts[i]);
    const name = parts[i + 1];
    if (name === undefined) break;
    const element = components[name];
    nodes.push(element ? cloneElement(element, { key: i }, parts[i + 2]) : parts[i + 2]);
  }
  return <>{nodes}</>;
}
