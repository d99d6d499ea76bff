// @vitest-environment jsdom
import { STORAGE_KEYS } from '@mystic/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/toast';
import { ChangePasswordForm } from './change-password-form';

// Every text reads as its key: what shows is what was translated, never a raw English string.
vi.mock('@/lib/i18n/store', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => `t:${key}` }),
}));

afterEach(() => vi.unstubAllGlobals());

async function sendValidChange() {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'access');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh');
  render(
    <ToastProvider>
      <ChangePasswordForm />
    </ToastProvider>,
  );
  fireEvent.input(screen.getByLabelText('t:password.current'), { target: { value: 'Secret123' } });
  fireEvent.input(screen.getByLabelText('t:password.new'), { target: { value: 'Newer4567' } });
  fireEvent.input(screen.getByLabelText('t:password.confirm'), { target: { value: 'Newer4567' } });
  fireEvent.click(screen.getByRole('button', { name: 't:password.submit' }));
}

describe('ChangePasswordForm', () => {
  it('when the network is down, then the translated default shows, not the client’s English text', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await sendValidChange();
    expect(await screen.findByText('t:password.failed')).toBeTruthy();
    expect(screen.queryByText(/Network error/)).toBeNull();
  });

  it('when the server gives a message, then that message shows under the current password', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response(JSON.stringify({ message: 'Current password is incorrect.' }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    await sendValidChange();
    expect(await screen.findByText('Current password is incorrect.')).toBeTruthy();
  });

  it('when the current password is wrong, then only it is cleared and the new password stays', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response(
          JSON.stringify({
            code: 'validation_failed',
            message: 'The given data was invalid.',
            errors: { currentPassword: ['The current password is incorrect.'] },
            field_codes: { currentPassword: ['current_password_invalid'] },
          }),
          { status: 422, headers: { 'Content-Type': 'application/json' } },
        ),
      ),
    );
    await sendValidChange();
    // A shared message: shown through its translation key.
    expect(await screen.findByText('t:currentPasswordInvalid')).toBeTruthy();
    expect((screen.getByLabelText('t:password.current') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('t:password.new') as HTMLInputElement).value).toBe('Newer4567');
    expect((screen.getByLabelText('t:password.confirm') as HTMLInputElement).value).toBe(
      'Newer4567',
    );
  });
});
