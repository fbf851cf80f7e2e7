import { toast } from 'sonner';
import type { ItemType } from '#shared/constants.ts';
import type { EngagementState } from '#shared/schemas/engagement.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { useEngagementWrite } from '../hooks/use-engagement-write.ts';
import { withBookmark } from '../lib/engagement-state.ts';
import { itemPath } from '../lib/item-paths.ts';
import { BOOKMARK_MESSAGES } from '../lib/messages.ts';
import type { EngagementItem } from './engagement-state.ts';

/** PUT adds and DELETE removes the bookmark; both are idempotent on the server. */
export function setBookmark(itemType: ItemType, itemId: string, bookmarked: boolean): Promise<EngagementState> {
  return apiFetch<EngagementState>(`${itemPath(itemType, itemId)}/bookmark`, { method: bookmarked ? 'PUT' : 'DELETE' });
}

export function useBookmarkMutation(item: EngagementItem) {
  return useEngagementWrite<boolean>({
    item,
    action: 'bookmark',
    request: (bookmarked) => setBookmark(item.itemType, item.itemId, bookmarked),
    optimistic: withBookmark,
    onSuccess: (state) => toast.success(state.bookmarked ? BOOKMARK_MESSAGES.added : BOOKMARK_MESSAGES.removed),
    onError: () => toast.error(BOOKMARK_MESSAGES.failed),
  });
}
