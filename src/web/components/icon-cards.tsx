import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn.ts';

export type IconCardItem = { icon: LucideIcon; title: string; text: string; to?: string };

/**
 * A grid of small cards, each an icon, a title (a link where the item has `to`) and a line of
 * text: what a page offers (the community's benefits, the build tools, a bootcamp's steps).
 * `numbered` makes it an ordered list with each title's number before it.
 */
export function IconCards({
  items,
  numbered = false,
  className,
  iconClassName = 'size-7',
}: {
  items: readonly IconCardItem[];
  numbered?: boolean;
  className?: string;
  iconClassName?: string;
}) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {items.map((item, index) => (
        <li key={item.title} className="rounded-xl border border-border bg-card p-5 shadow-sm">
          <item.icon className={cn('text-brand-600 dark:text-brand-300', iconClassName)} aria-hidden="true" />
          <h3 className="mt-3 font-semibold">
            {numbered && <span className="text-muted-foreground">{index + 1}. </span>}
            {item.to ? (
              <Link to={item.to} className="hover:underline">
                {item.title}
              </Link>
            ) : (
              item.title
            )}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{item.text}</p>
        </li>
      ))}
    </List>
  );
}
