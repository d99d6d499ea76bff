// The rule behind "only one toast at a time" (docs/product.md section 4). A toast the member's own
// action raised replaces the one on screen at once. A background notice (the service worker's
// offline-ready or 'Update Now', feedback delivered later) never replaces anything: it waits until
// the screen is free. An offer that must not be lost ('Update Now') comes back after a toast that
// replaced it.

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** ms before it closes by itself; 0 keeps it until closed. Default 4000 (8000 with an action). */
  duration?: number;
  action?: { label: string; onClick: () => void };
  /** Not raised by the member's own action: waits for the screen instead of replacing a toast. */
  background?: boolean;
  /** Background toasts with the same key are one notice: a newer one takes the older one's place. */
  key?: string;
  /** Shown again when a toast that replaced it is gone (an offer the member must not miss). */
  reoffer?: boolean;
  /**
   * The path of the page the toast belongs to: it ends when that page does (issue 38). The
   * provider fills in the page it was raised on; an action that then navigates names the page it
   * goes to ('moved' belongs to the slip). Background notices belong to no page.
   */
  page?: string;
}

export interface QueuedToast extends ToastOptions {
  id: number;
}

export interface ToastQueue {
  current: QueuedToast | null;
  /** Background toasts waiting for the screen, oldest first. */
  waiting: QueuedToast[];
}

export const emptyToastQueue: ToastQueue = { current: null, waiting: [] };

const sameNotice = (a: QueuedToast, key: string | undefined) => key !== undefined && a.key === key;

/** A toast is raised. */
export function pushToast(queue: ToastQueue, toast: QueuedToast): ToastQueue {
  if (!toast.background) {
    const displaced = queue.current;
    // A displaced offer goes back to the head of the line; anything else displaced is gone.
    const keep = displaced?.background && displaced.reoffer ? [displaced] : [];
    return { current: toast, waiting: [...keep, ...queue.waiting] };
  }
  const waiting = queue.waiting.filter((w) => !sameNotice(w, toast.key));
  if (!queue.current) return { current: toast, waiting };
  // The same notice again (a second 'waiting' worker, say): refresh it where it is.
  if (queue.current.background && sameNotice(queue.current, toast.key)) {
    return { current: toast, waiting };
  }
  return { current: queue.current, waiting: [...waiting, toast] };
}

/** The toast `id` closes (its time ran out, the member closed it, or its action was used). */
export function closeToast(queue: ToastQueue, id: number): ToastQueue {
  if (queue.current?.id !== id) {
    return { current: queue.current, waiting: queue.waiting.filter((w) => w.id !== id) };
  }
  const [next = null, ...rest] = queue.waiting;
  return { current: next, waiting: rest };
}

/** How long the toast stays by itself; 0 = until closed. */
export function toastDuration(toast: ToastOptions): number {
  return toast.duration ?? (toast.action ? 8000 : 4000);
}

/** The member went to `pathname`: toasts of other pages end with their page, shown or waiting. */
export function leavePage(queue: ToastQueue, pathname: string): ToastQueue {
  const stays = (t: QueuedToast) => t.background || t.page === undefined || t.page === pathname;
  if ((!queue.current || stays(queue.current)) && queue.waiting.every(stays)) return queue;
  const waiting = queue.waiting.filter(stays);
  if (!queue.current || stays(queue.current)) return { current: queue.current, waiting };
  const [next = null, ...rest] = waiting;
  return { current: next, waiting: rest };
}
