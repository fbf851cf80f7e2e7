import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { UserActionMetadata } from '../../../shared/schemas/case-study-content.ts';
import { caseStudies, tactics } from './content.ts';
import { userActionTypeEnum } from './enums.ts';
import { cascadeRef, createdAt, id, timestamps, timestamptz } from './columns.ts';
import { memberRef, optionalMemberRef } from './member-columns.ts';

/**
 * Discussions about one case study or one tactic. A reply (parent_id set) belongs to the same
 * item as its parent and may have no title. Deleting an author keeps the discussion.
 */
export const discussions = pgTable(
  'discussions',
  {
    id: id(),
    title: text('title'),
    bodyMarkdown: text('body_markdown').notNull(),
    authorId: optionalMemberRef('author_id'),
    relatedCaseId: uuid('related_case_id').references(() => caseStudies.id, { onDelete: 'cascade' }),
    relatedTacticId: uuid('related_tactic_id').references(() => tactics.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => discussions.id, { onDelete: 'cascade' }),
    /** Count of discussion_upvotes rows, kept in the same transaction. */
    upvotes: integer('upvotes').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    check('discussions_one_target_check', sql`num_nonnulls(${t.relatedCaseId}, ${t.relatedTacticId}) = 1`),
    check('discussions_title_check', sql`${t.parentId} IS NOT NULL OR ${t.title} IS NOT NULL`),
    check('discussions_upvotes_check', sql`${t.upvotes} >= 0`),
    index('discussions_case_parent_created_at_idx').on(t.relatedCaseId, t.parentId, t.createdAt.desc().nullsFirst()),
    index('discussions_tactic_parent_created_at_idx').on(t.relatedTacticId, t.parentId, t.createdAt.desc().nullsFirst()),
    index('discussions_parent_id_idx').on(t.parentId),
    index('discussions_author_created_at_idx').on(t.authorId, t.createdAt.desc().nullsFirst()),
    index('discussions_created_at_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);

/** One upvote per member per discussion; pressing again removes it. */
export const discussionUpvotes = pgTable(
  'discussion_upvotes',
  {
    discussionId: cascadeRef('discussion_id', () => discussions.id),
    userId: memberRef('user_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.discussionId, t.userId] }), index('discussion_upvotes_user_id_idx').on(t.userId)],
);

/**
 * Something a member (user_id, the actor) did that concerns another member (target_id, the
 * recipient): each row is one notification, with its read and dismissed state.
 */
export const userActions = pgTable(
  'user_actions',
  {
    id: id(),
    userId: optionalMemberRef('user_id'),
    targetId: memberRef('target_id'),
    actionType: userActionTypeEnum('action_type').notNull(),
    actionMetadata: jsonb('action_metadata').$type<UserActionMetadata>().notNull().default({}),
    readAt: timestamptz('read_at'),
    dismissedAt: timestamptz('dismissed_at'),
    /**
     * Reactions that can be repeated (votes, ratings, upvotes) carry actor, kind, subject and
     * UTC day here; the unique index makes them one notification a day, even under parallel requests.
     */
    dedupeKey: text('dedupe_key'),
    /** The event this notification was written for: handling an event twice writes it once. */
    eventId: uuid('event_id').unique('user_actions_event_id_unique'),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_actions_target_created_at_idx').on(t.targetId, t.createdAt.desc().nullsFirst()),
    index('user_actions_user_id_idx').on(t.userId),
    uniqueIndex('user_actions_target_dedupe_key_idx').on(t.targetId, t.dedupeKey),
  ],
);

export const userFollows = pgTable(
  'user_follows',
  {
    followerId: memberRef('follower_id'),
    followeeId: memberRef('followee_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    check('user_follows_not_self_check', sql`${t.followerId} <> ${t.followeeId}`),
    index('user_follows_followee_id_idx').on(t.followeeId),
  ],
);
