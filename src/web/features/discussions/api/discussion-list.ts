import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemType } from '#shared/constants.ts';
import type { DiscussionList } from '#shared/schemas/discussions.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { itemPath } from '../lib/item-paths.ts';

/** One item's discussions as one kind of viewer sees them (visitors have no upvotes of their own). */
export type DiscussionItem = { itemType: ItemType; itemId: string; isSignedIn: boolean };

export const discussionsKeyRoot = 'discussions';
export const discussionListKey = ({ itemType, itemId, isSignedIn }: DiscussionItem) =>
  [discussionsKeyRoot, itemType, itemId, isSignedIn ? 'member' : 'visitor'] as const;

export function fetchDiscussions(itemType: ItemType, itemId: string, signal?: AbortSignal): Promise<DiscussionList> {
  return apiFetch<DiscussionList>(`${itemPath(itemType, itemId)}/discussions`, { signal });
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
