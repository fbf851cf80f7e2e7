import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { badgeText } from '#shared/domain/notifications.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useNotificationActions, useNotifications } from '../api/notifications.ts';
import { useNotificationStream } from '../hooks/use-notification-stream.ts';
import { NOTIFICATION_LABELS } from '../lib/labels.ts';
import { NotificationItem } from './notification-item.tsx';

/** The header's bell for signed-in members: unread badge, and the popover with the 20 newest. */
export function NotificationsBell() {
  const { data, isPending, isError } = useNotifications();
  const { markRead, markAllRead, dismiss } = useNotificationActions();
  useNotificationStream(true);
  const unreadCount = data?.unreadCount ?? 0;
  const badge = badgeText(unreadCount);
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={badge ? `${NOTIFICATION_LABELS.heading}, ${unreadCount} unread` : NOTIFICATION_LABELS.heading}>
          <Bell aria-hidden="true" />
          {badge && (
            <span data-testid="notification-badge" className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-none font-semibold text-white">
              {badge}
            </span>
          )}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-[min(24rem,calc(100vw-1rem))] overflow-hidden rounded-lg border border-border bg-card text-foreground shadow-lg data-[state=closed]:animate-fade-out data-[state=open]:animate-pop-in"
        >
          <div className="flex items-center justify-between border-b border-border px-4 py-2.5">
            <h2 className="text-sm font-semibold">{NOTIFICATION_LABELS.heading}</h2>
            <Button variant="link" size="sm" className="h-7 px-0" onClick={markAllRead} disabled={unreadCount === 0}>
              {NOTIFICATION_LABELS.markAllRead}
            </Button>
          </div>
          <div className="max-h-[min(28rem,70vh)] overflow-y-auto">
            {isPending && (
              <div className="space-y-3 p-4">
                <Skeleton className="h-12" />
                <Skeleton className="h-12" />
              </div>
            )}
            {isError && <p className="p-6 text-center text-sm text-muted-foreground">{NOTIFICATION_LABELS.failed}</p>}
            {data && data.items.length === 0 && <p className="p-6 text-center text-sm text-muted-foreground">{NOTIFICATION_LABELS.empty}</p>}
            {data && data.items.length > 0 && (
              <ul aria-label={NOTIFICATION_LABELS.heading}>
                {data.items.map((item) => (
                  <NotificationItem key={item.id} item={item} onRead={() => markRead(item.id)} onDismiss={() => dismiss(item.id)} />
                ))}
              </ul>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
