// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWeekdays } from './reference-lists';

vi.mock('@/lib/i18n/store', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ i18n: { language: 'en' } }),
}));

afterEach(() => vi.unstubAllGlobals());

function Probe() {
  const { data } = useWeekdays();
  return <p>{`weekdays:${data?.data.length ?? 0}`}</p>;
}

describe('reference lists for the booking form', () => {
  it('when the weekdays call fails once, then it is retried and the choices arrive', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValue(
        new Response(JSON.stringify({ data: [{ id: 1, name: 'Sunday', day_index: 0 }] }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      // The app's own default: no retries, which these lists override.
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <Probe />
      </SWRConfig>,
    );
    await screen.findByText('weekdays:1', undefined, { timeout: 4_000 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
