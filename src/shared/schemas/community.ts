import { z } from 'zod';

// /community's "Recent activity": what members chose to make public on their profiles.

/** Items per page of community activity. */
export const COMMUNITY_ACTIVITY_PAGE = 20;

export const COMMUNITY_MESSAGES = {
  cursor: 'The page cursor is not valid. Please reload the list.',
} as const;

const subjectSchema = z.object({ kind: z.enum(['case_study', 'tactic']), title: z.string(), href: z.string() });

const memberSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  /** Present only when the member shows their photo. */
  avatarUrl: z.string().nullable(),
  href: z.string(),
});

const base = { id: z.string(), occurredAt: z.string(), member: memberSchema };

export const communityActivityItemSchema = z.discriminatedUnion('kind', [
  z.object({ ...base, kind: z.literal('discussion'), title: z.string().nullable(), excerpt: z.string(), subject: subjectSchema }),
  z.object({ ...base, kind: z.literal('submission'), subject: subjectSchema }),
  z.object({ ...base, kind: z.literal('achievement'), achievement: z.object({ key: z.string(), title: z.string() }) }),
]);
export type CommunityActivityItem = z.infer<typeof communityActivityItemSchema>;

export const communityActivitySchema = z.object({ items: z.array(communityActivityItemSchema), nextCursor: z.string().nullable() });
export type CommunityActivity = z.infer<typeof communityActivitySchema>;
