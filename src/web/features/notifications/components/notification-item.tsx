import { Check, X } from 'lucide-react';
import type { Notification } from '#shared/schemas/notifications.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { NOTIFICATION_LABELS } from '../lib/labels.ts';
import { TimeAgo } from '#web/components/time-ago.tsx';

function ActorAvatar({ actor }: { actor: Notification['actor'] }) {
  const className = 'flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-violet-600 object-cover text-sm font-semibold text-white';
  if (actor.avatarUrl) return <img src={actor.avatarUrl} alt="" className={className} referrerPolicy="no-referrer" />;
  return (
    <span aria-hidden="true" className={className}>
      {actor.displayName.charAt(0).toUpperCase()}
    </span>
  );
}

/** One notification: actor, title, message, age, unread dot, mark-read and dismiss buttons. */
export function NotificationItem({ item, onRead, onDismiss }: { item: Notification; onRead: () => void; onDismiss: () => void }) {
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
        <p className="mt-0.5 text-xs text-muted-foreground"><TimeAgo iso={item.createdAt} /></p>
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
