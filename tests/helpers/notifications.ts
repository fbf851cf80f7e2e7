import { vi } from 'vitest';
import type { Notification, NotificationList } from '#shared/schemas/notifications.ts';

/** An upvote notice from Ada, five minutes old. */
export const notificationItem = (id: string, read = false, message = 'Ada upvoted your case study'): Notification => ({
  id,
  type: 'vote',
  actionType: 'upvote_case_study',
  title: 'Case Study Upvoted',
  message,
  read,
  data: {},
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  actor: { displayName: 'Ada', avatarUrl: null },
});

/**
 * A fetch that answers the notification API from `list()`: the list on a GET (a 500 while
 * `failing()`), the unread count left after one or all are marked read.
 */
export function notificationsFetch(list: () => NotificationList, failing: () => boolean = () => false) {
  return vi.fn((url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET') return Promise.resolve(failing() ? Response.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 }) : Response.json(list()));
    if (url.endsWith('/read-all')) return Promise.resolve(Response.json({ unreadCount: 0 }));
    return Promise.resolve(Response.json({ unreadCount: Math.max(0, list().unreadCount - 1) }));
  });
}
