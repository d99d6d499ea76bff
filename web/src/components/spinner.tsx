import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';

const sizes = { sm: 'h-4 w-4 border-2', md: 'h-8 w-8 border-[3px]', lg: 'h-12 w-12 border-4' };

/** A spinning ring. `label` is read by screen readers; pass '' inside a labelled button. */
export function Spinner({
  size = 'md',
  label,
  className,
}: {
  size?: keyof typeof sizes;
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const text = label ?? t('state.loading');
  return (
    <span
      role={text ? 'status' : undefined}
      className={cn('inline-flex items-center justify-center', className)}
    >
      <span
        aria-hidden="true"
        className={cn(
          'animate-spin rounded-full border-gold-400 border-t-transparent',
          sizes[size],
        )}
      />
      {text ? <span className="sr-only">{text}</span> : null}
    </span>
  );
}

/** A centred spinner for a section that is loading. */
export function LoadingBlock({ label, className }: { label?: string; className?: string }) {
  return (
    <div className={cn('flex min-h-40 items-center justify-center py-10', className)}>
      <Spinner size="lg" label={label} />
    </div>
  );
}

/** Covers the page while the session is being checked at start. */
export function FullScreenSpinner() {
  return (
    <div
      className="fixed inset-0 z-[100] flex items-center justify-center bg-mystic-950"
      data-testid="full-screen-spinner"
    >
      <Spinner size="lg" />
    </div>
  );
}
