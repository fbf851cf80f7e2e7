import type { EngagementState } from '#shared/schemas/engagement.ts';
import type { EngagementRow } from './engagement.queries.ts';

/** Exactly the fields that leave the server. */
export function presentEngagement(row: EngagementRow): EngagementState {
  return {
    voteCount: row.voteCount,
    viewerVote: row.viewerVote,
    bookmarked: row.bookmarked,
    averageRating: Number(row.averageRating),
    ratingCount: row.ratingCount,
    viewerRating: row.viewerRating,
  };
}
