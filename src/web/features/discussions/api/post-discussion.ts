import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trackEngagement } from '#web/lib/analytics/tracker.ts';
import { toast } from 'sonner';
import type { ItemType } from '#shared/constants.ts';
import type { DiscussionCreateInput, DiscussionEntry } from '#shared/schemas/discussions.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { itemPath } from '../lib/item-paths.ts';
import { DISCUSSION_TOASTS } from '../lib/messages.ts';
import { discussionsKeyRoot, type DiscussionItem } from './discussion-list.ts';

/** A new discussion ({ title, body }) or a reply to one ({ body, parentId }). */
export function postDiscussion(itemType: ItemType, itemId: string, input: DiscussionCreateInput): Promise<DiscussionEntry> {
  return apiFetch<DiscussionEntry>(`${itemPath(itemType, itemId)}/discussions`, { method: 'POST', json: input });
}

/** Posts, then reloads the item's discussions (for every kind of viewer). */
export function usePostDiscussion({ itemType, itemId }: DiscussionItem) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DiscussionCreateInput) => postDiscussion(itemType, itemId, input),
    onSuccess: (_entry, input) => {
      trackEngagement('parentId' in input && input.parentId ? 'reply' : 'discussion', { kind: itemType, id: itemId });
      toast.success(DISCUSSION_TOASTS.posted);
    },
    onError: () => toast.error(DISCUSSION_TOASTS.postFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [discussionsKeyRoot, itemType, itemId] }),
  });
}
