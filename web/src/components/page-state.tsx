import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-client';
import { EmptyState, ErrorBlock } from './error-block';
import { LoadingBlock } from './spinner';

export interface PageStateProps<T> {
  /** Shows the spinner instead of the content. */
  loading: boolean;
  /** Anything truthy: the read failed and the error block replaces the content. */
  error?: unknown;
  /** The error's text when it carries none of its own (see `errorMessage`). */
  errorText?: string;
  onRetry?: () => void;
  /** Nothing to show: the quiet empty message replaces the content. */
  empty?: boolean;
  emptyText?: string;
  loadingClassName?: string;
  /** What a function child renders; while it is undefined the read counts as failed. */
  data?: T;
  /** The content, or a function of `data` for content that exists only once loaded. */
  children: ReactNode | ((data: T) => ReactNode);
}

/**
 * The one loading / error / empty scaffold of a section or page (docs/product.md section 8):
 * a spinner while loading, else the error with its retry, else the empty message, else the content.
 */
export function PageState<T>({
  loading,
  error,
  errorText = '',
  onRetry,
  empty = false,
  emptyText = '',
  loadingClassName,
  data,
  children,
}: PageStateProps<T>) {
  if (loading) return <LoadingBlock className={loadingClassName} />;
  if (error || (typeof children === 'function' && data === undefined)) {
    return <ErrorBlock message={errorMessage(error, errorText)} onRetry={onRetry} />;
  }
  if (empty) return <EmptyState message={emptyText} />;
  return <>{typeof children === 'function' ? children(data as T) : children}</>;
}

/** What `PageState` needs from an SWR read: its state, and a retry that fetches it again. */
export function readState(read: { isLoading: boolean; error?: unknown; mutate: () => unknown }) {
  return { loading: read.isLoading, error: read.error, onRetry: () => void read.mutate() };
}
