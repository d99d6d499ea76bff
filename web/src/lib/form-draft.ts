// Drafts of forms in sessionStorage: what a member typed survives Back/Forward and reloads in
// this tab, per form (and per member, through the id the caller gives), until it is cleared.
import { useEffect } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

const PREFIX = 'form-draft:';

export function readDraft<T extends object>(id: string): Partial<T> | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + id);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Partial<T>)
      : null;
  } catch {
    return null;
  }
}

export function writeDraft(id: string, values: object): void {
  try {
    sessionStorage.setItem(PREFIX + id, JSON.stringify(values));
  } catch {
    // Storage full or unavailable (private mode): the form still works, it just forgets.
  }
}

export function clearDraft(id: string): void {
  try {
    sessionStorage.removeItem(PREFIX + id);
  } catch {
    // Nothing to clear.
  }
}

/**
 * Keeps the draft of a react-hook-form form up to date as it is edited. `omit` names fields
 * that are never stored (files, secrets such as passwords).
 */
export function useFormDraft<T extends FieldValues>(
  id: string | null,
  watch: UseFormWatch<T>,
  omit: readonly string[] = [],
): void {
  useEffect(() => {
    if (!id) return;
    const subscription = watch((values) => {
      const kept: Record<string, unknown> = { ...values };
      for (const key of omit) delete kept[key];
      writeDraft(id, kept);
    });
    return () => subscription.unsubscribe();
    // `omit` is a constant list at every call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, watch]);
}
