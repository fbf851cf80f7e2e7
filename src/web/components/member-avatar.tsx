import { UserRound } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

/** A member's photo, or a placeholder when they have none. `small` uses the 64 px thumbnail. */
export function MemberAvatar({ url, name, size = 'lg', className }: { url: string | null | undefined; name: string; size?: 'sm' | 'lg'; className?: string }) {
  const box = size === 'sm' ? 'size-8' : 'size-24';
  if (!url) {
    return (
      <span role="img" aria-label={`${name} (no photo)`} className={cn('inline-flex shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground', box, className)}>
        <UserRound className={size === 'sm' ? 'size-4' : 'size-10'} aria-hidden="true" />
      </span>
    );
  }
  const src = size === 'sm' ? url.replace(/-256\.webp$/, '-64.webp') : url;
  return <img src={src} alt={name} width={size === 'sm' ? 32 : 96} height={size === 'sm' ? 32 : 96} className={cn('shrink-0 rounded-full object-cover', box, className)} />;
}
