import { describe, expect, it } from 'vitest';
import {
  closeToast,
  emptyToastQueue,
  leavePage,
  pushToast,
  toastDuration,
  type QueuedToast,
  type ToastQueue,
} from './toast-queue';

let next = 0;
const user = (title: string): QueuedToast => ({ id: ++next, title });
const offlineReady = (): QueuedToast => ({
  id: ++next,
  title: 'Ready to Work Offline',
  background: true,
  key: 'sw-offline-ready',
});
const update = (): QueuedToast => ({
  id: ++next,
  title: 'Update Available',
  background: true,
  key: 'sw-update',
  reoffer: true,
  duration: 0,
  action: { label: 'Update Now', onClick: () => undefined },
});

const push = (q: ToastQueue, ...toasts: QueuedToast[]) => toasts.reduce(pushToast, q);
const titles = (q: ToastQueue) => ({
  current: q.current?.title ?? null,
  waiting: q.waiting.map((w) => w.title),
});

describe('toast queue', () => {
  it('when nothing is on screen, then any toast shows at once', () => {
    expect(titles(push(emptyToastQueue, user('Saved Post.')))).toEqual({
      current: 'Saved Post.',
      waiting: [],
    });
    expect(titles(push(emptyToastQueue, offlineReady()))).toEqual({
      current: 'Ready to Work Offline',
      waiting: [],
    });
  });

  it("when the member's own toast is on screen, then a background toast waits and shows after it", () => {
    const thanks = user('Thanks for your feedback!');
    let q = push(emptyToastQueue, thanks, offlineReady());
    expect(titles(q)).toEqual({
      current: 'Thanks for your feedback!',
      waiting: ['Ready to Work Offline'],
    });
    q = closeToast(q, thanks.id);
    expect(titles(q)).toEqual({ current: 'Ready to Work Offline', waiting: [] });
  });

  it("when the member's action raises a toast, then it replaces the one on screen", () => {
    const q = push(emptyToastQueue, user('Saved Post.'), user('Removed from Saved.'));
    expect(titles(q)).toEqual({ current: 'Removed from Saved.', waiting: [] });
  });

  it('when a background toast is on screen, then a newer background toast waits for it', () => {
    const ready = offlineReady();
    let q = push(emptyToastQueue, ready, update());
    expect(titles(q)).toEqual({
      current: 'Ready to Work Offline',
      waiting: ['Update Available'],
    });
    q = closeToast(q, ready.id);
    expect(titles(q)).toEqual({ current: 'Update Available', waiting: [] });
  });

  it("when a member's toast replaces 'Update Now', then the offer comes back after it", () => {
    const saved = user('Saved Post.');
    let q = push(emptyToastQueue, update(), saved);
    expect(titles(q)).toEqual({ current: 'Saved Post.', waiting: ['Update Available'] });
    q = closeToast(q, saved.id);
    expect(titles(q).current).toBe('Update Available');
    expect(q.current?.action?.label).toBe('Update Now');
  });

  it('when a background toast without an offer is replaced, then it is not shown again', () => {
    const saved = user('Saved Post.');
    let q = push(emptyToastQueue, offlineReady(), saved);
    q = closeToast(q, saved.id);
    expect(q).toEqual(emptyToastQueue);
  });

  it('when the same notice is raised twice, then it shows once', () => {
    const thanks = user('Thanks for your feedback!');
    let q = push(emptyToastQueue, thanks, update(), update());
    expect(titles(q).waiting).toEqual(['Update Available']);
    q = push(closeToast(q, thanks.id), update());
    expect(titles(q)).toEqual({ current: 'Update Available', waiting: [] });
  });

  it('when a toast that is not on screen closes, then only the waiting line changes', () => {
    const thanks = user('Thanks for your feedback!');
    const waiting = update();
    const q = closeToast(push(emptyToastQueue, thanks, waiting), waiting.id);
    expect(titles(q)).toEqual({ current: 'Thanks for your feedback!', waiting: [] });
  });

  it('when no duration is given, then a toast stays 4 s, or 8 s with an action', () => {
    expect(toastDuration({ title: 'a' })).toBe(4000);
    expect(toastDuration({ title: 'a', action: { label: 'b', onClick: () => undefined } })).toBe(
      8000,
    );
    expect(toastDuration(update())).toBe(0);
  });
});

// Issue 38: a toast sat on the next page ('day full' over Continue, the guest prompt for 8 s).
describe('toasts end with their page', () => {
  const onPage = (id: number, page: string, extra: Partial<QueuedToast> = {}): QueuedToast => ({
    id,
    title: `t${id}`,
    page,
    ...extra,
  });

  it("when the member leaves a page, then its toast ends and a background notice's stays", () => {
    let q = pushToast(emptyToastQueue, onPage(1, '/blogs/a'));
    q = pushToast(q, { id: 2, title: 'Ready offline', background: true });
    expect(leavePage(q, '/blogs/a')).toBe(q);
    const after = leavePage(q, '/blogs/b');
    expect(after.current?.id).toBe(2);
    expect(after.waiting).toEqual([]);
  });

  it('when a toast names the page its action leads to, then it stays there', () => {
    const q = pushToast(emptyToastQueue, onPage(1, '/appointment/MV-1/booking/slip'));
    expect(leavePage(q, '/appointment/MV-1/booking/slip').current?.id).toBe(1);
  });
});
