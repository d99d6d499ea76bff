import { cn } from '@/lib/cn';

/**
 * A form-level error, announced when it appears. The auth cards' is boxed and has a test id;
 * `plain` is the quieter one of the member and booking forms.
 */
export function FormError({
  message,
  plain = false,
  className,
}: {
  message: string | null;
  plain?: boolean;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid={plain ? undefined : 'form-error'}
      className={cn(
        plain
          ? 'rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800'
          : 'mb-5 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800',
        className,
      )}
    >
      {message}
    </p>
  );
}

/** The error under a field the Field wrapper does not draw (a checkbox, a group of choices). */
export function FieldError({
  message,
  id,
  role,
  className = 'mt-1',
}: {
  message: string | undefined;
  id?: string;
  role?: 'alert';
  className?: string;
}) {
  if (!message) return null;
  return (
    <p id={id} role={role} className={cn(className, 'text-sm text-red-700')} data-field-error>
      {message}
    </p>
  );
}
