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

/** PUT sets the vote to the given type; DELETE withdraws it. Both may be retried safely. */
export function putVote(itemType: ItemType, itemId: string, voteType: VoteType): Promise<EngagementState> {
  return apiFetch<EngagementState>(`${itemPath(itemType, itemId)}/vote`, { method: 'PUT', json: { voteType } });
}

export function deleteVote(itemType: ItemType, itemId: string): Promise<EngagementState> {
  return apiFetch<EngagementState>(`${itemPath(itemType, itemId)}/vote`, { method: 'DELETE' });
}

/**
 * Sets the viewer's vote to the state the press leads to (the toggle is decided here, the
 * server only stores states), so a repeated or retried request cannot flip it back.
 */
export function useVoteMutation(item: EngagementItem) {
  return useEngagementWrite<VoteState>({
    item,
    action: 'vote',
    request: (next) => (next === null ? deleteVote(item.itemType, item.itemId) : putVote(item.itemType, item.itemId, next)),
    optimistic: withVote,
    onSuccess: () => toast.success(VOTE_MESSAGES.recorded),
    onError: () => toast.error(VOTE_MESSAGES.failed),
  });
}
