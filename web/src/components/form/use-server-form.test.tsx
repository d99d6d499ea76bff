// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { FormError } from './form-error';
import { useServerForm } from './use-server-form';

// Every text reads as its key: what shows is what was translated, never a raw English string.
vi.mock('@/lib/i18n/store', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => `t:${key}` }),
}));

type Values = { email: string };

/** A one-field form whose send fails with `failure`. */
function Probe({ failure }: { failure: unknown }) {
  const form = useServerForm<Values, Values>(['email'], { defaultValues: { email: '' } });
  const onValid = async () => {
    throw failure;
  };
  return (
    <form
      onSubmit={form.submit(async (values) => {
        try {
          await onValid();
        } catch (error) {
          form.fail(error, `fallback for ${values.email || 'nobody'}`);
        }
      })}
    >
      <FormError message={form.formError} />
      <p data-testid="field-error">{form.err('email') ?? ''}</p>
      <button type="submit">send</button>
    </form>
  );
}

describe('useServerForm', () => {
  it('when the server names a field, then its message goes under that field, not above the form', async () => {
    const failure = new ApiError(422, 'Invalid', { email: ['Email taken'] });
    render(<Probe failure={failure} />);
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText('Email taken')).toBeTruthy();
    expect(screen.queryByTestId('form-error')).toBeNull();
  });

  it('when the send fails with no field and no message, then the fallback shows above the form', async () => {
    render(<Probe failure={new TypeError('Failed to fetch')} />);
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect((await screen.findByTestId('form-error')).textContent).toBe('fallback for nobody');
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});
