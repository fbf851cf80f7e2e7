import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_SHOWN } from '#shared/domain/notifications.ts';
import type { Notification, NotificationList, UnreadCount } from '#shared/schemas/notifications.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export const notificationsKey = ['notifications'] as const;

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => apiFetch<NotificationList>('/me/notifications', { signal }),
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}

const unread = (count: number) => Math.max(0, count);

/** Adds a notification that arrived live: newest first, at most 20, never twice. */
export function addNotification(queryClient: QueryClient, item: Notification) {
  queryClient.setQueryData<NotificationList>(notificationsKey, (list) => {
    if (!list) return list;
    if (list.items.some((existing) => existing.id === item.id)) return list;
    return {
      items: [item, ...list.items].slice(0, NOTIFICATIONS_SHOWN),
      unreadCount: unread(list.unreadCount + (item.read ? 0 : 1)),
    };
  });
}

type Change = { path: string; method: 'POST' | 'DELETE'; apply: (list: NotificationList) => NotificationList };

/** Applies a change at once and keeps it only if the server agrees; the server's count wins. */
function useNotificationChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, method }: Change) => apiFetch<UnreadCount>(path, { method }),
    onMutate: async ({ apply }) => {
      await queryClient.cancelQueries({ queryKey: notificationsKey });
      const before = queryClient.getQueryData<NotificationList>(notificationsKey);
      if (before) queryClient.setQueryData(notificationsKey, apply(before));
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(notificationsKey, context.before);
    },
    onSuccess: ({ unreadCount }) => {
      queryClient.setQueryData<NotificationList>(notificationsKey, (list) => list && { ...list, unreadCount: unread(unreadCount) });
    },
  });
}

export function useNotificationActions() {
  const change = useNotificationChange();
  return {
    markRead: (id: string) =>
      change.mutate({
        path: `/me/notifications/${id}/read`,
        method: 'POST',
        apply: (list) => {
          const target = list.items.find((item) => item.id === id);
          if (!target || target.read) return list;
          return { items: list.items.map((item) => (item.id === id ? { ...item, read: true } : item)), unreadCount: unread(list.unreadCount - 1) };
        },
      }),
    markAllRead: () =>
      change.mutate({
        path: '/me/notifications/read-all',
        method: 'POST',
        apply: (list) => ({ items: list.items.map((item) => ({ ...item, read: true })), unreadCount: 0 }),
      }),
    dismiss: (id: string) =>
      change.mutate({
        path: `/me/notifications/${id}`,
        method: 'DELETE',
        apply: (list) => {
          const target = list.items.find((item) => item.id === id);
          return {
            items: list.items.filter((item) => item.id !== id),
            unreadCount: unread(list.unreadCount - (target && !target.read ? 1 : 0)),
          };
        },
      }),
  };
}
