import { toast } from 'sonner';
import type { ItemType } from '#shared/constants.ts';
import type { EngagementState, RatingRequest } from '#shared/schemas/engagement.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { useEngagementWrite } from '../hooks/use-engagement-write.ts';
import { withRating } from '../lib/engagement-state.ts';
import { itemPath } from '../lib/item-paths.ts';
import { RATING_MESSAGES } from '../lib/messages.ts';
import type { EngagementItem } from './engagement-state.ts';

/** Upserts the viewer's rating; without reviewText an earlier review is kept. */
export function putRating(itemType: ItemType, itemId: string, body: RatingRequest): Promise<EngagementState> {
  return apiFetch<EngagementState>(`${itemPath(itemType, itemId)}/rating`, { method: 'PUT', json: body });
}

export function useRatingMutation(item: EngagementItem) {
  return useEngagementWrite<number>({
    item,
    action: 'rating',
    request: (rating) => putRating(item.itemType, item.itemId, { rating }),
    optimistic: withRating,
    onSuccess: () => toast.success(RATING_MESSAGES.submitted, { description: RATING_MESSAGES.thanks }),
    onError: () => toast.error(RATING_MESSAGES.failed),
  });
}
