import { RATING_MAX, RATING_MIN } from '#shared/constants.ts';
import { voteValue, type VoteState } from '#shared/domain/voting.ts';
import type { EngagementState } from '#shared/schemas/engagement.ts';

/*
 * What the page shows at once when the member acts, before the server answers. The server's
 * answer then replaces it; these only have to agree with the server's rules.
 */

/** The viewer's vote becomes `next`; the count moves by the difference (1 for a first vote, 2 for a switch). */
export function withVote(state: EngagementState, next: VoteState): EngagementState {
  return { ...state, viewerVote: next, voteCount: state.voteCount + voteValue(next) - voteValue(state.viewerVote) };
}

export function withBookmark(state: EngagementState, bookmarked: boolean): EngagementState {
  return { ...state, bookmarked };
}

/** The viewer's rating becomes `rating`: a first rating adds to the count, a change replaces the old one in the average. */
export function withRating(state: EngagementState, rating: number): EngagementState {
  const total = state.averageRating * state.ratingCount;
  const previous = state.viewerRating;
  const ratingCount = previous === null ? state.ratingCount + 1 : state.ratingCount;
  const sum = previous === null ? total + rating : total - previous + rating;
  return { ...state, viewerRating: rating, ratingCount, averageRating: ratingCount > 0 ? Math.round((sum / ratingCount) * 100) / 100 : 0 };
}

/** Averages are shown to one decimal. */
export function formatAverage(average: number): string {
  return average.toFixed(1);
}

export function ratingCountLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'rating' : 'ratings'}`;
}

export const STAR_VALUES: readonly number[] = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

export function starLabel(value: number): string {
  return `Rate ${value} ${value === 1 ? 'star' : 'stars'}`;
}
