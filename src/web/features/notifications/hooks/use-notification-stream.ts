import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { NOTIFICATION_STREAM_EVENT, notificationSchema, STREAM_READY_EVENT } from '#shared/schemas/notifications.ts';
import { addNotification, notificationsKey } from '../api/notifications.ts';

/** The member's live event stream; the browser reconnects by itself, resuming after the last event. */
export const EVENTS_URL = '/api/events';

/** Puts notifications arriving on the stream into the list while the member is signed in. */
export function useNotificationStream(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(EVENTS_URL, { withCredentials: true });
    const onNotification = (event: MessageEvent<string>) => {
      const parsed = notificationSchema.safeParse(JSON.parse(event.data));
      if (!parsed.success) return;
      addNotification(queryClient, parsed.data);
      // A quest completed just now is also announced where the member is looking (member-area §4).
      if (parsed.data.actionType === 'quest_completed') toast.success(parsed.data.title, { description: parsed.data.message });
    };
    // Every (re)connection starts with "ready". Last-Event-ID covers a drop after an event;
    // re-reading the list also covers one before any event arrived.
    let connections = 0;
    const onReady = () => {
      connections += 1;
      if (connections > 1) void queryClient.invalidateQueries({ queryKey: notificationsKey });
    };
    source.addEventListener(NOTIFICATION_STREAM_EVENT, onNotification);
    source.addEventListener(STREAM_READY_EVENT, onReady);
    return () => {
      source.removeEventListener(NOTIFICATION_STREAM_EVENT, onNotification);
      source.removeEventListener(STREAM_READY_EVENT, onReady);
      source.close();
    };
  }, [enabled, queryClient]);
}
