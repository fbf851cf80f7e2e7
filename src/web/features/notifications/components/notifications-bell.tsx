import { formatDistanceToNow } from 'date-fns';
import { Bell, Check, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { badgeText } from '#shared/domain/notifications.ts';
import type { Notification } from '#shared/schemas/notifications.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { useNotificationActions, useNotifications } from '../api/notifications.ts';
import { useNotificationStream } from '../hooks/use-notification-stream.ts';
import { NOTIFICATION_LABELS } from '../lib/labels.ts';

function ActorAvatar({ actor }: { actor: Notification['actor'] }) {
  const className = 'flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-violet-600 object-cover text-sm font-semibold text-white';
  if (actor.avatarUrl) return <img src={actor.avatarUrl} alt="" className={className} referrerPolicy="no-referrer" />;
  return (
    <span aria-hidden="true" className={className}>
      {actor.displayName.charAt(0).toUpperCase()}
    </span>
  );
}

function NotificationItem({ item, onRead, onDismiss }: { item: Notification; onRead: () => void; onDismiss: () => void }) {
  return (
    <li
      className={cn('flex gap-3 border-b border-border/60 px-4 py-3 last:border-b-0', !item.read && 'bg-brand-50 dark:bg-brand-950/60')}
      data-testid="notification"
      data-read={item.read}
    >
      <ActorAvatar actor={item.actor} />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 text-sm font-semibold">
          {!item.read && <span className="size-2 shrink-0 rounded-full bg-brand-600" aria-label={NOTIFICATION_LABELS.unread} role="img" />}
          <span className="truncate">{item.title}</span>
        </p>
        <p className="text-sm text-muted-foreground">{item.message}</p>
        <p className="mt-0.5 text-xs text-muted-foreground">{formatDistanceToNow(new Date(item.createdAt), { addSuffix: true })}</p>
      </div>
      <div className="flex shrink-0 flex-col gap-1">
        {!item.read && (
          <Button variant="ghost" size="icon" className="size-7" onClick={onRead} aria-label={NOTIFICATION_LABELS.markRead} title={NOTIFICATION_LABELS.markRead}>
            <Check aria-hidden="true" />
          </Button>
        )}
        <Button variant="ghost" size="icon" className="size-7" onClick={onDismiss} aria-label={NOTIFICATION_LABELS.dismiss} title={NOTIFICATION_LABELS.dismiss}>
          <X aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

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
