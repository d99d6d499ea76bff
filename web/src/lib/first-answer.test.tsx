// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useApi } from './use-api';

vi.mock('react-i18next', () => ({ useTranslation: () => ({ i18n: { language: 'en' } }) }));

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById('first-answer')?.remove();
});

const POST_URL = '/api/posts-list/weekly-stars';

function Probe({ path }: { path: string }) {
  const { data } = useApi<{ data: { title: string } }>(path);
  return <p>{`title:${data?.data.title ?? '-'}`}</p>;
}

const page = (children: React.ReactNode) => (
  <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>{children}</SWRConfig>
);

function handOver(url: string, title: string) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'first-answer';
  el.textContent = JSON.stringify({ url, body: { data: { title } } });
  document.body.append(el);
}

describe('the answer handed over with the page', () => {
  it('when the page carries the post, then it shows at once with no API call, and only once', async () => {
    handOver(POST_URL, 'From the page');
    const fetch = vi.fn().mockResolvedValue(
      new Response(JSON.stringify({ data: { title: 'From the API' } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const first = render(page(<Probe path={POST_URL} />));
    expect(screen.getByText('title:From the page')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    first.unmount();
    // A later visit to the same post (the answer was taken) asks the API.
    render(page(<Probe path={POST_URL} />));
    await screen.findByText('title:From the API');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('when the page carries another address, then the app asks the API as usual', async () => {
    handOver('/api/posts-list/another-post', 'Another');
    const fetch = vi.fn().mockResolvedValue(
      new Response(JSON.stringify({ data: { title: 'From the API' } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    render(page(<Probe path={POST_URL} />));
    await screen.findByText('title:From the API');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('when the first render suspends (a translation file loading), then the answer still serves the screen', async () => {
    handOver(POST_URL, 'From the page');
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    let ready = false;
    const loading = new Promise<void>((resolve) =>
      setTimeout(() => {
        ready = true;
        resolve();
      }, 20),
    );
    function Suspending() {
      const { data } = useApi<{ data: { title: string } }>(POST_URL);
      if (!ready) throw loading;
      return <p>{`title:${data?.data.title ?? '-'}`}</p>;
    }
    render(
      page(
        <Suspense fallback={<p>loading</p>}>
          <Suspending />
        </Suspense>,
      ),
    );
    await screen.findByText('title:From the page');
    expect(fetch).not.toHaveBeenCalled();
  });
});
