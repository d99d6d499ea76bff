// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { AppProvider } from './provider';
import { AppRoutes, preloadRoute } from './router';

describe('the first screen', () => {
  it('when its code has arrived before the first render, then that render shows it, not a spinner', async () => {
    // What main.tsx does: the screen and its texts load, then the app renders once.
    const first = preloadRoute('/no-such-page');
    await Promise.all([initI18n('en', first.namespaces), first.loaded]);
    render(
      <AppProvider>
        <MemoryRouter initialEntries={['/no-such-page']}>
          <AppRoutes />
        </MemoryRouter>
      </AppProvider>,
    );
    // Asked at once, without waiting: a screen that suspended would show the loading block here
    // (and React would hold it on screen for its 300 ms Suspense throttle).
    expect(screen.queryByTestId('not-found')).not.toBeNull();
    expect(screen.getByRole('main').querySelector('[role="status"]')).toBeNull();
  });
});
