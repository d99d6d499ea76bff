// A native <select> registered with react-hook-form takes its value when it mounts; when its
// options arrive later (the genders and weekdays lists load after the form), the browser shows
// the first option though the form holds the saved id. Setting the value again once the options
// are there makes the page show what will be sent.
import { useEffect } from 'react';
import type { FieldValues, Path, UseFormGetValues, UseFormSetValue } from 'react-hook-form';

export function useSelectValueAfterOptions<T extends FieldValues>(
  setValue: UseFormSetValue<T>,
  getValues: UseFormGetValues<T>,
  name: Path<T>,
  options: readonly unknown[] | undefined,
): void {
  const count = options?.length ?? 0;
  useEffect(() => {
    if (count > 0) setValue(name, getValues(name));
  }, [count, name, setValue, getValues]);
}
