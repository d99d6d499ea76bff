// Inputs the forms ask for in more than one place, with their type, autofill and keyboard set once.
import { forwardRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { dobRange } from '@/lib/dates';
import { dateFieldWords } from '@/lib/format';
import { Field, Input, fieldClasses, splitField, type InputProps } from '../input';

type Props = Omit<InputProps, 'type'>;

export const EmailInput = forwardRef<HTMLInputElement, Props>(function EmailInput(props, ref) {
  return <Input ref={ref} type="email" autoComplete="email" {...props} />;
});

/** A Myanmar or Thai number (the shared phone rule); the example is the local way to write one. */
export const PhoneInput = forwardRef<HTMLInputElement, Props>(function PhoneInput(props, ref) {
  return (
    <Input
      ref={ref}
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      placeholder="09 450 123 456"
      {...props}
    />
  );
});

/**
 * A date of birth within the years the shared rule accepts. On a Burmese page the browser's own
 * text (mm/dd/yyyy, Latin digits, in the browser's order) is hidden under the day in Burmese
 * words, or a Burmese prompt while empty (issue 38); the native picker still opens on a tap.
 * `shown` is the field's current value (yyyy-MM-dd) as the form holds it.
 */
export const DobInput = forwardRef<HTMLInputElement, Props & { shown?: string | null }>(
  function DobInput({ shown, ...props }, ref) {
    const limits = dobRange();
    const { t, i18n } = useTranslation('common');
    if (i18n.language !== 'my') {
      return <Input ref={ref} type="date" min={limits.min} max={limits.max} {...props} />;
    }
    const [field, rest] = splitField(props);
    const words = dateFieldWords(shown, 'my');
    return (
      <Field {...field}>
        {({ control }) => (
          <div className="relative">
            <input
              ref={ref}
              type="date"
              min={limits.min}
              max={limits.max}
              {...control}
              className={cn(fieldClasses, 'date-burmese')}
              {...rest}
            />
            <span
              aria-hidden="true"
              data-testid="dob-shown"
              className={cn(
                'pointer-events-none absolute inset-y-0 left-4 flex items-center',
                words ? 'text-mystic-950' : 'text-slate-500',
              )}
            >
              {words || t('dob.placeholder')}
            </span>
          </div>
        )}
      </Field>
    );
  },
);
