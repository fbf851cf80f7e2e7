import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicProfile } from '#shared/schemas/profile.ts';
import { publicProfileKey, usePublicProfile } from '../api/profile.ts';
import { FollowPanel } from './follow-panel.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const ID = '6a0c2f0e-8d5b-4c61-9a7e-2b3c4d5e6f71';
const profile = (over: Partial<PublicProfile> = {}): PublicProfile => ({
  id: ID,
  displayName: 'Ada Founder',
  joinedAt: '2026-01-05T00:00:00.000Z',
  follows: { followers: 1, following: 4 },
  viewerFollows: false,
  ...over,
});

/** The panel as the member page shows it: from the cached profile, which a follow updates. */
function Harness({ isSignedIn }: { isSignedIn: boolean }) {
  const { data } = usePublicProfile(ID);
  return data ? <FollowPanel profile={data} isSignedIn={isSignedIn} /> : null;
}

let fetchMock: ReturnType<typeof vi.fn>;
function setup(initial: PublicProfile, isSignedIn = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(publicProfileKey(ID), initial);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Harness isSignedIn={isSignedIn} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => vi.mocked(toast.error).mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('FollowPanel', () => {
  it('follows, shows the new count, and unfollows', async () => {
    fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      Response.json(init?.method === 'PUT' ? { following: true, followers: 2 } : { following: false, followers: 1 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = setup(profile());
    expect(screen.getByText('1 follower')).toBeInTheDocument();
    expect(screen.getByText('4')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Follow Ada Founder' }));
    expect(await screen.findByRole('button', { name: 'Unfollow Ada Founder' })).toBeEnabled();
    expect(screen.getByText('2 followers')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith(`/api/members/${ID}/follow`, expect.objectContaining({ method: 'PUT' }));

    await user.click(screen.getByRole('button', { name: 'Unfollow Ada Founder' }));
    expect(await screen.findByRole('button', { name: 'Follow Ada Founder' })).toBeEnabled();
    expect(screen.getByText('1 follower')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith(`/api/members/${ID}/follow`, expect.objectContaining({ method: 'DELETE' }));
  });

  it('keeps the state and says so when the server refuses', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ error: { code: 'NOT_FOUND', message: 'Profile not found.' } }, { status: 404 })));
    const user = setup(profile());
    await user.click(screen.getByRole('button', { name: 'Follow Ada Founder' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Could not follow', { description: 'Profile not found.' }));
    expect(screen.getByRole('button', { name: 'Follow Ada Founder' })).toBeEnabled();
    expect(screen.getByText('1 follower')).toBeInTheDocument();
  });

  it('sends a visitor to sign in and back', () => {
    vi.stubGlobal('fetch', vi.fn());
    setup(profile({ viewerFollows: null }), false);
    expect(screen.getByRole('link', { name: 'Follow Ada Founder' })).toHaveAttribute('href', `/auth?tab=signin&redirect=${encodeURIComponent(`/members/${ID}`)}`);
  });

  it('shows the member no button on their own page', () => {
    vi.stubGlobal('fetch', vi.fn());
    setup(profile({ viewerFollows: null }), true);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('1 follower')).toBeInTheDocument();
  });
});
