import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EngagementState } from '#shared/schemas/engagement.ts';
import { engagementKey } from '../api/engagement-state.ts';
import { EngagementBar } from './engagement-bar.tsx';
import { RatingPrompt } from './rating-prompt.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const ID = '4f1c2f0e-8d5b-4c61-9a7e-2b3c4d5e6f70';
const initial: EngagementState = { voteCount: 7, viewerVote: null, bookmarked: false, averageRating: 4.25, ratingCount: 4, viewerRating: null };

type Deferred = { resolve: (state: EngagementState) => void; reject: (status: number) => void };
let pending: Deferred[] = [];
let fetchMock: ReturnType<typeof vi.fn>;

/** Every request waits until the test answers it; GET engagement answers with `serverState`. */
function stubFetch(serverState: () => EngagementState) {
  fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (!init?.method || init.method === 'GET') return Promise.resolve(Response.json(serverState()));
    return new Promise<Response>((resolve) => {
      pending.push({
        resolve: (state) => resolve(Response.json(state)),
        reject: (status) => resolve(Response.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status })),
      });
    });
  });
  vi.stubGlobal('fetch', fetchMock);
}

function setup(ui: ReactNode, { isSignedIn = true, state = initial }: { isSignedIn?: boolean; state?: EngagementState } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(engagementKey({ itemType: 'case_study', itemId: ID, isSignedIn }), state);
  render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { queryClient, user: userEvent.setup() };
}

const writes = () => fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
const score = () => within(screen.getByRole('group', { name: 'Votes' })).getByText(/\d|–/, { selector: 'span[aria-live]' });

beforeEach(() => {
  pending = [];
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('EngagementBar voting', () => {
  it('shows a first vote at once, then the server answer, with "Vote recorded"', async () => {
    let server = initial;
    stubFetch(() => server);
    const { user } = setup(<EngagementBar itemType="case_study" itemId={ID} title="Harbor" isSignedIn />);
    const upvote = screen.getByRole('button', { name: 'Upvote' });
    expect(score()).toHaveTextContent('7');

    await user.click(upvote);
    expect(score()).toHaveTextContent('8');
    expect(upvote).toHaveAttribute('aria-pressed', 'true');
    expect(writes()).toHaveLength(1);
    expect(writes()[0]).toEqual([`/api/case-studies/${ID}/vote`, expect.objectContaining({ method: 'PUT', body: JSON.stringify({ voteType: 'upvote' }) })]);

    server = { ...initial, voteCount: 12, viewerVote: 'upvote' };
    pending[0]!.resolve(server);
    await waitFor(() => expect(score()).toHaveTextContent('12'));
    expect(toast.success).toHaveBeenCalledWith('Vote recorded');
  });

  it('switching moves the count by 2 and pressing the same vote again removes it (DELETE)', async () => {
    stubFetch(() => initial);
    const { user } = setup(<EngagementBar itemType="case_study" itemId={ID} title="Harbor" isSignedIn />, { state: { ...initial, viewerVote: 'upvote', voteCount: 8 } });

    await user.click(screen.getByRole('button', { name: 'Downvote' }));
    expect(score()).toHaveTextContent('6');
    expect(screen.getByRole('button', { name: 'Downvote' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Upvote' })).toHaveAttribute('aria-pressed', 'false');

    // A second press before the first answer: shown at once, and not undone by the first answer.
    await user.click(screen.getByRole('button', { name: 'Downvote' }));
    expect(score()).toHaveTextContent('7');
    pending[0]!.resolve({ ...initial, viewerVote: 'downvote', voteCount: 6 });
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(score()).toHaveTextContent('7');
    expect(writes()[1]).toEqual([`/api/case-studies/${ID}/vote`, expect.objectContaining({ method: 'DELETE' })]);
    pending[1]!.resolve({ ...initial, viewerVote: null, voteCount: 7 });
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(2));
    expect(score()).toHaveTextContent('7');
  });

  it('on failure says "Failed to record vote." and returns to the true state', async () => {
    stubFetch(() => initial);
    const { user } = setup(<EngagementBar itemType="case_study" itemId={ID} title="Harbor" isSignedIn />);
    await user.click(screen.getByRole('button', { name: 'Downvote' }));
    expect(score()).toHaveTextContent('6');
    pending[0]!.reject(500);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to record vote.'));
    await waitFor(() => expect(score()).toHaveTextContent('7'));
    expect(screen.getByRole('button', { name: 'Downvote' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('EngagementBar bookmark', () => {
  it('toggles with aria-pressed, a changing name and the spec toasts', async () => {
    stubFetch(() => initial);
    const { user } = setup(<EngagementBar itemType="case_study" itemId={ID} title="Harbor" isSignedIn />);
    await user.click(screen.getByRole('button', { name: 'Bookmark' }));
    const remove = screen.getByRole('button', { name: 'Remove bookmark' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(writes()[0]).toEqual([`/api/case-studies/${ID}/bookmark`, expect.objectContaining({ method: 'PUT' })]);
    pending[0]!.resolve({ ...initial, bookmarked: true });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bookmarked!'));

    await user.click(remove);
    expect(writes()[1]).toEqual([`/api/case-studies/${ID}/bookmark`, expect.objectContaining({ method: 'DELETE' })]);
    pending[1]!.resolve(initial);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bookmark removed'));
    expect(screen.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('on failure says "Failed to update bookmark." and shows the true state again', async () => {
    stubFetch(() => initial);
    const { user } = setup(<EngagementBar itemType="case_study" itemId={ID} title="Harbor" isSignedIn />);
    await user.click(screen.getByRole('button', { name: 'Bookmark' }));
    pending[0]!.reject(500);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update bookmark.'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'false'));
  });
});

describe('visitors', () => {
  it('are asked to sign in to vote, bookmark or rate, and nothing is sent or changed', async () => {
    stubFetch(() => initial);
    const { user } = setup(
      <>
        <EngagementBar itemType="case_study" itemId={ID} title="Harbor" isSignedIn={false} withRating />
        <RatingPrompt itemType="case_study" itemId={ID} isSignedIn={false} />
      </>,
      { isSignedIn: false },
    );
    await user.click(screen.getByRole('button', { name: 'Upvote' }));
    expect(toast.error).toHaveBeenLastCalledWith('Please login to vote.');
    await user.click(screen.getByRole('button', { name: 'Downvote' }));
    await user.click(screen.getByRole('button', { name: 'Bookmark' }));
    expect(toast.error).toHaveBeenLastCalledWith('Login required', { description: 'Please login to bookmark content.' });
    await user.click(screen.getAllByRole('radio', { name: 'Rate 4 stars' })[0]!);
    expect(toast.error).toHaveBeenLastCalledWith('Please sign in to rate items.');

    expect(writes()).toHaveLength(0);
    expect(score()).toHaveTextContent('7');
    expect(screen.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'false');
    for (const star of screen.getAllByRole('radio')) expect(star).toHaveAttribute('aria-checked', 'false');
  });
});

describe('RatingPrompt', () => {
  it('shows the average to one decimal with the count, and submits a chosen star', async () => {
    stubFetch(() => initial);
    const { user } = setup(<RatingPrompt itemType="case_study" itemId={ID} isSignedIn />);
    expect(screen.getByRole('radiogroup', { name: 'Rate this case study' })).toBeInTheDocument();
    expect(screen.getByText(/from 4 ratings/)).toHaveTextContent('Average 4.3 from 4 ratings.');

    await user.click(screen.getByRole('radio', { name: 'Rate 4 stars' }));
    expect(screen.getByRole('radio', { name: 'Rate 4 stars' })).toHaveAttribute('aria-checked', 'true');
    expect(writes()[0]).toEqual([`/api/case-studies/${ID}/rating`, expect.objectContaining({ method: 'PUT', body: JSON.stringify({ rating: 4 }) })]);
    pending[0]!.resolve({ ...initial, viewerRating: 4, ratingCount: 5, averageRating: 4.2 });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Rating submitted', { description: 'Thank you for your feedback!' }));
    expect(screen.getByText(/from 5 ratings/)).toHaveTextContent('Average 4.2 from 5 ratings.');
  });

  it('on failure says so and shows the true rating again', async () => {
    stubFetch(() => initial);
    const { user } = setup(<RatingPrompt itemType="case_study" itemId={ID} isSignedIn />);
    await user.click(screen.getByRole('radio', { name: 'Rate 2 stars' }));
    pending[0]!.reject(500);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to submit rating. Please try again.'));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Rate 2 stars' })).toHaveAttribute('aria-checked', 'false'));
  });

  it('says when there are no ratings yet', () => {
    stubFetch(() => initial);
    setup(<RatingPrompt itemType="case_study" itemId={ID} isSignedIn />, { state: { ...initial, ratingCount: 0, averageRating: 0 } });
    expect(screen.getByText('No ratings yet')).toBeInTheDocument();
  });
});
