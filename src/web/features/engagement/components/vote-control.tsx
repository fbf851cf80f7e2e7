import { ChevronDown, ChevronUp } from 'lucide-react';
import { toast } from 'sonner';
import type { VoteType } from '#shared/constants.ts';
import { pressVote } from '#shared/domain/voting.ts';
import type { EngagementState } from '#shared/schemas/engagement.ts';
import { cn } from '#web/lib/cn.ts';
import type { EngagementItem } from '../api/engagement-state.ts';
import { useVoteMutation } from '../api/vote.ts';
import { VOTE_MESSAGES } from '../lib/messages.ts';

/** Upvote, the score, downvote. Pressing the vote already given removes it. */
export function VoteControl({ item, state }: { item: EngagementItem; state: EngagementState | undefined }) {
  const vote = useVoteMutation(item);

  function press(pressed: VoteType) {
    if (!item.isSignedIn) {
      toast.error(VOTE_MESSAGES.loginRequired);
      return;
    }
    if (!state) return;
    vote.mutate(pressVote(state.viewerVote, pressed).next);
  }

  const upvoted = state?.viewerVote === 'upvote';
  const downvoted = state?.viewerVote === 'downvote';
  return (
    <div role="group" aria-label="Votes" className="inline-flex h-10 items-center rounded-full border border-border bg-background shadow-xs">
      <button
        type="button"
        aria-label="Upvote"
        title="Upvote"
        aria-pressed={upvoted}
        disabled={item.isSignedIn && !state}
        onClick={() => press('upvote')}
        className={cn(
          'inline-flex size-10 items-center justify-center rounded-full transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:opacity-50',
          upvoted && 'bg-emerald-100 text-emerald-800 hover:bg-emerald-200 dark:bg-emerald-950 dark:text-emerald-300 dark:hover:bg-emerald-900',
        )}
      >
        <ChevronUp className="size-5" strokeWidth={2.5} aria-hidden="true" />
      </button>
      <span aria-live="polite" aria-atomic="true" className="min-w-8 px-1 text-center text-sm font-semibold tabular-nums">
        <span className="sr-only">Score </span>
        {state ? state.voteCount.toLocaleString('en-US') : '–'}
      </span>
      <button
        type="button"
        aria-label="Downvote"
        title="Downvote"
        aria-pressed={downvoted}
        disabled={item.isSignedIn && !state}
        onClick={() => press('downvote')}
        className={cn(
          'inline-flex size-10 items-center justify-center rounded-full transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:opacity-50',
          downvoted && 'bg-red-100 text-red-800 hover:bg-red-200 dark:bg-red-950 dark:text-red-300 dark:hover:bg-red-900',
        )}
      >
        <ChevronDown className="size-5" strokeWidth={2.5} aria-hidden="true" />
      </button>
    </div>
  );
}
