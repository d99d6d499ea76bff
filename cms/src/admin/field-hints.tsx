// Every field's help text in the admin's language. Strapi shows a field's description (set in
// src/bootstrap/admin-layout.ts) as it is: it has no translation key, and "Configure the view"
// holds one text for all languages. The edit view's layout hook swaps each hint for a small
// component that reads the admin's language when it draws, so switching language needs no reload.
import { useIntl } from 'react-intl';
import { HINTS_MY } from './translations/hints-my';

/** The help text in the admin's language (English when there is no Burmese for it). */
export function FieldHint({ text }: { text: string }) {
  const { locale } = useIntl();
  return <>{locale.startsWith('my') ? (HINTS_MY[text] ?? text) : text}</>;
}

interface Field {
  hint?: unknown;
  [key: string]: unknown;
}
interface EditLayout {
  layout: Field[][][];
  components: Record<string, { layout: Field[][]; [key: string]: unknown }>;
  [key: string]: unknown;
}

const withHint = (field: Field): Field =>
  typeof field.hint === 'string' && field.hint
    ? { ...field, hint: <FieldHint text={field.hint} /> }
    : field;

/** The Content Manager's edit-view layout hook: hints of the type's fields and its components'. */
export function translateFieldHints<T extends { layout: EditLayout }>(args: T): T {
  const { layout } = args;
  const components = Object.fromEntries(
    Object.entries(layout.components).map(([uid, component]) => [
      uid,
      { ...component, layout: component.layout.map((row) => row.map(withHint)) },
    ]),
  );
  return {
    ...args,
    layout: {
      ...layout,
      components,
      layout: layout.layout.map((panel) => panel.map((row) => row.map(withHint))),
    },
  };
}
