import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Toolkit } from '#shared/schemas/library.ts';
import { toolkitKey } from '../api/library.ts';
import { ToolkitList } from './toolkit-list.tsx';

const toolkit: Toolkit = {
  items: [{ tacticId: 't1', name: 'Cold outreach', category: 'sales', href: '/tactics/t1', status: 'saved', savedAt: '2026-01-01T00:00:00Z', implementedAt: null }],
  plans: [],
};

afterEach(() => vi.unstubAllGlobals());

/** Answers each toolkit request after `delay` ms, honouring the request's abort signal as fetch does. */
function slowFetch(delay: number) {
  const fetchMock = vi.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const timer = setTimeout(() => resolve(Response.json(toolkit)), delay);
        init?.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('aborted', 'AbortError'));
        });
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderList(queryClient: QueryClient) {
  return render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <ToolkitList />
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

describe('the dashboard toolkit card', () => {
  it('leaves its spinner when the request answers, also when it is invalidated while the first request runs', async () => {
    slowFetch(50);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderList(queryClient);
    expect(screen.getByText('Loading your toolkit...')).toBeInTheDocument();
    // A tactic page's "Save to Toolkit" in another part of the app marks the toolkit stale meanwhile.
    await act(() => queryClient.invalidateQueries({ queryKey: toolkitKey }));
    expect(await screen.findByRole('link', { name: 'Cold outreach' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your toolkit...')).toBeNull();
  });

  it('leaves its spinner when the card is shown again while its first request was still running', async () => {
    slowFetch(50);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const first = renderList(queryClient);
    first.unmount();
    renderList(queryClient);
    expect(await screen.findByRole('link', { name: 'Cold outreach' })).toBeInTheDocument();
  });
});
