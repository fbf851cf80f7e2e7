import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemType } from '#shared/constants.ts';
import type { EngagementState } from '#shared/schemas/engagement.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { itemPath } from '../lib/item-paths.ts';

/** One item seen by one kind of viewer (a visitor's answer has no viewer state). */
export type EngagementItem = { itemType: ItemType; itemId: string; isSignedIn: boolean };

export const engagementKeyRoot = 'engagement';
export const engagementKey = ({ itemType, itemId, isSignedIn }: EngagementItem) =>
  [engagementKeyRoot, itemType, itemId, isSignedIn ? 'member' : 'visitor'] as const;

export function fetchEngagement(itemType: ItemType, itemId: string, signal?: AbortSignal): Promise<EngagementState> {
  return apiFetch<EngagementState>(`${itemPath(itemType, itemId)}/engagement`, { signal });
}

/** Counters and the viewer's vote, bookmark and rating; re-read whenever a page shows them. */
export const engagementQueryOptions = (item: EngagementItem) =>
  queryOptions({
    queryKey: engagementKey(item),
    queryFn: ({ signal }) => fetchEngagement(item.itemType, item.itemId, signal),
    staleTime: 0,
  });

export function useEngagement(item: EngagementItem) {
  return useQuery(engagementQueryOptions(item));
}
