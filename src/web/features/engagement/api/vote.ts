import { toast } from 'sonner';
import type { ItemType, VoteType } from '#shared/constants.ts';
import type { VoteState } from '#shared/domain/voting.ts';
import type { EngagementState } from '#shared/schemas/engagement.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { useEngagementWrite } from '../hooks/use-engagement-write.ts';
import { withVote } from '../lib/engagement-state.ts';
import { itemPath } from '../lib/item-paths.ts';
import { VOTE_MESSAGES } from '../lib/messages.ts';
import type { EngagementItem } from './engagement-state.ts';

/** PUT presses a vote (the server applies the same toggle rule); DELETE withdraws it. */
export function putVote(itemType: ItemType, itemId: string, voteType: VoteType): Promise<EngagementState> {
  return apiFetch<EngagementState>(`${itemPath(itemType, itemId)}/vote`, { method: 'PUT', json: { voteType } });
}

export function deleteVote(itemType: ItemType, itemId: string): Promise<EngagementState> {
  return apiFetch<EngagementState>(`${itemPath(itemType, itemId)}/vote`, { method: 'DELETE' });
}

/**
 * Sets the viewer's vote to the state the press leads to. Removing is sent as DELETE so that
 * it stays a removal even if the page's idea of the current vote is out of date.
 */
export function useVoteMutation(item: EngagementItem) {
  return useEngagementWrite<VoteState>({
    item,
    request: (next) => (next === null ? deleteVote(item.itemType, item.itemId) : putVote(item.itemType, item.itemId, next)),
    optimistic: withVote,
    onSuccess: () => toast.success(VOTE_MESSAGES.recorded),
    onError: () => toast.error(VOTE_MESSAGES.failed),
  });
}
