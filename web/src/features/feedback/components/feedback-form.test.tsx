// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/toast';
import { FeedbackForm } from './feedback-form';

// Every text reads as its key: what shows is what was translated, never a raw English string.
vi.mock('@/lib/i18n/store', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => `t:${key}` }),
}));

afterEach(() => vi.unstubAllGlobals());

function sendValidFeedback() {
  render(
    <ToastProvider>
      <FeedbackForm />
    </ToastProvider>,
  );
  const fill = (label: string, value: string) =>
    fireEvent.input(screen.getByLabelText(label), { target: { value } });
  fill('t:fields.name', 'Visitor');
  fill('t:fields.email', 'visitor@example.com');
  fireEvent.change(screen.getByLabelText('t:fields.rating'), { target: { value: '5' } });
  fireEvent.change(screen.getByLabelText('t:fields.type'), { target: { value: 'website' } });
  fill('t:fields.message', 'A kind word.');
  fireEvent.click(screen.getByRole('button', { name: 't:submit' }));
}

describe('FeedbackForm', () => {
  it('when the request times out or the network is down, then the translated default shows', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    sendValidFeedback();
    expect((await screen.findByRole('alert')).textContent).toBe('t:failed');
    expect(screen.queryByText(/Network error|timed out/)).toBeNull();
  });
});
