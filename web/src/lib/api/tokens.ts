// The member's tokens in localStorage, and who listens for their change (the session provider).
import { STORAGE_KEYS } from '@mystic/shared';

type TokenListener = () => void;
const tokenListeners = new Set<TokenListener>();

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const tokens = {
  access: () => readStorage(STORAGE_KEYS.accessToken),
  refresh: () => readStorage(STORAGE_KEYS.refreshToken),
  set(access: string, refresh: string) {
    localStorage.setItem(STORAGE_KEYS.accessToken, access);
    localStorage.setItem(STORAGE_KEYS.refreshToken, refresh);
    tokenListeners.forEach((l) => l());
  },
  clear() {
    localStorage.removeItem(STORAGE_KEYS.accessToken);
    localStorage.removeItem(STORAGE_KEYS.refreshToken);
    tokenListeners.forEach((l) => l());
  },
  /** Called whenever tokens are stored or cleared (the session provider listens). */
  subscribe(listener: TokenListener): () => void {
    tokenListeners.add(listener);
    return () => tokenListeners.delete(listener);
  },
};
