// Inputs the forms ask for in more than one place, with their type, autofill and keyboard set once.
import { forwardRef } from 'react';
import { dobRange } from '@/lib/dates';
import { Input, type InputProps } from '../input';

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

/** A date of birth within the years the shared rule accepts. */
export const DobInput = forwardRef<HTMLInputElement, Props>(function DobInput(props, ref) {
  const limits = dobRange();
  return <Input ref={ref} type="date" min={limits.min} max={limits.max} {...props} />;
});
