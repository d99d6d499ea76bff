import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'onNight';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-gold-400 text-mystic-950 hover:bg-gold-300 shadow-sm shadow-gold-600/30',
  secondary: 'bg-mystic-700 text-white hover:bg-mystic-600',
  outline: 'border border-mystic-300 bg-white text-mystic-800 hover:bg-mystic-50',
  ghost: 'text-mystic-800 hover:bg-mystic-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  // On the dark night-sky headers: class names are joined, not merged, so no override is needed.
  onNight: 'border border-white/40 text-white hover:bg-white/10',
};
const sizes: Record<ButtonSize, string> = {
  // Thumb-sized (44 px) on phones, compact from the small breakpoint up (issue 23).
  sm: 'h-11 px-3 text-sm sm:h-9',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-7 text-base',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md') {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60 focus-ring',
    variants[variant],
    sizes[size],
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant,
  size,
  loading = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(buttonClasses(variant, size), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" label="" /> : icon}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function ButtonLink({ variant, size, className, ...rest }: ButtonLinkProps) {
  return <Link className={cn(buttonClasses(variant, size), className)} {...rest} />;
}
