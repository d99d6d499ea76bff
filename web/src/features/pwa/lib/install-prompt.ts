// docs/product.md section 4 ("App"), the install prompt: the browser's beforeinstallprompt event is
// kept so an Install App button can replay it later. Listening starts when this module first loads
// (the PWA global loads it on every page).
import { useSyncExternalStore } from 'react';

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar quiet; the app offers Install App instead.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    notify();
  });
}

export interface InstallState {
  /** The browser offered installation (Install App can be shown). */
  canInstall: boolean;
  /** Installed in this session, or running as the installed app now. */
  installed: boolean;
}

let snapshot: InstallState = { canInstall: false, installed: false };
function getSnapshot(): InstallState {
  const next = { canInstall: deferred !== null, installed: installed || isStandalone() };
  if (next.canInstall !== snapshot.canInstall || next.installed !== snapshot.installed) {
    snapshot = next;
  }
  return snapshot;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribe, getSnapshot, () => snapshot);
}

/** Shows the browser's install dialog; resolves with the user's answer (null: nothing to show). */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | null> {
  const event = deferred;
  if (!event) return null;
  // A prompt event can be used once.
  deferred = null;
  notify();
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome;
}

export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = navigator as Navigator & { standalone?: boolean };
  return window.matchMedia?.('(display-mode: standalone)').matches || nav.standalone === true;
}

/** iPhone and iPad (iPadOS reports itself as a Mac with touch): no install event there. */
export function isIos(userAgent = navigator.userAgent, maxTouchPoints = navigator.maxTouchPoints) {
  return /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}
