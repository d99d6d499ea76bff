// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, showToast, useToast } from './toast';

vi.mock('@/lib/i18n/store', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => key }),
}));

function SaveButton() {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast({ title: 'Saved Post.', variant: 'success' })}>
      save
    </button>
  );
}

const shown = () => screen.queryByTestId('toast')?.textContent ?? null;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ToastProvider', () => {
  it("when the service worker says offline-ready during the member's toast, then the member's toast stays and the notice follows", () => {
    render(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    act(() => showToast({ title: 'Ready to Work Offline', background: true, key: 'ready' }));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(shown()).toContain('Saved Post.');

    act(() => void vi.advanceTimersByTime(4000));
    expect(shown()).toContain('Ready to Work Offline');
    act(() => void vi.advanceTimersByTime(4000));
    expect(shown()).toBeNull();
  });

  it("when the member closes a toast that replaced 'Update Now', then 'Update Now' is offered again", () => {
    const onUpdate = vi.fn();
    render(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
    );
    act(() =>
      showToast({
        title: 'Update Available',
        background: true,
        key: 'update',
        reoffer: true,
        duration: 0,
        action: { label: 'Update Now', onClick: onUpdate },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(shown()).toContain('Saved Post.');

    fireEvent.click(screen.getByRole('button', { name: 'actions.close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update Now' }));
    expect(onUpdate).toHaveBeenCalledOnce();
    expect(shown()).toBeNull();
  });
});
