import { Button, type ButtonProps } from '@/components/button';

/** A form's submit button: spins while the form is sent, with `busyText` then if given. */
export function SubmitButton({
  busy,
  busyText,
  children,
  ...rest
}: Omit<ButtonProps, 'type' | 'loading'> & { busy: boolean; busyText?: string }) {
  return (
    <Button type="submit" loading={busy} {...rest}>
      {busy && busyText ? busyText : children}
    </Button>
  );
}
