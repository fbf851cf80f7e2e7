import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ItemType } from '#shared/constants.ts';
import type { DiscussionList } from '#shared/schemas/discussions.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { itemPath } from '../lib/item-paths.ts';

/** One item's discussions as one kind of viewer sees them (visitors have no upvotes of their own). */
export type DiscussionItem = { itemType: ItemType; itemId: string; isSignedIn: boolean };

export const discussionsKeyRoot = 'discussions';
export const discussionListKey = ({ itemType, itemId, isSignedIn }: DiscussionItem) =>
  [discussionsKeyRoot, itemType, itemId, isSignedIn ? 'member' : 'visitor'] as const;

/** The newest page of an item's discussions, or the page older than the `before` discussion. */
export function fetchDiscussions(itemType: ItemType, itemId: string, signal?: AbortSignal, before?: string): Promise<DiscussionList> {
  const query = before ? `?${new URLSearchParams({ before }).toString()}` : '';
  return apiFetch<DiscussionList>(`${itemPath(itemType, itemId)}/discussions${query}`, { signal });
}

export const discussionListQueryOptions = (item: DiscussionItem) =>
  queryOptions({
    queryKey: discussionListKey(item),
    queryFn: ({ signal }) => fetchDiscussions(item.itemType, item.itemId, signal),
    staleTime: 0,
  });

export function useDiscussionList(item: DiscussionItem) {
  return useQuery(discussionListQueryOptions(item));
}

/**
 * Older pages, loaded when asked for, after the newest page (`firstCursor` is its nextCursor).
 * Its key starts with the newest page's key, so everything that reloads that reloads these too.
 */
export function useOlderDiscussions(item: DiscussionItem, firstCursor: string | null, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...discussionListKey(item), 'older', firstCursor] as const,
    queryFn: ({ signal, pageParam }) => fetchDiscussions(item.itemType, item.itemId, signal, pageParam),
    initialPageParam: firstCursor ?? '',
    getNextPageParam: (page: DiscussionList) => page.nextCursor ?? undefined,
    enabled: enabled && firstCursor !== null,
    staleTime: 0,
  });
}
