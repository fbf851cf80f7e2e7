import type { VoteType } from '../constants.ts';

/** A member's vote on one item: none (null), upvote or downvote. */
export type VoteState = VoteType | null;

export type VoteTransition = {
  /** The member's vote after the press. */
  next: VoteState;
  /** How the item's vote_count (upvotes - downvotes) changes. */
  delta: number;
};

/** What a vote adds to vote_count. */
export function voteValue(vote: VoteState): number {
  if (vote === 'upvote') return 1;
  if (vote === 'downvote') return -1;
  return 0;
}

/**
 * Setting the member's vote to a given state (what PUT and DELETE do): sending the same
 * state again changes nothing, so a retried request is harmless.
 */
export function setVote(current: VoteState, wanted: VoteState): VoteTransition {
  return { next: wanted, delta: voteValue(wanted) - voteValue(current) };
}

/**
 * Pressing a vote button (member-area §4), as the page decides it: a first vote counts 1, switching to the other
 * vote counts 2, and pressing the same vote again removes it.
 */
export function pressVote(current: VoteState, pressed: VoteType): VoteTransition {
  const next: VoteState = current === pressed ? null : pressed;
  return { next, delta: voteValue(next) - voteValue(current) };
}
