// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useApi } from './use-api';
import { usePagedList } from './use-paged-list';

vi.mock('@/lib/i18n/store', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ i18n: { language: 'en' } }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById('first-answers')?.remove();
});

const POST_URL = '/api/posts-list/weekly-stars';

function Probe({ path }: { path: string }) {
  const { data } = useApi<{ data: { title: string } }>(path);
  return <p>{`title:${data?.data.title ?? '-'}`}</p>;
}

const page = (children: React.ReactNode) => (
  <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>{children}</SWRConfig>
);

function handOverAll(answers: { url: string; body: unknown }[]) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'first-answers';
  el.textContent = JSON.stringify(answers);
  document.body.append(el);
}

const handOver = (url: string, title: string) => handOverAll([{ url, body: { data: { title } } }]);

const apiAnswer = (body: unknown) =>
  vi.fn().mockImplementation(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );

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

const LIST_PATH = '/api/posts-list';
const pageOf = (titles: string[], lastPage = 1) => ({
  data: {
    data: titles.map((title, i) => ({ id: i + 1, title })),
    meta: { current_page: 1, last_page: lastPage, per_page: 12, total: titles.length },
  },
});

function List({ sort }: { sort: string }) {
  const list = usePagedList<{ id: number; title: string }>(
    LIST_PATH,
    { sort, page_size: 12 },
    'failed',
  );
  return <p>{`${list.status}:${list.items.map((p) => p.title).join(',') || '-'}`}</p>;
}

describe('the answers handed over with a list page', () => {
  it('when the page carries several answers in another query order, then each serves its read with no API call', () => {
    handOverAll([
      { url: '/api/get-info', body: { data: { title: 'Info' } } },
      // The gateway spells queries in name order; the app in its own: the same read.
      { url: `${LIST_PATH}?page=1&page_size=12&sort=latest`, body: pageOf(['Handed']) },
    ]);
    const fetch = apiAnswer(pageOf(['From the API']));
    vi.stubGlobal('fetch', fetch);
    render(
      page(
        <>
          <Probe path="/api/get-info" />
          <List sort="latest" />
        </>,
      ),
    );
    expect(screen.getByText('title:Info')).toBeTruthy();
    expect(screen.getByText('succeeded:Handed')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('when the visitor picks another sort, then the list asks the API and the handed page is not shown for it', async () => {
    handOverAll([
      { url: `${LIST_PATH}?sort=latest&page_size=12&page=1`, body: pageOf(['Handed']) },
    ]);
    const fetch = apiAnswer(pageOf(['Oldest first']));
    vi.stubGlobal('fetch', fetch);
    const view = render(page(<List sort="latest" />));
    expect(screen.getByText('succeeded:Handed')).toBeTruthy();
    view.rerender(page(<List sort="oldest" />));
    await screen.findByText('succeeded:Oldest first');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toContain('sort=oldest');
    // Back to the first sort: asked afresh, not the page as it was when the page opened.
    fetch.mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify(pageOf(['Latest now'])), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    view.rerender(page(<List sort="latest" />));
    await screen.findByText('succeeded:Latest now');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
