// One toast at a time (docs/product.md section 4): a toast from the member's own action replaces
// the one on screen; background notices (service worker) wait their turn (see toast-queue.ts).
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import {
  closeToast,
  emptyToastQueue,
  leavePage,
  pushToast,
  toastDuration,
  type ToastOptions,
  type ToastQueue,
  type ToastVariant,
} from './toast-queue';
import { CheckCircleIcon } from './icons';

export type { ToastOptions, ToastVariant } from './toast-queue';

interface ToastApi {
  toast: (options: ToastOptions) => void;
  dismiss: () => void;
  /** The router's page changed (ToastPageScope calls it): other pages' toasts end. */
  pageChanged: (pathname: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

// Lets code outside React (service-worker callbacks, the api client's users) raise a toast.
let external: ToastApi | null = null;
export function showToast(options: ToastOptions): void {
  external?.toast(options);
}

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-mystic-200 bg-white text-mystic-950',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  destructive: 'border-red-300 bg-red-700 text-white',
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const [queue, setQueue] = useState<ToastQueue>(emptyToastQueue);
  const current = queue.current;
  const counter = useRef(0);

  const toast = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = counter.current;
    // A member's toast belongs to the page it was raised on unless it names another.
    const page = options.background ? undefined : (options.page ?? window.location.pathname);
    setQueue((q) => pushToast(q, { ...options, page, id }));
  }, []);
  const pageChanged = useCallback(
    (pathname: string) => setQueue((q) => leavePage(q, pathname)),
    [],
  );
  const close = useCallback((id: number) => setQueue((q) => closeToast(q, id)), []);
  const dismiss = useCallback(
    () => setQueue((q) => (q.current ? closeToast(q, q.current.id) : q)),
    [],
  );
  const value = useMemo(() => ({ toast, dismiss, pageChanged }), [toast, dismiss, pageChanged]);

  useEffect(() => {
    external = value;
    return () => {
      if (external === value) external = null;
    };
  }, [value]);

  useEffect(() => {
    if (!current) return;
    const duration = toastDuration(current);
    if (duration <= 0) return;
    const timer = setTimeout(() => close(current.id), duration);
    return () => clearTimeout(timer);
  }, [current, close]);

  const destructive = current?.variant === 'destructive';
  return (
    <ToastContext.Provider value={value}>
      {children}
      {/* Under the sticky header (4rem), not at the bottom: there a toast covered the next
          action (Continue, a dialog's buttons, Log in, the hero's second button) on a phone. */}
      <div
        className="pointer-events-none fixed inset-x-0 z-[95] flex justify-center px-3 pt-2 sm:inset-x-auto sm:right-0 sm:justify-end sm:p-4"
        // Below the offline banner too when it shows (offline-overlay.tsx sets its height).
        style={{ top: 'calc(4rem + var(--offline-banner-height, 0px))' }}
        aria-live={destructive ? 'assertive' : 'polite'}
        role={destructive ? 'alert' : 'status'}
      >
        {current ? (
          <div
            key={current.id}
            data-testid="toast"
            data-variant={current.variant ?? 'default'}
            className={cn(
              'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-2xl border p-4 shadow-xl',
              variantClasses[current.variant ?? 'default'],
            )}
          >
            {current.variant === 'success' ? (
              <CheckCircleIcon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
            ) : null}
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{current.title}</p>
              {current.description ? (
                <p className="mt-1 text-sm opacity-90">{current.description}</p>
              ) : null}
              {current.action ? (
                <button
                  type="button"
                  className="mt-3 min-h-11 rounded-full bg-gold-400 px-4 py-1.5 text-sm font-semibold text-mystic-950 hover:bg-gold-300 focus-ring"
                  onClick={() => {
                    current.action?.onClick();
                    close(current.id);
                  }}
                >
                  {current.action.label}
                </button>
              ) : null}
            </div>
            <button
              type="button"
              onClick={() => close(current.id)}
              className="-m-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full opacity-80 hover:opacity-100 focus-ring"
              aria-label={t('actions.close')}
            >
              <span aria-hidden="true">✕</span>
            </button>
          </div>
        ) : null}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

/** Inside the router: ends the toasts of a page when the member leaves it. */
export function ToastPageScope() {
  const { pathname } = useLocation();
  const { pageChanged } = useToast();
  useEffect(() => pageChanged(pathname), [pathname, pageChanged]);
  return null;
}
