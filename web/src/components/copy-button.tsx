import { COPIED_INDICATOR_MS } from '@mystic/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

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
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch (error) {
      console.error('Copy failed', error);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={label}
      className={cn(
        'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-full border border-mystic-200 bg-white px-3 text-xs font-semibold text-mystic-800 hover:bg-mystic-50 focus-ring',
        className,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="16"
        height="16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <rect x="9" y="9" width="12" height="12" rx="2" />
        <path d="M5 15V5a2 2 0 0 1 2-2h10" />
      </svg>
      <span aria-live="polite">{copied ? t('copy.copied') : t('copy.copy')}</span>
    </button>
  );
}
