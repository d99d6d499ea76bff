import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  // Files without a document (see vitest.config.ts) have nothing to clean.
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
});
