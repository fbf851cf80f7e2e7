import { z } from 'zod';
import { LEVELS, NEW_MEMBER_DISCUSSIONS_PER_DAY, TRUSTED_LEVEL } from '../domain/progress.ts';
import { DISCUSSION_BODY_MAX, DISCUSSION_TITLE_MAX } from '../limits.ts';

// Contracts of the discussions API: threaded discussions on case studies and tactics.

export const DISCUSSION_MESSAGES = {
  titleAndBodyRequired: 'Title and message are required.',
  bodyRequired: 'Message is required.',
  titleTooLong: `Title must be at most ${DISCUSSION_TITLE_MAX} characters.`,
  bodyTooLong: `Message must be at most ${DISCUSSION_BODY_MAX.toLocaleString('en-US')} characters.`,
  parentIdInvalid: 'The discussion to reply to must be given by its id.',
  notFound: 'Discussion Not Found',
  replyToReply: 'Replies can only be added to a top-level discussion.',
  tooManyPosts: 'You are posting too quickly. Please wait a moment before posting again.',
  linksLocked: `New members can't post links yet. Links unlock at level ${TRUSTED_LEVEL} (${LEVELS[TRUSTED_LEVEL - 1]!.title}, ${LEVELS[TRUSTED_LEVEL - 1]!.minXp} XP): earn XP by bookmarking, voting, rating and joining discussions.`,
  dailyDiscussionLimit: `New members can start ${NEW_MEMBER_DISCUSSIONS_PER_DAY} discussions a day, and you have reached today's limit. Try again tomorrow, or reach level ${TRUSTED_LEVEL} (${LEVELS[TRUSTED_LEVEL - 1]!.title}, ${LEVELS[TRUSTED_LEVEL - 1]!.minXp} XP) to lift it.`,
} as const;

const text = (message: string) => z.string({ error: message }).trim();

/**
 * A new top-level discussion ({ title, body }) or a reply ({ body, parentId }, no title needed).
 * Title and body are trimmed; the body is Markdown, stored as written and rendered safely.
 */
export const discussionCreateSchema = z
  .object({
    title: text(DISCUSSION_MESSAGES.titleAndBodyRequired).max(DISCUSSION_TITLE_MAX, DISCUSSION_MESSAGES.titleTooLong).optional(),
    body: text(DISCUSSION_MESSAGES.titleAndBodyRequired).max(DISCUSSION_BODY_MAX, DISCUSSION_MESSAGES.bodyTooLong).optional(),
    parentId: z.string({ error: DISCUSSION_MESSAGES.parentIdInvalid }).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    const isReply = value.parentId != null;
    if (isReply && !value.body) {
      ctx.addIssue({ code: 'custom', path: ['body'], message: DISCUSSION_MESSAGES.bodyRequired });
    } else if (!isReply && (!value.title || !value.body)) {
      ctx.addIssue({ code: 'custom', path: [value.title ? 'body' : 'title'], message: DISCUSSION_MESSAGES.titleAndBodyRequired });
    }
  });
export type DiscussionCreateInput = z.input<typeof discussionCreateSchema>;

export const discussionAuthorSchema = z.object({
  /** null once the author's account is gone. */
  id: z.string().nullable(),
  /** null without a profile: the web shows "Unknown User". */
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});

/** One post: a top-level discussion (parentId null, with a title) or a reply. */
export const discussionEntrySchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  title: z.string().nullable(),
  /** Markdown as the author wrote it; render it through the sanitising Markdown renderer. */
  body: z.string(),
  author: discussionAuthorSchema,
  createdAt: z.string(),
  upvotes: z.number().int(),
  /** Whether the viewer upvoted it; false for visitors. */
  viewerUpvoted: z.boolean(),
});
export type DiscussionEntry = z.infer<typeof discussionEntrySchema>;

/** A top-level discussion with its replies, oldest first. */
export const discussionThreadSchema = discussionEntrySchema.extend({
  replies: z.array(discussionEntrySchema),
});
export type DiscussionThread = z.infer<typeof discussionThreadSchema>;

export const DISCUSSION_PAGE_SIZE = 20;
export const DISCUSSION_PAGE_MAX = 50;

/** A page of top-level discussions: `before` is the nextCursor of the page before. */
export const discussionListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `Limit must be a whole number from 1 to ${DISCUSSION_PAGE_MAX}` })
    .int(`Limit must be a whole number from 1 to ${DISCUSSION_PAGE_MAX}`)
    .min(1, `Limit must be a whole number from 1 to ${DISCUSSION_PAGE_MAX}`)
    .max(DISCUSSION_PAGE_MAX, `Limit must be a whole number from 1 to ${DISCUSSION_PAGE_MAX}`)
    .default(DISCUSSION_PAGE_SIZE),
  before: z.uuid('Unknown page of discussions').optional(),
});
export type DiscussionListQuery = z.infer<typeof discussionListQuerySchema>;

export const discussionListSchema = z.object({
  /** Top-level discussions of this page, newest first, each with all its replies. */
  items: z.array(discussionThreadSchema),
  /** Discussions and replies together, on every page. */
  total: z.number().int(),
  /** Pass as `before` for the next, older page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type DiscussionList = z.infer<typeof discussionListSchema>;

export const discussionUpvoteResultSchema = z.object({
  upvotes: z.number().int(),
  upvoted: z.boolean(),
});
export type DiscussionUpvoteResult = z.infer<typeof discussionUpvoteResultSchema>;
