import { forwardRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Field, fieldClasses, splitField, type InputProps } from '@/components/input';
import { cn } from '@/lib/cn';

/** A password field with a show/hide toggle (the toggle keeps its own accessible name). */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputProps, 'type'>>(
  function PasswordInput(props, ref) {
    const { t } = useTranslation('auth');
    const [shown, setShown] = useState(false);
    const [field, rest] = splitField(props);
    return (
      <Field {...field}>
        {({ id, control }) => (
          <div className="relative">
            <input
              ref={ref}
              {...control}
              type={shown ? 'text' : 'password'}
              className={cn(fieldClasses, 'pr-20')}
              {...rest}
            />
            <button
              type="button"
              onClick={() => setShown((s) => !s)}
              aria-pressed={shown}
              aria-controls={id}
              className="absolute inset-y-0 right-0 min-w-11 rounded-lg px-3 text-sm font-medium text-mystic-700 hover:bg-mystic-50 focus-ring"
            >
              {shown ? t('password.hide') : t('password.show')}
            </button>
          </div>
        )}
      </Field>
    );
  },
);

/**
 * A new password and its confirmation (registration, reset: the same rules), labelled by the
 * form's `<texts>.password` and `<texts>.confirmPassword`.
 */
export function NewPasswordFields({
  texts,
  errors: [error, confirmError],
  fields: [field, confirmField],
}: {
  texts: 'register' | 'reset';
  errors: readonly [string | undefined, string | undefined];
  fields: readonly [UseFormRegisterReturn, UseFormRegisterReturn];
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordInput
        label={t(`${texts}.password`)}
        autoComplete="new-password"
        error={error}
        {...field}
      />
      <PasswordInput
        label={t(`${texts}.confirmPassword`)}
        autoComplete="new-password"
        error={confirmError}
        {...confirmField}
      />
    </>
  );
}
