import type { ReactNode } from 'react';

/**
 * A list of items, or, when there are none, a muted line that says so ("No bookmarks yet.").
 * `children` draws one item as its `li`, with its key.
 */
export function ListOrEmpty<Item>({
  items,
  empty,
  ordered = false,
  className,
  children,
}: {
  items: readonly Item[];
  empty: ReactNode;
  ordered?: boolean;
  className?: string;
  children: (item: Item, index: number) => ReactNode;
}) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  const List = ordered ? 'ol' : 'ul';
  return <List className={className}>{items.map(children)}</List>;
}
