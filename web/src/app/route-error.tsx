import { Component, useEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ButtonLink } from '@/components/button';
import { paths } from '@/config/paths';
import { useOnline } from '@/lib/use-online';

function RouteErrorView({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  const online = useOnline();
  // A screen that could not load for want of a network says so, and opens when it is back.
  const wasOffline = useRef(false);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) onRetry();
  }, [online, onRetry]);
  if (!online) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center" role="alert">
        <h1 className="font-display text-3xl font-bold text-mystic-900">{t('offline.title')}</h1>
        <p className="mt-3 text-slate-700" data-testid="page-needs-connection">
          {t('offline.pageNeedsConnection')}
        </p>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" role="alert">
      <h1 className="font-display text-3xl font-bold text-mystic-900">{t('errors.unexpected')}</h1>
      <p className="mt-3 text-slate-700">{t('errors.tryReload')}</p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          className="rounded-full border border-mystic-300 px-5 py-2.5 text-sm font-semibold text-mystic-800 focus-ring"
          onClick={() => window.location.reload()}
        >
          {t('actions.reload')}
        </button>
        <ButtonLink to={paths.home.href()}>{t('notFound.goHome')}</ButtonLink>
      </div>
    </section>
  );
}

/**
 * Shown when a screen throws or its chunk fails to load (a new deploy while offline, say). The
 * layout keys it by path, so navigating elsewhere recovers.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  private retry = () => this.setState({ failed: false });

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorView onRetry={this.retry} /> : this.props.children;
  }
}
