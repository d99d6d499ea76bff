import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '@/lib/cn';

export const fieldClasses = cn(
  // At least a thumb high (44 px, issue 23), whatever the script's line height.
  'block min-h-11 w-full rounded-xl border border-mystic-200 bg-white px-4 py-2.5 text-mystic-950',
  'placeholder:text-slate-500 focus-ring',
  'aria-[invalid=true]:border-red-600',
);

export interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Visually hidden label (the field keeps an accessible name). */
  hideLabel?: boolean;
  className?: string;
}

export interface FieldIds {
  id: string;
  describedBy?: string;
  /** The control's own attributes: its id, whether it is invalid, what describes it. */
  control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };
}

/** Splits a field's props: those of its Field (label, hint, error...), and the control's own. */
export function splitField<P extends FieldProps>({
  label,
  error,
  hint,
  hideLabel,
  className,
  ...control
}: P) {
  return [{ label, error, hint, hideLabel, className }, control] as const;
}

/** Label + control + hint + error, wired with ids for assistive technology. */
export function Field({
  label,
  error,
  hint,
  hideLabel,
  className,
  children,
}: FieldProps & { children: (ids: FieldIds) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label
        htmlFor={id}
        className={cn('block text-sm font-medium text-mystic-900', hideLabel && 'sr-only')}
      >
        {label}
      </label>
      {children({
        id,
        describedBy,
        control: { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy },
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700" data-field-error>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type InputProps = InputHTMLAttributes<HTMLInputElement> & FieldProps;

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(props, ref) {
  const [field, rest] = splitField(props);
  return (
    <Field {...field}>
      {({ control }) => <input ref={ref} {...control} className={fieldClasses} {...rest} />}
    </Field>
  );
});

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps;

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { rows = 5, ...props },
  ref,
) {
  const [field, rest] = splitField(props);
  return (
    <Field {...field}>
      {({ control }) => (
        <textarea ref={ref} rows={rows} {...control} className={fieldClasses} {...rest} />
      )}
    </Field>
  );
});
