import { z } from 'zod';
import { RATING_MAX, RATING_MIN, VOTE_TYPES } from '../constants.ts';
import { REVIEW_TEXT_MAX } from '../limits.ts';
import { CONTENT_MESSAGES } from './content.ts';

// Contracts of the engagement API: votes, bookmarks and ratings on case studies and tactics.

export const ENGAGEMENT_MESSAGES = {
  ...CONTENT_MESSAGES,
  voteType: 'Vote type must be upvote or downvote',
  rating: `Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`,
  reviewTextInvalid: 'Review must be text',
  reviewTextTooLong: `Review must be at most ${REVIEW_TEXT_MAX.toLocaleString('en-US')} characters`,
} as const;

export const voteRequestSchema = z.object({
  voteType: z.enum(VOTE_TYPES, { error: ENGAGEMENT_MESSAGES.voteType }),
});
export type VoteRequest = z.infer<typeof voteRequestSchema>;

export const ratingRequestSchema = z.object({
  rating: z
    .number({ error: ENGAGEMENT_MESSAGES.rating })
    .int(ENGAGEMENT_MESSAGES.rating)
    .min(RATING_MIN, ENGAGEMENT_MESSAGES.rating)
    .max(RATING_MAX, ENGAGEMENT_MESSAGES.rating),
  /**
   * Left out: an existing review is kept (choosing another star does not erase it).
   * Blank or null: the review is removed.
   */
  reviewText: z
    .string({ error: ENGAGEMENT_MESSAGES.reviewTextInvalid })
    .trim()
    .max(REVIEW_TEXT_MAX, ENGAGEMENT_MESSAGES.reviewTextTooLong)
    .nullable()
    .optional(),
});
export type RatingRequest = z.input<typeof ratingRequestSchema>;

/** An item's counters and what the viewer has done to it; viewer fields are null/false for visitors. */
export const engagementStateSchema = z.object({
  /** Upvotes minus downvotes. */
  voteCount: z.number().int(),
  viewerVote: z.enum(VOTE_TYPES).nullable(),
  bookmarked: z.boolean(),
  /** Average of all ratings to two decimals; 0 without ratings. */
  averageRating: z.number(),
  ratingCount: z.number().int(),
  viewerRating: z.number().int().nullable(),
});
export type EngagementState = z.infer<typeof engagementStateSchema>;
