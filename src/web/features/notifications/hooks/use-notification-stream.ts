import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { PROGRESS_NOTIFICATION_KINDS } from '#shared/constants.ts';
import { NOTIFICATION_STREAM_EVENT, notificationSchema, STREAM_READY_EVENT, type Notification, type NotificationList } from '#shared/schemas/notifications.ts';
import { refreshMemberProgress } from '#web/lib/member-progress.ts';
import { addNotification, notificationsKey } from '../api/notifications.ts';

const isProgress = (item: Notification) => (PROGRESS_NOTIFICATION_KINDS as readonly string[]).includes(item.actionType);

/** The member's live event stream; the browser reconnects by itself, resuming after the last event. */
export const EVENTS_URL = '/api/events';

/**
 * Puts notifications arriving on the stream into the list while the member is signed in. A
 * quest completed, achievement unlocked or level reached is also toasted, and the member's
 * progress and activity are read again so an open dashboard updates in place.
 */
export function useNotificationStream(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(EVENTS_URL, { withCredentials: true });
    const toasted = new Set<string>();
    // Progress made just now is announced where the member is looking (member-area §4: "Quest Completed!").
    const announce = (item: Notification) => {
      if (!isProgress(item) || item.read || toasted.has(item.id)) return;
      toasted.add(item.id);
      toast.success(item.title, { description: item.message });
      refreshMemberProgress(queryClient);
    };
    // Items that arrive while the list is being read again; the answer may have been read before
    // they were written, so they are added back after it.
    const rereads = new Set<Notification[]>();
    const onNotification = (event: MessageEvent<string>) => {
      const parsed = notificationSchema.safeParse(JSON.parse(event.data));
      if (!parsed.success) return;
      addNotification(queryClient, parsed.data);
      for (const arrived of rereads) arrived.push(parsed.data);
      announce(parsed.data);
    };
    // Every (re)connection starts with "ready", sent once the server listens for this member.
    // Re-reading the list then covers whatever was created before that: between the first read
    // and the first connection, or while a dropped connection was away. A quest completed in
    // that gap is announced (and the progress read again) as if it had arrived live.
    const onReady = async () => {
      const before = queryClient.getQueryData<NotificationList>(notificationsKey);
      const arrived: Notification[] = [];
      rereads.add(arrived);
      try {
        await queryClient.invalidateQueries({ queryKey: notificationsKey });
      } finally {
        rereads.delete(arrived);
        for (const item of arrived) addNotification(queryClient, item);
      }
      if (!before) return;
      const known = new Set(before.items.map((item) => item.id));
      const after = queryClient.getQueryData<NotificationList>(notificationsKey);
      for (const item of after?.items ?? []) if (!known.has(item.id)) announce(item);
    };
    const handleReady = () => void onReady();
    source.addEventListener(NOTIFICATION_STREAM_EVENT, onNotification);
    source.addEventListener(STREAM_READY_EVENT, handleReady);
    return () => {
      source.removeEventListener(NOTIFICATION_STREAM_EVENT, onNotification);
      source.removeEventListener(STREAM_READY_EVENT, handleReady);
      source.close();
    };
  }, [enabled, queryClient]);
}
