import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TacticCard, TacticPage } from '#shared/schemas/content.ts';
import { TacticBrowsePage } from './tactic-browse-page.tsx';

const card = (id: string, name: string, category: TacticCard['category']): TacticCard => ({
  id,
  name,
  category,
  excerpt: `${name} explained.`,
  successSignals: ['Signups rise'],
  failureSignals: ['Costs climb'],
  voteCount: 3,
  averageRating: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const TACTICS = [card('t-1', 'Cold Email Outreach', 'acquisition'), card('t-2', 'Referral Rewards', 'referral'), card('t-3', 'Annual Plans', 'revenue')];

/** A stand-in for GET /api/tactics that applies categories, text and paging as the server does. */
function answer(url: string): TacticPage {
  const params = new URL(url, 'http://test').searchParams;
  const categories = params.get('categories')?.split(',') ?? [];
  const q = params.get('q')?.toLowerCase() ?? '';
  const page = Number(params.get('page') ?? 1);
  const pageSize = 2;
  const all = TACTICS.filter((t) => (categories.length === 0 || categories.includes(t.category)) && t.name.toLowerCase().includes(q));
  return { items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pageSize, pageCount: Math.ceil(all.length / pageSize) };
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn((url: string) => Promise.resolve(Response.json(answer(url))));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <TacticBrowsePage />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');
const lastRequest = () => new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://test').searchParams;
const cardNames = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('TacticBrowsePage', () => {
  it('lists the first page of tactics, each linking to its page, and pages on', async () => {
    renderAt('/tactics');
    expect(await screen.findByRole('link', { name: 'Cold Email Outreach' })).toHaveAttribute('href', '/tactics/t-1');
    expect(screen.getByText('Showing 1–2 of 3 tactics')).toBeInTheDocument();
    expect(screen.getAllByText('Success Signals')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('link', { name: 'Annual Plans' })).toBeInTheDocument();
    expect(address().get('page')).toBe('2');
    expect(lastRequest().get('page')).toBe('2');
  });

  it('filters by category chips and keeps the choice in the address', async () => {
    renderAt('/tactics');
    await screen.findByRole('link', { name: 'Cold Email Outreach' });
    const referral = screen.getByRole('button', { name: 'Referral' });
    await userEvent.click(referral);
    await waitFor(() => expect(cardNames()).toEqual(['Referral Rewards']));
    expect(referral).toHaveAttribute('aria-pressed', 'true');
    expect(address().get('categories')).toBe('referral');

    await userEvent.click(screen.getByRole('button', { name: 'Revenue' }));
    await waitFor(() => expect(cardNames()).toEqual(['Referral Rewards', 'Annual Plans']));
    expect(lastRequest().get('categories')).toBe('referral,revenue');
  });

  it('searches, offers the best match order for a search, and sorts by votes', async () => {
    renderAt('/tactics');
    await screen.findByRole('link', { name: 'Cold Email Outreach' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tactics' }), 'referral{Enter}');
    await waitFor(() => expect(cardNames()).toEqual(['Referral Rewards']));
    expect(address().get('q')).toBe('referral');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('');
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual(['Best match', 'Newest', 'Most upvoted']);

    await userEvent.selectOptions(sort, 'Most upvoted');
    await waitFor(() => expect(lastRequest().get('sort')).toBe('most_voted'));
    expect(lastRequest().get('q')).toBe('referral');
  });

  it('says when nothing matches and clears back to every tactic', async () => {
    renderAt('/tactics?q=zeppelin&categories=sales,nonsense');
    expect(await screen.findByRole('heading', { name: 'No tactics found' })).toBeInTheDocument();
    // A category the API would refuse is left out of the request rather than failing the page.
    expect(lastRequest().get('categories')).toBeNull();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear all filters' })[0]!);
    expect(await screen.findByRole('link', { name: 'Cold Email Outreach' })).toBeInTheDocument();
    expect(address().toString()).toBe('');
  });
});
