import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { EngagementState } from '#shared/schemas/engagement.ts';
import { trackEngagement } from '#web/lib/analytics/tracker.ts';
import { engagementKey, engagementKeyRoot, type EngagementItem } from '../api/engagement-state.ts';

type EngagementWrite<V> = {
  item: EngagementItem;
  /** What the write is, for behaviour analytics. */
  action: 'vote' | 'bookmark' | 'rating';
  request: (variables: V) => Promise<EngagementState>;
  /** The state to show at once, before the server answers. */
  optimistic: (state: EngagementState, variables: V) => EngagementState;
  onSuccess: (state: EngagementState, variables: V) => void;
  onError: (error: Error, variables: V) => void;
};

/** Queries this feature keeps exact itself, and the session (`['me']` alone), which no engagement changes. */
const isUnaffected = (key: readonly unknown[]) => key[0] === engagementKeyRoot || (key.length === 1 && key[0] === 'me');

/**
 * Lists elsewhere in the app (browse cards, the member's bookmarks and dashboard, profile counts)
 * show these counters and states: mark them stale so they reload when next shown, without
 * refetching anything now.
 */
function markOtherListsStale(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ predicate: (query) => !isUnaffected(query.queryKey), refetchType: 'none' });
}

/**
 * One write to an item's engagement (vote, bookmark, rating): the page shows its effect at
 * once, then the server's answer. Writes to one item run one after another, and only the
 * last one in flight writes the server's answer, so a quick second press is not undone by
 * the first press's answer. A failure re-reads the true state.
 */
export function useEngagementWrite<V>({ item, action, request, optimistic, onSuccess, onError }: EngagementWrite<V>) {
  const queryClient = useQueryClient();
  const queryKey = engagementKey(item);
  const mutationKey = ['engagement-write', item.itemType, item.itemId];
  const isLastInFlight = () => queryClient.isMutating({ mutationKey }) <= 1;

  return useMutation({
    mutationKey,
    scope: { id: mutationKey.join(':') },
    mutationFn: request,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey });
      const current = queryClient.getQueryData<EngagementState>(queryKey);
      if (current) queryClient.setQueryData(queryKey, optimistic(current, variables));
    },
    onSuccess: (state, variables) => {
      if (isLastInFlight()) queryClient.setQueryData(queryKey, state);
      markOtherListsStale(queryClient);
      trackEngagement(action, { kind: item.itemType, id: item.itemId });
      onSuccess(state, variables);
    },
    onError: (error, variables) => {
      onError(error, variables);
      if (isLastInFlight()) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
