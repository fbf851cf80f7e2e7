import { Bell } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useNotificationActions, useNotifications } from '../api/notifications.ts';
import { NOTIFICATION_LABELS } from '../lib/labels.ts';
import { NotificationItem } from './notification-item.tsx';

/** How many of the newest notifications the home page shows; the bell holds all 20. */
export const WIDGET_SHOWN = 5;

/**
 * The signed-in home's notifications widget (member-area §2). It reads the same list as the
 * header's bell, whose stream adds arriving notifications to it, so both stay live together.
 * A failed read only stops the loading state (member-area §8: notifications fail silently).
 */
export function NotificationsWidget() {
  const { data, isPending } = useNotifications();
  const { markRead, markAllRead, dismiss } = useNotificationActions();
  const unreadCount = data?.unreadCount ?? 0;
  const shown = data?.items.slice(0, WIDGET_SHOWN) ?? [];
  const more = (data?.items.length ?? 0) - shown.length;
  return (
    <Card role="region" aria-labelledby="home-notifications-title" className="flex min-w-0 flex-col overflow-hidden">
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h2 id="home-notifications-title" className="flex items-center gap-2 text-base font-semibold">
          <Bell className="size-4" aria-hidden="true" />
          {NOTIFICATION_LABELS.heading}
          {unreadCount > 0 && (
            <span data-testid="widget-unread" className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
              {unreadCount} unread
            </span>
          )}
        </h2>
        <Button variant="link" size="sm" className="h-7 px-0" onClick={markAllRead} disabled={unreadCount === 0}>
          {NOTIFICATION_LABELS.markAllRead}
        </Button>
      </div>
      {isPending && (
        <div className="space-y-3 p-4" aria-busy="true">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      )}
      {data && shown.length === 0 && <p className="p-6 text-center text-sm text-muted-foreground">{NOTIFICATION_LABELS.empty}</p>}
      {shown.length > 0 && (
        <ul aria-label={NOTIFICATION_LABELS.heading}>
          {shown.map((item) => (
            <NotificationItem key={item.id} item={item} onRead={() => markRead(item.id)} onDismiss={() => dismiss(item.id)} />
          ))}
        </ul>
      )}
      {more > 0 && <p className="border-t border-border px-4 py-2 text-xs text-muted-foreground">{more} older in the bell at the top of the page.</p>}
    </Card>
  );
}
