// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { PageState } from './page-state';

vi.mock('@/lib/i18n/store', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

describe('page state', () => {
  it('when the read is loading, then only the spinner shows', () => {
    render(
      <PageState loading error={new Error('x')} empty>
        <p>content</p>
      </PageState>,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('content')).toBeNull();
  });

  it("when the read failed, then the server's message or the default shows with a retry", () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <PageState loading={false} error={new Error('boom')} errorText="Failed" onRetry={onRetry}>
        <p>content</p>
      </PageState>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed');
    fireEvent.click(screen.getByRole('button', { name: 'actions.retry' }));
    expect(onRetry).toHaveBeenCalledOnce();

    rerender(
      <PageState loading={false} error={new ApiError(404, 'Not here')} errorText="Failed">
        <p>content</p>
      </PageState>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Not here');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('when a function child has no data after loading, then the read counts as failed', () => {
    render(
      <PageState<string> loading={false} errorText="Failed" data={undefined}>
        {(value) => <p>{value}</p>}
      </PageState>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed');
  });

  it('when there is nothing to show, then the empty message shows, else the content', () => {
    const { rerender } = render(
      <PageState loading={false} empty emptyText="Nothing yet">
        <p>content</p>
      </PageState>,
    );
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    rerender(
      <PageState loading={false} data="hello">
        {(value) => <p>{value}</p>}
      </PageState>,
    );
    expect(screen.getByText('hello')).toBeTruthy();
  });
});
