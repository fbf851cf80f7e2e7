import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DiscussionEntry, DiscussionList } from '#shared/schemas/discussions.ts';
import { DiscussionsSection } from './discussions-section.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const ID = '0c7d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const post = (id: string, hours: number, extra: Partial<DiscussionEntry> = {}): DiscussionEntry => ({
  id,
  parentId: null,
  title: `Discussion ${id}`,
  body: `Body of ${id}`,
  author: { id: 'u1', displayName: 'Ada Lovelace', avatarUrl: null },
  createdAt: hoursAgo(hours),
  upvotes: 2,
  viewerUpvoted: false,
  ...extra,
});
const reply = (id: string, parentId: string, hours: number, extra: Partial<DiscussionEntry> = {}) => post(id, hours, { parentId, title: null, ...extra });

const LIST: DiscussionList = {
  items: [
    { ...post('newer', 3), replies: [reply('first-reply', 'newer', 2), reply('second-reply', 'newer', 1, { author: { id: null, displayName: null, avatarUrl: null } })] },
    { ...post('older', 30, { author: { id: 'u2', displayName: 'Grace Hopper', avatarUrl: null } }), replies: [] },
  ],
  total: 4,
  nextCursor: null,
};

let fetchMock: ReturnType<typeof vi.fn>;
function stubFetch(handler: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  fetchMock = vi.fn((url: string, init?: RequestInit) => Promise.resolve(handler(url, init)));
  vi.stubGlobal('fetch', fetchMock);
}
const writes = () => fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');

function setup(isSignedIn: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <DiscussionsSection itemType="tactic" itemId={ID} isSignedIn={isSignedIn} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('DiscussionsSection', () => {
  it('lists discussions newest first with replies threaded beneath, authors and ages', async () => {
    stubFetch(() => Response.json(LIST));
    setup(true);
    expect(await screen.findByRole('heading', { name: 'Discussion newer' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/api/tactics/${ID}/discussions`, expect.anything());
    expect(screen.getByRole('heading', { name: /Discussions/, level: 2 })).toHaveTextContent('Discussions(4)');

    const articles = screen.getAllByRole('article');
    expect(articles.map((article) => article.getAttribute('aria-label'))).toEqual([
      'Discussion newer',
      'Reply by Ada Lovelace',
      'Reply by Unknown User',
      'Discussion older',
    ]);
    const replies = screen.getByRole('list', { name: 'Replies to Discussion newer' });
    expect(within(replies).getAllByRole('article')).toHaveLength(2);
    expect(within(replies).getByText('Unknown User')).toBeInTheDocument();
    expect(within(articles[0]!).getByText('about 3 hours ago')).toBeInTheDocument();
    expect(within(articles[3]!).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(articles[3]!).getByText('GH')).toBeInTheDocument();
    // A Reply button under each top-level discussion only.
    expect(screen.getAllByRole('button', { name: 'Reply' })).toHaveLength(2);
  });

  it('visitors read everything, see the sign-in prompt instead of the composer, and cannot upvote', async () => {
    stubFetch(() => Response.json(LIST));
    const user = setup(false);
    await screen.findByRole('heading', { name: 'Discussion newer' });
    expect(screen.getByText('Sign in to participate in discussions')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: 'Start a Discussion' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();

    const upvote = screen.getAllByRole('button', { name: /Upvote/ })[0]!;
    await user.click(upvote);
    expect(toast.error).toHaveBeenCalledWith('Please sign in to upvote discussions.');
    expect(upvote).toHaveTextContent('2');
    expect(writes()).toHaveLength(0);
  });

  it('an upvote shows at once, pressing again takes it back', async () => {
    let upvoted = false;
    let answer: (() => void) | undefined;
    const listNow = (): DiscussionList => ({
      ...LIST,
      items: LIST.items.map((thread) => (thread.id === 'newer' ? { ...thread, upvotes: upvoted ? 3 : 2, viewerUpvoted: upvoted } : thread)),
    });
    stubFetch((url, init) => {
      if (init?.method !== 'POST') return Response.json(listNow());
      return new Promise<Response>((resolve) => {
        answer = () => {
          upvoted = !upvoted;
          resolve(Response.json({ upvotes: upvoted ? 3 : 2, upvoted }));
        };
      });
    });
    const user = setup(true);
    await screen.findByRole('heading', { name: 'Discussion newer' });
    const upvote = () => within(screen.getAllByRole('article')[0]!).getByRole('button', { name: /Upvote/ });

    await user.click(upvote());
    expect(upvote()).toHaveAttribute('aria-pressed', 'true');
    expect(upvote()).toHaveTextContent('3');
    expect(writes()[0]![0]).toBe('/api/discussions/newer/upvote');
    answer!();
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => !init?.method)).toHaveLength(2));
    expect(upvote()).toHaveTextContent('3');

    await user.click(upvote());
    expect(upvote()).toHaveAttribute('aria-pressed', 'false');
    expect(upvote()).toHaveTextContent('2');
    answer!();
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => !init?.method)).toHaveLength(3));
    expect(upvote()).toHaveTextContent('2');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('a failed upvote says so and shows the true count again', async () => {
    stubFetch((url, init) =>
      init?.method === 'POST' ? Response.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 }) : Response.json(LIST),
    );
    const user = setup(true);
    await screen.findByRole('heading', { name: 'Discussion newer' });
    await user.click(within(screen.getAllByRole('article')[0]!).getByRole('button', { name: /Upvote/ }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to upvote discussion. Please try again.'));
    await waitFor(() => expect(within(screen.getAllByRole('article')[0]!).getByRole('button', { name: /Upvote/ })).toHaveAttribute('aria-pressed', 'false'));
  });

  it('posts a discussion and a reply, then reloads the list', async () => {
    stubFetch((url, init) => (init?.method === 'POST' ? Response.json(post('new', 0), { status: 201 }) : Response.json(LIST)));
    const user = setup(true);
    await screen.findByRole('heading', { name: 'Discussion newer' });

    await user.click(screen.getByRole('button', { name: 'Start a Discussion' }));
    await user.type(screen.getByLabelText('Title'), ' Hello ');
    await user.type(screen.getByLabelText('Message'), ' World ');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Discussion posted successfully.'));
    expect(writes()[0]).toEqual([`/api/tactics/${ID}/discussions`, expect.objectContaining({ body: JSON.stringify({ title: 'Hello', body: 'World' }) })]);

    await user.click(screen.getAllByRole('button', { name: 'Reply' })[1]!);
    await user.type(screen.getByLabelText('Your reply'), 'Thanks');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(2));
    expect(writes()[1]).toEqual([`/api/tactics/${ID}/discussions`, expect.objectContaining({ body: JSON.stringify({ body: 'Thanks', parentId: 'older' }) })]);
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => !init?.method)).toHaveLength(3));
  });

  it('a failed post says so and keeps the text', async () => {
    stubFetch((url, init) => (init?.method === 'POST' ? Response.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 }) : Response.json(LIST)));
    const user = setup(true);
    await screen.findByRole('heading', { name: 'Discussion newer' });
    await user.click(screen.getByRole('button', { name: 'Start a Discussion' }));
    await user.type(screen.getByLabelText('Title'), 'T');
    await user.type(screen.getByLabelText('Message'), 'B');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to post discussion. Please try again.'));
    expect(screen.getByLabelText('Title')).toHaveValue('T');
  });

  it('a load failure says so, with a retry', async () => {
    let fail = true;
    stubFetch(() => (fail ? Response.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 }) : Response.json(LIST)));
    const user = setup(false);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load discussions. Please try again.');
    expect(toast.error).toHaveBeenCalledWith('Failed to load discussions. Please try again.', expect.objectContaining({ id: expect.any(String) }));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Discussion newer' })).toBeInTheDocument();
  });

  it('says when there are no discussions yet', async () => {
    stubFetch(() => Response.json({ items: [], total: 0, nextCursor: null }));
    setup(true);
    expect(await screen.findByText('No discussions yet. Start the conversation!')).toBeInTheDocument();
  });

  it('loads older discussions a page at a time when asked', async () => {
    const firstPage: DiscussionList = { ...LIST, total: 5, nextCursor: 'older' };
    const olderPage: DiscussionList = { items: [{ ...post('oldest', 90), replies: [] }], total: 5, nextCursor: null };
    stubFetch((url) => Response.json(url.includes('before=older') ? olderPage : firstPage));
    const user = setup(false);
    expect(await screen.findByRole('heading', { name: 'Discussion newer' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Discussion oldest' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show older discussions' }));
    expect(await screen.findByRole('heading', { name: 'Discussion oldest' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/api/tactics/${ID}/discussions?before=older`, expect.anything());
    expect(screen.queryByRole('button', { name: 'Show older discussions' })).not.toBeInTheDocument();
  });
});
