// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_EMAIL, useSiteInfo } from './get-info';

vi.mock('@/lib/i18n/store', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ i18n: { language: 'en' } }),
}));

afterEach(() => vi.unstubAllGlobals());

function Probe() {
  const { status, error, email } = useSiteInfo();
  return <p>{`${status}|${error ?? '-'}|${email}`}</p>;
}

const renderFresh = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <Probe />
    </SWRConfig>,
  );

describe('site info', () => {
  it("when the call fails without a message, then the state keeps 'Failed to fetch info', logs it and the e-mail falls back", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFresh();
    await screen.findByText(`failed|Failed to fetch info|${FALLBACK_EMAIL}`);
    expect(log).toHaveBeenCalledWith('Failed to fetch info', expect.anything());
  });

  it('when the call fails with a message, then that message is kept', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Service Unavailable' }), {
            status: 503,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFresh();
    await screen.findByText(`failed|Service Unavailable|${FALLBACK_EMAIL}`);
  });

  it('when the info arrives, then it has succeeded with its e-mail', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ data: { email: 'reader@example.com' } }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    renderFresh();
    await screen.findByText('succeeded|-|reader@example.com');
  });
});
