// What every form of the SPA does around react-hook-form: the server's field errors go under
// their fields (docs/product.md section 5), anything else is one form-level message, and each
// field's error shows in the interface's language by its code (useMessageText).
import { useState } from 'react';
import {
  useForm,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
} from 'react-hook-form';
import { errorMessage, placeFieldErrors } from '@/lib/api-client';
import { useMessageText } from '@/lib/i18n';

/**
 * useForm, plus: `fields`, the names the server may put an error on; `err(field)`, the text
 * under a field; `formError`, the message above the form; `fail(error, fallback)`, where a
 * failed send's errors go; `submit(onValid)`, handleSubmit that first clears the last message.
 */
export function useServerForm<In extends FieldValues, Out, F extends FieldPath<In> = FieldPath<In>>(
  fields: readonly F[],
  options: UseFormProps<In, unknown, Out>,
) {
  const form = useForm<In, unknown, Out>(options);
  const msg = useMessageText();
  const [formError, setFormError] = useState<string | null>(null);
  // Read while rendering, so react-hook-form re-renders the form when they change.
  const { errors, isSubmitting } = form.formState;
  const placeErrors = (error: unknown) => placeFieldErrors(error, fields, form.setError);
  return {
    ...form,
    errors,
    isSubmitting,
    formError,
    setFormError,
    err: (field: F) => msg((errors as Record<string, FieldError | undefined>)[field]) || undefined,
    /** Puts the server's field errors on their fields; true when at least one landed. */
    placeErrors,
    /** Field errors under their fields; otherwise the server's message, else `fallback`. */
    fail: (error: unknown, fallback: string) => {
      if (!placeErrors(error)) setFormError(errorMessage(error, fallback));
    },
    submit: (onValid: (values: Out) => Promise<void>) =>
      form.handleSubmit(async (values) => {
        setFormError(null);
        await onValid(values);
      }),
  };
}
