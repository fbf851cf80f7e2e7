import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CommunityActivity } from '#shared/schemas/community.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export const communityActivityKey = ['community', 'activity'] as const;

/** Recent community activity, newest first, a page at a time. */
export const communityActivityQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: communityActivityKey,
    queryFn: ({ signal, pageParam }) =>
      apiFetch<CommunityActivity>(`/community/activity${pageParam ? `?${new URLSearchParams({ cursor: pageParam }).toString()}` : ''}`, { signal }),
    initialPageParam: '',
    getNextPageParam: (page: CommunityActivity) => page.nextCursor ?? undefined,
  });

export function useCommunityActivity() {
  return useInfiniteQuery(communityActivityQueryOptions());
}
