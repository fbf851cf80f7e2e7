import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { DiscussionList, DiscussionUpvoteResult } from '#shared/schemas/discussions.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { DISCUSSION_TOASTS } from '../lib/messages.ts';
import { toggledUpvote, updateEntry } from '../lib/threads.ts';
import { discussionListKey, type DiscussionItem } from './discussion-list.ts';

/** Toggles the signed-in member's upvote on a discussion or reply. */
export function upvoteDiscussion(discussionId: string): Promise<DiscussionUpvoteResult> {
  return apiFetch<DiscussionUpvoteResult>(`/discussions/${encodeURIComponent(discussionId)}/upvote`, { method: 'POST' });
}

/**
 * The upvote shows at once; the server's count follows, then the list reloads. Upvotes on one
 * item's discussions run one after another and only the last one in flight writes its answer,
 * so quick presses are not undone by earlier answers. A failure reloads the true counts.
 */
export function useUpvoteDiscussion(item: DiscussionItem) {
  const queryClient = useQueryClient();
  const queryKey = discussionListKey(item);
  const mutationKey = ['discussion-upvote', item.itemType, item.itemId];
  const isLastInFlight = () => queryClient.isMutating({ mutationKey }) <= 1;

  return useMutation({
    mutationKey,
    scope: { id: mutationKey.join(':') },
    mutationFn: upvoteDiscussion,
    onMutate: async (discussionId) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<DiscussionList>(queryKey, (list) => list && updateEntry(list, discussionId, toggledUpvote));
    },
    onSuccess: (result, discussionId) => {
      if (!isLastInFlight()) return;
      queryClient.setQueryData<DiscussionList>(
        queryKey,
        (list) => list && updateEntry(list, discussionId, () => ({ upvotes: result.upvotes, viewerUpvoted: result.upvoted })),
      );
      void queryClient.invalidateQueries({ queryKey });
    },
    onError: () => {
      toast.error(DISCUSSION_TOASTS.upvoteFailed);
      if (isLastInFlight()) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
