import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification, NotificationList } from '#shared/schemas/notifications.ts';
import { notificationItem, notificationsFetch } from '#tests/helpers/notifications.ts';
import { NotificationsBell } from './notifications-bell.tsx';
import { FakeEventSource } from '#tests/helpers/fake-event-source.ts';

const item = (id: string, read = false) => notificationItem(id, read);

let list: NotificationList;

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = notificationsFetch(() => list);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderBell() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <NotificationsBell />
      <Toaster />
    </QueryClientProvider>,
  );
}

const open = async () => {
  await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('dialog');
};

describe('NotificationsBell', () => {
  it('shows "99+" above 99 unread', async () => {
    list = { items: [item('a')], unreadCount: 120 };
    renderBell();
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('99+');
  });

  it('says "No notifications yet" and shows no badge when there are none', async () => {
    list = { items: [], unreadCount: 0 };
    renderBell();
    const popover = await open();
    expect(await within(popover).findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('adds notifications arriving on the event stream', async () => {
    list = { items: [item('a')], unreadCount: 1 };
    vi.stubGlobal('EventSource', FakeEventSource);
    renderBell();
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('1');
    const source = FakeEventSource.last!;
    expect(source.url).toBe('/api/events');
    source.emit('notification', JSON.stringify(item('b')));
    source.emit('notification', JSON.stringify(item('b')));
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('2'));
  });

  it('re-reads the list each time the stream is ready, so nothing created before the connection is missed', async () => {
    list = { items: [], unreadCount: 0 };
    vi.stubGlobal('EventSource', FakeEventSource);
    renderBell();
    const reads = () => fetchMock.mock.calls.filter(([url]) => url === '/api/me/notifications').length;
    await waitFor(() => expect(reads()).toBe(1));
    // Created after the first read, before the stream listened for the member.
    list = { items: [item('a')], unreadCount: 1 };
    FakeEventSource.last!.emit('ready', '{}');
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('1');
    // A reconnection after a drop reads it again.
    list = { items: [item('a'), item('b')], unreadCount: 2 };
    FakeEventSource.last!.emit('ready', '{}');
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('2'));
  });

  it('keeps an item that arrives live while the list is being read again', async () => {
    list = { items: [], unreadCount: 0 };
    vi.stubGlobal('EventSource', FakeEventSource);
    renderBell();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // The re-read answers with the list as it was before the item was written.
    let answer!: (response: Response) => void;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const source = FakeEventSource.last!;
    source.emit('ready', '{}');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    source.emit('notification', JSON.stringify(item('live')));
    await act(async () => answer(Response.json({ items: [], unreadCount: 0 })));
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('1');
    const popover = await open();
    expect(await within(popover).findAllByTestId('notification')).toHaveLength(1);
  });

  it('announces a completed quest once, live or found on re-reading the list after a reconnection', async () => {
    const quest = (id: string, title: string): Notification => ({
      ...item(id),
      type: null,
      actionType: 'quest_completed',
      title: 'Quest Completed!',
      message: `You earned 25 XP for completing "${title}"`,
    });
    list = { items: [], unreadCount: 0 };
    vi.stubGlobal('EventSource', FakeEventSource);
    renderBell();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const source = FakeEventSource.last!;
    source.emit('notification', JSON.stringify(quest('q1', 'Join a discussion')));
    expect(await screen.findByText('You earned 25 XP for completing "Join a discussion"')).toBeInTheDocument();
    // Completed while the stream was away: found when the list is read again on "ready".
    list = { items: [quest('q2', 'Cast 5 votes'), quest('q1', 'Join a discussion')], unreadCount: 2 };
    source.emit('ready', '{}');
    expect(await screen.findByText('You earned 25 XP for completing "Cast 5 votes"')).toBeInTheDocument();
    expect(screen.getAllByText(/You earned 25 XP for completing "Join a discussion"/)).toHaveLength(1);
  });

  it('lists items with age, marks one read, dismisses one and marks all read', async () => {
    list = { items: [item('a'), item('b'), item('c')], unreadCount: 3 };
    renderBell();
    const popover = await open();
    expect(await within(popover).findAllByText('Ada upvoted your case study')).toHaveLength(3);
    expect(within(popover).getAllByText('5 minutes ago')).toHaveLength(3);

    await userEvent.click(within(popover).getAllByRole('button', { name: 'Mark as read' })[0]!);
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('2'));
    expect(fetchMock).toHaveBeenCalledWith('/api/me/notifications/a/read', expect.objectContaining({ method: 'POST' }));

    await userEvent.click(within(popover).getAllByRole('button', { name: 'Dismiss' })[2]!);
    await waitFor(() => expect(within(popover).getAllByTestId('notification')).toHaveLength(2));

    await userEvent.click(within(popover).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    expect(within(popover).queryAllByRole('button', { name: 'Mark as read' })).toHaveLength(0);
  });
});
