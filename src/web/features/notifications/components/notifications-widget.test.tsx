import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationList } from '#shared/schemas/notifications.ts';
import { notificationItem, notificationsFetch } from '#tests/helpers/notifications.ts';
import { NotificationsBell } from './notifications-bell.tsx';
import { NotificationsWidget } from './notifications-widget.tsx';
import { FakeEventSource } from '#tests/helpers/fake-event-source.ts';

const item = (id: string, read = false, message = `Ada upvoted your case study ${id}`) => notificationItem(id, read, message);

let list: NotificationList;
let failRead = false;

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  failRead = false;
  fetchMock = notificationsFetch(() => list, () => failRead);
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

/** The home as the app shows it: the header's bell (with the stream) and the widget on one query client. */
function renderHome() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <NotificationsBell />
      <NotificationsWidget />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: /Notifications/ });
}

describe('NotificationsWidget on the signed-in home', () => {
  it('shows the five newest with the unread count, and how many more the bell holds', async () => {
    list = { items: ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => item(id)), unreadCount: 7 };
    const widget = renderHome();
    await waitFor(() => expect(within(widget).getAllByTestId('notification')).toHaveLength(5));
    expect(within(widget).getByText('7 unread')).toBeInTheDocument();
    expect(within(widget).getByText('Ada upvoted your case study a')).toBeInTheDocument();
    expect(within(widget).queryByText('Ada upvoted your case study f')).toBeNull();
    expect(within(widget).getByText('2 older in the bell at the top of the page.')).toBeInTheDocument();
  });

  it('says "No notifications yet" when there are none', async () => {
    list = { items: [], unreadCount: 0 };
    const widget = renderHome();
    expect(await within(widget).findByText('No notifications yet')).toBeInTheDocument();
    expect(within(widget).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('adds a notification arriving on the stream at the top, live', async () => {
    list = { items: [item('a', true)], unreadCount: 0 };
    const widget = renderHome();
    await within(widget).findByText('Ada upvoted your case study a');
    expect(within(widget).queryByTestId('widget-unread')).toBeNull();
    FakeEventSource.last!.emit('notification', JSON.stringify(item('new', false, 'Grace rated your tactic')));
    await waitFor(() => expect(within(widget).getAllByTestId('notification')[0]).toHaveTextContent('Grace rated your tactic'));
    expect(within(widget).getByTestId('widget-unread')).toHaveTextContent('1 unread');
  });

  it('marks one read and all read, and the bell follows', async () => {
    list = { items: [item('a'), item('b')], unreadCount: 2 };
    const widget = renderHome();
    await within(widget).findByText('2 unread');
    await userEvent.click(within(widget).getAllByRole('button', { name: 'Mark as read' })[0]!);
    await waitFor(() => expect(within(widget).getByTestId('widget-unread')).toHaveTextContent('1 unread'));
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('1');
    expect(fetchMock).toHaveBeenCalledWith('/api/me/notifications/a/read', expect.objectContaining({ method: 'POST' }));
    await userEvent.click(within(widget).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(within(widget).queryByTestId('widget-unread')).toBeNull());
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('stops loading without a message when the list cannot be read', async () => {
    failRead = true;
    list = { items: [], unreadCount: 0 };
    const widget = renderHome();
    await waitFor(() => expect(within(widget).queryByText((_, el) => el?.getAttribute('aria-busy') === 'true')).toBeNull());
    expect(within(widget).queryByText('No notifications yet')).toBeNull();
    expect(within(widget).queryAllByTestId('notification')).toHaveLength(0);
  });
});
