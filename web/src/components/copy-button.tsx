import { COPIED_INDICATOR_MS } from '@mystic/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { CopyIcon } from './icons';

/**
 * Copies to the clipboard and says so for a moment (`copied`). A failure is only logged
 * (docs/product.md section 8), as `<what> failed`.
 */
export function useCopy(what: string) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch (error) {
      console.error(`${what} failed`, error);
    }
  };
  return { copied, copy };
}

/** Copies `value` to the clipboard; says so for a moment. A failure is only logged. */
export function CopyButton({
  value,
  label,
  className,
}: {
  value: string;
  /** What is copied, for screen readers ("Copy account number"). */
  label: string;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const { copied, copy } = useCopy('Copy');
  return (
    <button
      type="button"
      onClick={() => void copy(value)}
      aria-label={label}
      className={cn(
        'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-full border border-mystic-200 bg-white px-3 text-xs font-semibold text-mystic-800 hover:bg-mystic-50 focus-ring',
        className,
      )}
    >
      <CopyIcon />
      <span aria-live="polite">{copied ? t('copy.copied') : t('copy.copy')}</span>
    </button>
  );
}
