// Zawgyi-safe forms. The shared schemas convert Zawgyi to Unicode (servers always do); in the
// browser the converter (myanmar-tools, ~30 kB gzipped) is a chunk of its own, loaded only when a
// field holds Myanmar letters, so pages without Burmese typing never download it.
import type { zodResolver } from '@hookform/resolvers/zod';
import { hasMyanmarText, loadZawgyiEngine, toUnicodeText } from '@mystic/shared';
import { useCallback, useState } from 'react';
import type { FieldValues, Path, PathValue, Resolver, UseFormSetValue } from 'react-hook-form';
import { codedResolver } from './form-resolver';

const anyMyanmar = (value: unknown): boolean =>
  typeof value === 'string'
    ? hasMyanmarText(value)
    : Array.isArray(value)
      ? value.some(anyMyanmar)
      : value !== null && typeof value === 'object' && Object.values(value).some(anyMyanmar);

/** Loads the converter when needed; a lost chunk leaves the conversion to the server. */
async function ready(): Promise<void> {
  await loadZawgyiEngine().catch((error: unknown) => console.warn('Zawgyi converter', error));
}

/**
 * codedResolver for a shared schema, with the Zawgyi engine loaded first when the form holds
 * Myanmar text: what is validated and sent is what the servers will store.
 */
export function zawgyiSafeResolver<Input extends FieldValues, Output>(
  schema: Parameters<typeof zodResolver>[0],
): Resolver<Input, unknown, Output> {
  const resolve = codedResolver<Input, Output>(schema);
  return async (values, context, options) => {
    if (anyMyanmar(values)) await ready();
    return resolve(values, context, options);
  };
}

/**
 * Converts a text field to Unicode when it loses focus, and remembers which fields were
 * converted so the form can say so under them.
 */
export function useZawgyiFields<T extends FieldValues>(setValue: UseFormSetValue<T>) {
  const [converted, setConverted] = useState<ReadonlySet<string>>(new Set());
  const onBlur = useCallback(
    (name: Path<T>) => async (event: { target: { value?: unknown } }) => {
      const value = event.target.value;
      if (typeof value !== 'string' || !hasMyanmarText(value)) return;
      await ready();
      const result = toUnicodeText(value);
      if (!result.converted) return;
      setValue(name, result.text as PathValue<T, Path<T>>, { shouldDirty: true });
      setConverted((prev) => new Set(prev).add(name));
    },
    [setValue],
  );
  return { onBlur, wasConverted: (name: Path<T>) => converted.has(name) };
}
