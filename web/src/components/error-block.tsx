import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { Button } from './button';

/** Replaces a list or section whose data failed to load, with the message and a retry. */
export function ErrorBlock({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry?: () => void;
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      className={cn(
        'mx-auto flex max-w-lg flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center text-red-900',
        className,
      )}
    >
      <span aria-hidden="true" className="text-3xl">
        ☾
      </span>
      <p className="font-medium">{message}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      ) : null}
    </div>
  );
}

/** A quiet message for an empty list. */
export function EmptyState({ message, className }: { message: string; className?: string }) {
  return (
    <p
      className={cn(
        'rounded-2xl border border-dashed border-mystic-200 px-6 py-10 text-center text-mystic-700',
        className,
      )}
    >
      {message}
    </p>
  );
}
