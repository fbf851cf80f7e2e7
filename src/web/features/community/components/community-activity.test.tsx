import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommunityActivity, CommunityActivityItem } from '#shared/schemas/community.ts';
import { CommunityActivityList } from './community-activity.tsx';

const member = (id: string, displayName: string) => ({ id, displayName, avatarUrl: null, href: `/members/${id}` });
const ada = member('a1', 'Ada Founder');
const bo = member('b2', 'Bo Builder');
const at = new Date(Date.now() - 3 * 60_000).toISOString();

const firstPage: CommunityActivityItem[] = [
  { id: 'discussion:d1', kind: 'discussion', occurredAt: at, member: ada, title: 'Pricing question', excerpt: 'How did they price it?', subject: { kind: 'case_study', title: 'Harbor Analytics', href: '/case-studies/c1' } },
  { id: 'discussion:d2', kind: 'discussion', occurredAt: at, member: bo, title: null, excerpt: 'Same here.', subject: { kind: 'tactic', title: 'Cold e-mail', href: '/tactics/t1' } },
  { id: 'submission:c2', kind: 'submission', occurredAt: at, member: bo, subject: { kind: 'case_study', title: 'Tiny Bakery', href: '/case-studies/c2' } },
];
const secondPage: CommunityActivityItem[] = [{ id: 'achievement:a1:first_vote', kind: 'achievement', occurredAt: at, member: ada, achievement: { key: 'first_vote', title: 'First Vote' } }];

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CommunityActivityList />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const entries = () => within(screen.getByRole('region', { name: 'Recent activity' })).getAllByRole('listitem');

afterEach(() => vi.unstubAllGlobals());

describe('CommunityActivityList', () => {
  it("shows each member's activity with links to their profile and the item, and loads older pages", async () => {
    const fetchMock = vi.fn(async (url: string) =>
      Response.json((url.includes('cursor=next-1') ? { items: secondPage, nextCursor: null } : { items: firstPage, nextCursor: 'next-1' }) satisfies CommunityActivity),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = renderList();

    expect(await screen.findByText('How did they price it?')).toBeInTheDocument();
    const [first, second, third] = entries();
    expect(first).toHaveTextContent(/^Ada Founder started a discussion on Harbor AnalyticsPricing questionHow did they price it\?/);
    expect(within(first!).getByRole('link', { name: 'Ada Founder' })).toHaveAttribute('href', '/members/a1');
    expect(within(first!).getByRole('link', { name: 'Harbor Analytics' })).toHaveAttribute('href', '/case-studies/c1');
    expect(within(first!).getByText('3 minutes ago')).toBeInTheDocument();
    expect(second).toHaveTextContent(/^Bo Builder replied on Cold e-mail/);
    expect(third).toHaveTextContent(/^Bo Builder published the case study Tiny Bakery/);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/community/activity');

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText(/earned the “First Vote” achievement/)).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/api/community/activity?cursor=next-1');
    expect(entries()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says when nobody has shown anything yet', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ items: [], nextCursor: null })));
    renderList();
    expect(await screen.findByText('No public activity yet. Members choose what their profile shows.')).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load recent activity.');
    fetchMock.mockImplementation(async () => Response.json({ items: firstPage, nextCursor: null }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('How did they price it?')).toBeInTheDocument();
  });
});
