import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A wide table's sideways scroller on narrow screens. It can take focus, so a keyboard can scroll
 * it even when nothing inside is focusable, and is named for screen readers (a region).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn('overflow-x-auto rounded-xl focus-ring', className)}
    >
      {children}
    </div>
  );
}
