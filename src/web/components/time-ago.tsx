import { formatDistanceToNow } from 'date-fns';
import { useHydrated } from '#web/lib/use-hydrated.ts';

/** "Nov 29, 2026" (UTC) as drawn by the server, "3 hours ago" once the browser's clock can be read. */
export function TimeAgo({ iso, className }: { iso: string; className?: string }) {
  const hydrated = useHydrated();
  const date = new Date(iso);
  return (
    <time dateTime={iso} className={className}>
      {hydrated ? formatDistanceToNow(date, { addSuffix: true }) : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}
    </time>
  );
}
