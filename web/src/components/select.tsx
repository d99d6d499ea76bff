import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { Field, fieldClasses, splitField, type FieldProps } from './input';

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> &
  FieldProps & {
    options: readonly SelectOption[];
    /** A first, empty choice ("Select..."). */
    placeholder?: string;
  };

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { options, placeholder, ...props },
  ref,
) {
  const [field, rest] = splitField(props);
  return (
    <Field {...field}>
      {({ control }) => (
        <select
          ref={ref}
          {...control}
          className={cn(fieldClasses, 'appearance-auto pr-8')}
          {...rest}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});
